/* The operation is chosen by argc, the same on every process, but only
 * the processes other than rank 0 use it: rank 0 always passes MPI_SUM.
 * Launched without arguments (argc == 1), the others pass MPI_MAX.
 * Bug: the matching MPI_Reduce calls get different operations (and, with
 * the root chosen the same way, different roots).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, v, r = 0, root = 0;
    MPI_Op op = MPI_SUM;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (argc == 1) {
        op = MPI_MAX;
        root = 1;
    }
    v = rank + 1;
    if (rank == 0)
        MPI_Reduce(&v, &r, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    else
        MPI_Reduce(&v, &r, 1, MPI_INT, op, root, MPI_COMM_WORLD); // expect: collective-argument-mismatch, collective-argument-mismatch
    printf("%d: %d\n", rank, r);
    MPI_Finalize();
    return 0;
}
