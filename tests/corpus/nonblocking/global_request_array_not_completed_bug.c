/* The module of global_request_array_helpers_ok.c, but main forgets to call
 * complete(): the requests post() starts in the global array are never
 * completed.
 * Bug: the requests are still pending at MPI_Finalize (pending-request interval
 * [1,1] for the array, counted through the call).
 */
#include <mpi.h>
#include <stdio.h>

#define N 4

static MPI_Request reqs[2 * N];
static int in[N], out[N];

static void post(int rank, int size)
{
    int i;
    for (i = 0; i < N; i++) {
        out[i] = rank + i;
        MPI_Irecv(&in[i], 1, MPI_INT, (rank + size - 1) % size, i, MPI_COMM_WORLD, &reqs[i]);
        MPI_Isend(&out[i], 1, MPI_INT, (rank + 1) % size, i, MPI_COMM_WORLD, &reqs[N + i]);
    }
}

void complete(void)
{
    MPI_Waitall(2 * N, reqs, MPI_STATUSES_IGNORE);
}

static int sum(void)
{
    int i, s = 0;
    for (i = 0; i < N; i++)
        s += in[i];
    return s;
}

int main(int argc, char **argv)
{
    int rank, size;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    post(rank, size); // expect: mpi-missing-completion
    printf("%d: %d\n", rank, sum());

    MPI_Finalize();
    return 0;
}
