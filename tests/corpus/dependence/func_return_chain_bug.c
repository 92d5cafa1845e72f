/* The same chain of three functions, but the innermost one returns the size
 * of this process's block (10 items: 4, 3, 3 on 3 processes).
 * Bug: rank 0 decides to exchange and waits in MPI_Allreduce, ranks 1 and 2
 * do not and go on to MPI_Finalize: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

#define N 10

static int blocks(int n, int nprocs, int rank)
{
    if (rank == 0)
        printf("%d items on %d processes\n", n, nprocs);
    return n / nprocs + (rank < n % nprocs);
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
        MPI_Allreduce(&halo, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    }

    if (rank == 0)
        printf("total %d\n", total);
    MPI_Finalize();
    return 0;
}
