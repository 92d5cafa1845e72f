// run: np=2
// MPI_Allreduce on a duplicate of MPI_COMM_WORLD with MPI_SUM on one process, MPI_MAX on the
// other: no process waits, but the result is meaningless.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, x, y = 0;
    MPI_Comm c;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_dup(MPI_COMM_WORLD, &c);
    x = rank + 1;
    MPI_Allreduce(&x, &y, 1, MPI_INT, rank == 0 ? MPI_SUM : MPI_MAX, c); // monitor-expect: collective-mismatch
    printf("%d\n", y);
    MPI_Comm_free(&c);
    MPI_Finalize();
    return 0;
}
