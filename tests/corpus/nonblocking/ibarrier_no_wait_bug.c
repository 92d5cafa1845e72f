/* A nonblocking barrier used to overlap a computation, never completed.
 * Bug: the request of MPI_Ibarrier is still pending at MPI_Finalize.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, i;
    double acc = 0.0;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    MPI_Ibarrier(MPI_COMM_WORLD, &req); // expect: mpi-missing-completion
    for (i = 0; i < 1000; i++)
        acc += i * 0.5;
    printf("%d computed %f\n", rank, acc);

    MPI_Finalize();
    return 0;
}
