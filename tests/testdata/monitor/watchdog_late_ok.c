// run: np=2
// monitor-env: PARCOACH_RT_TIMEOUT=6
// monitor-env: PARCOACH_RT_DEADLOCK=0
// The correct twin of recv_recv_watchdog_bug.c: rank 1 computes for 1 s before it sends, so
// rank 0 is blocked in MPI_Recv well under the watchdog's 6 s: nothing to report.
#include <mpi.h>
#include <stdio.h>
#include <unistd.h>
int main(int argc, char **argv) {
    int rank, x = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Recv(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        printf("got %d\n", x);
    } else {
        sleep(1);
        x = 7;
        MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}
