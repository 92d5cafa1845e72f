/* Nonblocking broadcast whose request is completed in different ways: the
 * root waits immediately, the others poll with MPI_Test in a loop.
 * Correct: every process starts exactly one MPI_Ibcast; only the completion
 * differs (completion calls are not collectives).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, flag = 0;
    int data = 0;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0)
        data = 123;
    MPI_Ibcast(&data, 1, MPI_INT, 0, MPI_COMM_WORLD, &req);
    if (rank == 0) {
        MPI_Wait(&req, MPI_STATUS_IGNORE);
    } else {
        while (!flag)
            MPI_Test(&req, &flag, MPI_STATUS_IGNORE);
    }
    MPI_Barrier(MPI_COMM_WORLD);

    if (rank == 0)
        printf("data %d\n", data);

    MPI_Finalize();
    return 0;
}
