/* Rooted collectives on an intercommunicator (MPI-CorrBench correct/coll/icbcast, icgather,
 * icreduce, icscatter...): in the root's group the root passes MPI_ROOT and the others
 * MPI_PROC_NULL, in the other group every process passes the root's rank in the remote group
 * (MPI-4.0 §6.2.2). The root argument differs between processes by design.
 * Correct (run with 2 or more processes).
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int wrank, rank, buf[4] = {0, 1, 2, 3}, sum = 0;
    MPI_Comm half, inter;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
    int left = wrank % 2 == 0;
    MPI_Comm_split(MPI_COMM_WORLD, left, wrank, &half);
    MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, left ? 1 : 0, 7, &inter);
    MPI_Comm_rank(inter, &rank);
    if (left) {
        MPI_Bcast(buf, 4, MPI_INT, (rank == 0) ? MPI_ROOT : MPI_PROC_NULL, inter);
        int root = MPI_PROC_NULL;
        if (rank == 0)
            root = MPI_ROOT;
        MPI_Reduce(&rank, &sum, 1, MPI_INT, MPI_SUM, root, inter);
    } else {
        MPI_Bcast(buf, 4, MPI_INT, 0, inter);
        MPI_Reduce(&rank, &sum, 1, MPI_INT, MPI_SUM, 0, inter);
    }
    MPI_Comm_free(&inter);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
