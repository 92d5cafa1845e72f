/* Whether to exchange halos is decided by a chain of three functions
 * returning values computed from the problem size and the number of
 * processes; the rank is passed down too, but only printed.
 * Correct: the decision does not depend on the rank, so every process
 * calls the MPI_Allreduce or none does.
 */
#include <mpi.h>
#include <stdio.h>

#define N 10

static int blocks(int n, int nprocs, int rank)
{
    if (rank == 0)
        printf("%d items on %d processes\n", n, nprocs);
    return (n + nprocs - 1) / nprocs;
}

static int padded(int n, int nprocs, int rank)
{
    return blocks(n, nprocs, rank) + 1;
}

static int need_exchange(int n, int nprocs, int rank)
{
    return padded(n, nprocs, rank) > 4;
}

int main(int argc, char **argv)
{
    int rank, size, halo = 0, total = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (need_exchange(N, size, rank)) {
        halo = rank;
        MPI_Allreduce(&halo, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("total %d\n", total);
    MPI_Finalize();
    return 0;
}
