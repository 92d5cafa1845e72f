/* The C form of flang's argument temporaries: a value passed by address through a local
 * written once just before the calls. The boss process passes -1 for its header line; every
 * process then passes 2 for the step count. The callee's parameter is shared by both calls,
 * but each call reads exactly what its caller stored: the step count is the same everywhere.
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
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        int header = -1;
        printf("header %d\n", steps_for(&header));
    }
    int two = 2;
    int n = steps_for(&two);
    for (int i = 0; i < n; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
