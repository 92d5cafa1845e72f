// run: np=4
// Two communicators of MPI_Comm_split; in one of them the processes disagree on the root of
// MPI_Bcast (each names itself).
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, sub_rank, x = 0;
    MPI_Comm sub;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &sub);
    MPI_Comm_rank(sub, &sub_rank);
    MPI_Bcast(&x, 1, MPI_INT, 0, sub);
    MPI_Bcast(&x, 1, MPI_INT, sub_rank, sub); // monitor-expect: collective-mismatch
    MPI_Comm_free(&sub);
    MPI_Finalize();
    return 0;
}
