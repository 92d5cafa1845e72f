/* The same info array, but the guard reads slot 0 (the rank) instead of
 * slot 1 (the number of processes).
 * Bug: with 3 processes only rank 2 enters MPI_Allreduce and waits there
 * forever while the others go on to MPI_Finalize: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

static void get_info(int info[2])
{
    MPI_Comm_rank(MPI_COMM_WORLD, &info[0]);
    MPI_Comm_size(MPI_COMM_WORLD, &info[1]);
}

int main(int argc, char **argv)
{
    int info[2], x, s = 0;

    MPI_Init(&argc, &argv);
    get_info(info);

    x = info[0];
    if (info[0] > 1)
        MPI_Allreduce(&x, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch

    if (info[0] == 0)
        printf("sum %d\n", s);
    MPI_Finalize();
    return 0;
}
