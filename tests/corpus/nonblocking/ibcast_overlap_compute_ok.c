/* A nonblocking broadcast overlapped with computation on other data.
 * Correct: the broadcast buffer is only read after MPI_Wait; the computation
 * between uses separate variables.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, i;
    double params[3] = {0.0, 0.0, 0.0};
    double work[16], acc = 0.0;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0) {
        params[0] = 1.5;
        params[1] = 2.5;
        params[2] = 3.5;
    }
    MPI_Ibcast(params, 3, MPI_DOUBLE, 0, MPI_COMM_WORLD, &req);
    for (i = 0; i < 16; i++) {
        work[i] = i * 0.25;
        acc += work[i];
    }
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    acc *= params[1];

    printf("%d result %f\n", rank, acc);
    MPI_Finalize();
    return 0;
}
