/* A switch on the rank where every case prepares different data but then
 * performs the same collective sequence (MPI_Bcast then MPI_Allreduce).
 * Correct: all processes execute Bcast, Allreduce in that order.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int cfg = 0, local = 0, sum = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    switch (rank) {
    case 0:
        cfg = 3;
        MPI_Bcast(&cfg, 1, MPI_INT, 0, MPI_COMM_WORLD);
        local = cfg;
        MPI_Allreduce(&local, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        break;
    case 1:
        MPI_Bcast(&cfg, 1, MPI_INT, 0, MPI_COMM_WORLD);
        local = 2 * cfg;
        MPI_Allreduce(&local, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        break;
    default:
        MPI_Bcast(&cfg, 1, MPI_INT, 0, MPI_COMM_WORLD);
        local = 1;
        MPI_Allreduce(&local, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        break;
    }

    if (rank == 0)
        printf("cfg %d\n", cfg);

    MPI_Finalize();
    return 0;
}
