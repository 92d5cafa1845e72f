// run: np=3
// A collective whose communicator differs between processes (issue 15): ranks 0 and 1 reduce on
// their half of MPI_COMM_WORLD, rank 2 on MPI_COMM_WORLD itself, at the same line. Ranks 0 and 1
// go on to the barrier on MPI_COMM_WORLD while rank 2 waits in its reduction there: the
// comparison on MPI_COMM_WORLD finds two different collectives; ranks 0 and 1 called rank 2's
// MPI_Allreduce at that line on another communicator, so they report the argument.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 1, y = 0;
    MPI_Comm half, comms[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank < 2, rank, &half);
    comms[0] = half, comms[1] = MPI_COMM_WORLD;
    MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, comms[rank == 2]); // monitor-expect: collective-mismatch
    MPI_Barrier(MPI_COMM_WORLD); // monitor-expect: collective-argument-mismatch
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
