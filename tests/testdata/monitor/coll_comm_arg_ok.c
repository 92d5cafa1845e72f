// run: np=4
// The correct twin of coll_comm_arg_bug.c: every process reduces on its own half of
// MPI_COMM_WORLD at the same line (two different communicators, each called by all of its
// members), then all meet at a barrier on MPI_COMM_WORLD; the communicator constructors are
// called by every process of their parent.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, x = 1, y = 0;
    MPI_Comm half, dup;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
    MPI_Comm_dup(half, &dup);
    for (int i = 0; i < 3; i++) {
        MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, i == 1 ? dup : half);
        MPI_Barrier(MPI_COMM_WORLD);
    }
    printf("%d: %d\n", rank, y);
    MPI_Comm_free(&dup);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
