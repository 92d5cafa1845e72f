/* A switch on the number of processes modulo 3 picks the communication
 * pattern: a broadcast, a reduction, or both.
 * Correct: every process computes the same case, so all of them call the
 * same collectives in the same order.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, v, s = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    v = rank + 1;
    switch (size % 3) {
    case 0:
        MPI_Bcast(&v, 1, MPI_INT, 0, MPI_COMM_WORLD);
        break;
    case 1:
        MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        break;
    default:
        MPI_Bcast(&v, 1, MPI_INT, 0, MPI_COMM_WORLD);
        MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        break;
    }

    if (rank == 0)
        printf("v %d s %d\n", v, s);
    MPI_Finalize();
    return 0;
}
