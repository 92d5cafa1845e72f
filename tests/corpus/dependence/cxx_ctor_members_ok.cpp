// A C++ object built by its constructor, defined outside the class (clang emits the
// complete-object constructor the program calls as an alias of the one holding the
// code), holds the step count, the same everywhere, and the process's rank in another
// member.
// Correct: the loop runs the same number of MPI_Allreduce calls on every process.
#include <mpi.h>

class Run {
public:
    explicit Run(int n);
    void identify() { MPI_Comm_rank(MPI_COMM_WORLD, &rank); }
    int steps;
    int rank;
};

Run::Run(int n) : steps(n), rank(-1) {}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    Run run(4);
    run.identify();
    double x = run.rank, sum = 0;
    for (int i = 0; i < run.steps; i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
