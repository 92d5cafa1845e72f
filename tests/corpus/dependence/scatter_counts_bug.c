/* Imbalanced work: rank 0 scatters the work counts (2, 3, 2, ...) and each
 * process loops over its own count with an MPI_Allreduce per item.
 * Bug: MPI_Scatter gives each process a different value: rank 1 is left
 * alone in its third MPI_Allreduce and the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

#define MAXP 64

int main(int argc, char **argv)
{
    int rank, size, i, mycount = 0, counts[MAXP];
    double x, s = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size > MAXP)
        MPI_Abort(MPI_COMM_WORLD, 1);

    if (rank == 0)
        for (i = 0; i < size; i++)
            counts[i] = 2 + i % 2;
    MPI_Scatter(counts, 1, MPI_INT, &mycount, 1, MPI_INT, 0, MPI_COMM_WORLD);

    for (i = 0; i < mycount; i++) {
        x = 1.0;
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    }

    if (rank == 0)
        printf("last sum %g\n", s);
    MPI_Finalize();
    return 0;
}
