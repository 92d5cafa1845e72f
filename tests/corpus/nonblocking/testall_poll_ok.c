/* Polling a pair of requests with MPI_Testall while doing other work.
 * Correct: the loop only ends when MPI_Testall reports both complete.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, flag = 0, out, in = -1;
    long polls = 0;
    MPI_Request reqs[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank;
    MPI_Irecv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &reqs[0]);
    MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &reqs[1]);
    while (!flag) {
        polls++;
        MPI_Testall(2, reqs, &flag, MPI_STATUSES_IGNORE);
    }

    printf("%d received %d after %s polls\n", rank, in, polls > 0 ? "some" : "no");
    MPI_Finalize();
    return 0;
}
