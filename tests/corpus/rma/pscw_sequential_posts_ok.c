/* The twin of pscw_two_origins_bug.c: rank 2 exposes its window to rank 0, waits, then to
 * rank 1: the Put and the Get are in successive exposure epochs (RMARaceBench sync/034).
 * Correct.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, value = 42, got = 0, *base;
    int two = 2, zero = 0, one = 1;
    MPI_Win win;
    MPI_Group world, g, g0, g1;

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
        MPI_Get(&got, 1, MPI_INT, 2, 0, 1, MPI_INT, win);
        MPI_Win_complete(win);
        MPI_Group_free(&g);
    } else if (rank == 2) {
        MPI_Group_incl(world, 1, &zero, &g0);
        MPI_Group_incl(world, 1, &one, &g1);
        MPI_Win_post(g0, 0, win);
        MPI_Win_wait(win);
        MPI_Win_post(g1, 0, win);
        MPI_Win_wait(win);
        MPI_Group_free(&g0);
        MPI_Group_free(&g1);
    }

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Group_free(&world);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
