/* Post/start/complete/wait: rank 2 exposes its window once to ranks 0 and 1; rank 0 puts and
 * rank 1 gets the same element in that exposure epoch (RMARaceBench sync/035).
 * Bug: the Get may see the value before or after the Put.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, value = 42, got = 0, *base;
    int two = 2, origins[2];
    MPI_Win win;
    MPI_Group world, g;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = 0;
    MPI_Barrier(MPI_COMM_WORLD);

    if (rank == 0) {
        MPI_Group_incl(world, 1, &two, &g);
        MPI_Win_start(g, 0, win);
        MPI_Put(&value, 1, MPI_INT, 2, 0, 1, MPI_INT, win);
        MPI_Win_complete(win);
        MPI_Group_free(&g);
    } else if (rank == 1) {
        MPI_Group_incl(world, 1, &two, &g);
        MPI_Win_start(g, 0, win);
        MPI_Get(&got, 1, MPI_INT, 2, 0, 1, MPI_INT, win); // expect: rma-target-race
        MPI_Win_complete(win);
        MPI_Group_free(&g);
    } else if (rank == 2) {
        origins[0] = 0;
        origins[1] = 1;
        MPI_Group_incl(world, 2, origins, &g);
        MPI_Win_post(g, 0, win);
        MPI_Win_wait(win);
        MPI_Group_free(&g);
    }

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Group_free(&world);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
