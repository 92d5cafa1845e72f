/* As cxx_unique_ptr_bug.cpp, but every process lowers the number of steps
 * (under a test of argc, the same everywhere).
 * Correct: `opts->steps` is the same on every process.
 */
#include <mpi.h>
#include <memory>

struct Options {
    int steps;
};

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    std::unique_ptr<Options> opts(new Options{argc > 1 ? 4 : 3});
    if (argc > 2)
        opts->steps -= 1;
    for (int i = 0; i < opts->steps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
