/* A loop whose trip count is the rank: rank r synchronises r times.
 * Bug: the processes execute different numbers of barriers (0, 1, 2, ...);
 * the highest ranks are left waiting in MPI_Barrier and the job hangs.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, i;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    for (i = 0; i < rank; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop

    if (rank == 0)
        printf("done\n");

    MPI_Finalize();
    return 0;
}
