// A solver object keeps its iteration count as its first member: a first guess from the
// rank, then reset() sets it again, and run() loops over it, in another method: the same
// bound on every process.
#include <mpi.h>

class Solver {
    int iters;
    MPI_Comm comm;

  public:
    explicit Solver(MPI_Comm c) : iters(0), comm(c) {}
    void guess(int r) { iters = r; }
    void reset() { iters = 5; }
    void run()
    {
        for (int i = 0; i < iters; i++)
            MPI_Barrier(comm);
    }
};

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    Solver s(MPI_COMM_WORLD);
    s.guess(rank);
    s.reset();
    s.run();
    MPI_Finalize();
    return 0;
}
