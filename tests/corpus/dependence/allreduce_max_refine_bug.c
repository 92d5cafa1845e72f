/* Adaptive refinement deciding on the local error instead of the global
 * maximum computed just before.
 * Bug: rank 0 (error 0.1) does not refine, the others do: they wait for it
 * in the second MPI_Allreduce while it goes on to MPI_Finalize; the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, ncells = 8, total = 0;
    double err_local, err_max;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    err_local = 0.1 * (rank + 1);
    MPI_Allreduce(&err_local, &err_max, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);

    if (err_local > 0.15) {
        ncells *= 2;
        MPI_Allreduce(&ncells, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    }

    if (rank == 0)
        printf("max error %g, %d cells\n", err_max, total);
    MPI_Finalize();
    return 0;
}
