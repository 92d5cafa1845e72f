/* Two receives drained with MPI_Waitsome until both are done.
 * Correct: the loop ends when every request has completed; values are read
 * after their completion is reported.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, done = 0, outcount, i, sum = 0;
    int out[2], in[2];
    int indices[2];
    MPI_Request reqs[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out[0] = rank;
    out[1] = -rank;
    MPI_Irecv(&in[0], 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &reqs[0]);
    MPI_Irecv(&in[1], 1, MPI_INT, (rank + 1) % size, 1, MPI_COMM_WORLD, &reqs[1]);
    MPI_Send(&out[0], 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
    MPI_Send(&out[1], 1, MPI_INT, (rank + size - 1) % size, 1, MPI_COMM_WORLD);
    while (done < 2) {
        MPI_Waitsome(2, reqs, &outcount, indices, MPI_STATUSES_IGNORE);
        for (i = 0; i < outcount; i++)
            done++;
    }
    sum = in[0] + in[1];

    printf("%d sum %d\n", rank, sum);
    MPI_Finalize();
    return 0;
}
