// A C++ object built by its constructor, defined outside the class (clang emits the
// complete-object constructor the program calls as an alias of the one holding the
// code), holds the step count, the same everywhere, and the process's rank in another
// member.
// Bug: the loop is bounded by the rank member: process r runs r MPI_Allreduce calls.
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
    double x = run.steps, sum = 0;
    for (int i = 0; i < run.rank; i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
