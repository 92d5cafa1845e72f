/* A nonblocking barrier used for termination detection: work continues until
 * MPI_Test reports that every process has entered the barrier.
 * Correct: the polling loop only ends on completion.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, done = 0;
    long iterations = 0;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    MPI_Ibarrier(MPI_COMM_WORLD, &req);
    while (!done) {
        iterations++;
        MPI_Test(&req, &done, MPI_STATUS_IGNORE);
    }

    printf("%d done (%s)\n", rank, iterations > 0 ? "polled" : "no poll");
    MPI_Finalize();
    return 0;
}
