/* A receive polled through a wrapper of MPI_Test that converts the flag (hypre's
 * hypre_MPI_Test with -DHYPRE_BIGINT): the loop ends only when the test reports completion,
 * and the buffer is read after it.
 * Correct: the request is complete when the loop ends.
 */
#include <mpi.h>
#include <stdio.h>

static long my_test(MPI_Request *req, long *flag, MPI_Status *st)
{
    int f;
    long ierr = (long)MPI_Test(req, &f, st);
    *flag = (long)f;
    return ierr;
}

int main(int argc, char **argv)
{
    int rank, size, value = 0;
    long done = 0, polls = 0;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int token = rank;
    MPI_Irecv(&value, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req);
    MPI_Send(&token, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
    while (!done) {
        polls++;
        my_test(&req, &done, MPI_STATUS_IGNORE);
    }
    printf("%d received %d after %ld tests\n", rank, value, polls);
    MPI_Finalize();
    return 0;
}
