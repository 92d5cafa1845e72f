// run: np=2
// More requests live at once than the monitor's direct-mapped request slots hold (1,024 slots,
// 256 per kind of mpich handle): the entries whose slot is taken go to the overflow table, and
// leave it when completed (MPI_Waitall, MPI_Wait in reverse order, MPI_Testall). Each rank
// prints the sum it received.
#include <mpi.h>
#include <stdio.h>
#define N 600
static int sb[N], rb[N];
static MPI_Request r[2 * N];
int main(int argc, char **argv) {
    int rank, size;
    long sum = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int to = (rank + 1) % size, from = (rank + size - 1) % size;
    for (int i = 0; i < N; i++) sb[i] = rank * N + i;
    for (int it = 0; it < 3; it++) {
        for (int i = 0; i < N; i++) MPI_Irecv(&rb[i], 1, MPI_INT, from, i, MPI_COMM_WORLD, &r[i]);
        for (int i = 0; i < N; i++) MPI_Isend(&sb[i], 1, MPI_INT, to, i, MPI_COMM_WORLD, &r[N + i]);
        if (it == 0) MPI_Waitall(2 * N, r, MPI_STATUSES_IGNORE);
        else if (it == 1)
            for (int i = 2 * N - 1; i >= 0; i--) MPI_Wait(&r[i], MPI_STATUS_IGNORE);
        else {
            int done = 0;
            while (!done) MPI_Testall(2 * N, r, &done, MPI_STATUSES_IGNORE);
        }
        for (int i = 0; i < N; i++) sum += rb[i];
    }
    printf("rank %d: %ld\n", rank, sum);
    MPI_Finalize();
    return 0;
}
