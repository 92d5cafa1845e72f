/* The C form of flang's argument temporaries, misused: the flag is set by the boss process
 * only, after which every process passes its address.
 * Bug: the other processes pass an uninitialised flag, so their step counts differ.
 */
#include <mpi.h>
#include <stdio.h>

static int base = 3;

static int steps_for(const int *flag)
{
    if (*flag < -5)
        MPI_Abort(MPI_COMM_WORLD, 1);
    return base + *flag;
}

int main(int argc, char **argv)
{
    int rank, flag;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        flag = 2;
    int n = steps_for(&flag);
    for (int i = 0; i < n; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
