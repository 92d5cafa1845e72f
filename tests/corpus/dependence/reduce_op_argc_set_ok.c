/* The operation and the root are chosen by argc, the same on every
 * process, and every process passes the same variables (or, in the second
 * reduction, the same constant after the choice has been overwritten):
 * the matching MPI_Reduce calls always agree.
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
        MPI_Reduce(&v, &r, 1, MPI_INT, op, root, MPI_COMM_WORLD);
    else
        MPI_Reduce(&v, &r, 1, MPI_INT, op, root, MPI_COMM_WORLD);
    op = MPI_SUM;
    root = 0;
    if (rank == 0)
        MPI_Reduce(&v, &r, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    else
        MPI_Reduce(&v, &r, 1, MPI_INT, op, root, MPI_COMM_WORLD);
    printf("%d: %d\n", rank, r);
    MPI_Finalize();
    return 0;
}
