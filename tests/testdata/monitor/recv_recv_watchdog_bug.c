// run: np=2
// monitor-env: PARCOACH_RT_TIMEOUT=2
// monitor-env: PARCOACH_RT_DEADLOCK=0
// The watchdog alone (deadlock detection off): each blocked process says where it is.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Recv(&x, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: deadlock-suspected
    MPI_Send(&x, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
