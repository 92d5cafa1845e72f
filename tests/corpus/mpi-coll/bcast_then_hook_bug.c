/* Rank 0 sets n, main broadcasts it, then calls a hook through a function pointer, and the
 * hook sets n from the process's rank.
 * Bug: each process runs its rank + 1 barriers. (The broadcast was taken as n's last write:
 * the functions a call through a pointer may run were not among those called after it.) */
#include <mpi.h>

int n;
void (*hook)(void);

static void set_from_rank(void)
{
    int r;
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    n = r + 1;
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        n = 5;
    MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
    hook = set_from_rank;
    hook();
    for (int i = 0; i < n; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
