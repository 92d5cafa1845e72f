// cxx_member_reset_ok.cpp broken: reset() runs on rank 0 only, so the other processes loop
// over their first guess.
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
            MPI_Barrier(comm); // expect: collective-in-loop
    }
};

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    Solver s(MPI_COMM_WORLD);
    s.guess(rank);
    if (rank == 0)
        s.reset();
    s.run();
    MPI_Finalize();
    return 0;
}
