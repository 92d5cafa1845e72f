/* A nonblocking reduction overlapped with an independent update, its result
 * used after MPI_Wait.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, i;
    double local[4], global[4], other = 0.0;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    for (i = 0; i < 4; i++)
        local[i] = rank + i;
    MPI_Iallreduce(local, global, 4, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &req);
    for (i = 0; i < 100; i++)
        other += 0.5 * i;
    MPI_Wait(&req, MPI_STATUS_IGNORE);

    printf("%d global[3] %f other %f\n", rank, global[3], other);
    MPI_Finalize();
    return 0;
}
