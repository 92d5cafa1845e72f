/* The options live behind a std::unique_ptr; rank 0 lowers the number of
 * steps through `operator->`, the others keep it, and every process loops
 * over the steps with a barrier in each.
 * Bug: rank 0 runs one barrier fewer than the others. The write and the
 * loop bound reach the options through two calls of `operator->`, whose
 * pointer comes from the tuple inside the unique_ptr that its constructor
 * filled (before the fix, a part of a part in the points-to, which the
 * copies of the summarised getters did not see: no finding).
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
    if (rank == 0)
        opts->steps -= 1;
    for (int i = 0; i < opts->steps; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
