/* An info array passed to a helper holds the rank in slot 0 and the number of
 * processes in slot 1; the guard around the collective reads slot 1.
 * Correct: info[1] comes from MPI_Comm_size; only info[0] varies.
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
    if (info[1] > 1)
        MPI_Allreduce(&x, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

    if (info[0] == 0)
        printf("sum %d\n", s);
    MPI_Finalize();
    return 0;
}
