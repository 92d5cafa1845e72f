/* Requests started and completed under the same rank condition, tested twice:
 * the root gathers one value from every other process with MPI_Irecv, the
 * others send with MPI_Isend; the completions are under the same tests.
 * Correct: a process that starts a request also completes it (the two tests of
 * `rank == 0` take the same branch).
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, p, out, sum = 0, work = 0;
    int *in = NULL;
    MPI_Request *reqs = NULL;
    MPI_Request sreq;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank * rank;
    if (rank == 0) {
        in = malloc(sizeof(int) * (size_t)size);
        reqs = malloc(sizeof(MPI_Request) * (size_t)size);
        for (p = 1; p < size; p++)
            MPI_Irecv(&in[p], 1, MPI_INT, p, 0, MPI_COMM_WORLD, &reqs[p]);
    } else {
        MPI_Isend(&out, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &sreq);
    }

    for (p = 0; p < 100; p++) /* unrelated work while the messages travel */
        work += p % 7;

    if (rank == 0) {
        MPI_Waitall(size - 1, &reqs[1], MPI_STATUSES_IGNORE);
        for (p = 1; p < size; p++)
            sum += in[p];
        printf("sum %d (work %d)\n", sum, work);
        free(in);
        free(reqs);
    } else {
        MPI_Wait(&sreq, MPI_STATUS_IGNORE);
    }

    MPI_Finalize();
    return 0;
}
