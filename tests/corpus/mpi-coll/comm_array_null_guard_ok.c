/* Communicators kept in an array, one per level, made by MPI_Comm_split with MPI_UNDEFINED
 * on the processes outside the level (the PRK AMR kernel's comm_r[g]). The collectives on
 * comm[g] run under `if (comm[g] != MPI_COMM_NULL)`: every member of comm[g] passes the test,
 * so the test cannot make them disagree. Correct. (Twin: comm_array_index_moved_bug.c.)
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

static int members(const MPI_Comm comm[2], int g)
{
    int n = 0;
    if (comm[g] != MPI_COMM_NULL)
        MPI_Comm_size(comm[g], &n);
    return n;
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Comm comm[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int g = 0; g < 2; g++) {
        int color = rank % 2 == g ? 1 : MPI_UNDEFINED;
        MPI_Comm_split(MPI_COMM_WORLD, color, rank, &comm[g]);
        if (comm[g] != MPI_COMM_NULL) {
            int low;
            MPI_Allreduce(&rank, &low, 1, MPI_INT, MPI_MIN, comm[g]);
            printf("%d: level %d starts at %d, %d members\n", rank, g, low, members(comm, g));
        }
    }
    for (int g = 0; g < 2; g++)
        if (comm[g] != MPI_COMM_NULL)
            MPI_Comm_free(&comm[g]);
    MPI_Finalize();
    return 0;
}
