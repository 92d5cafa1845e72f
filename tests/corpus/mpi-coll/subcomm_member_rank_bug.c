/* A helper builds a communicator of exactly the processes whose `participate` argument is
 * nonzero (MPI_Comm_create, MPI_COMM_NULL elsewhere) and returns it through an out-parameter;
 * the caller runs a collective on it under the membership test and under `rank % 2`.
 * Bug: rank 0 is a member of sub but skips the barrier (rank % 2 is 0), so rank 1 waits in it
 * forever.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdlib.h>

static void make_sub(MPI_Comm comm, int participate, MPI_Comm *sub)
{
    int rank, size, i, n = 0, member, *all, *ranks;
    MPI_Group world, group;

    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    all = malloc(size * sizeof(int));
    ranks = malloc(size * sizeof(int));
    if (participate)
        member = 1;
    else
        member = 0;
    MPI_Allgather(&member, 1, MPI_INT, all, 1, MPI_INT, comm);
    for (i = 0; i < size; i++)
        if (all[i])
            ranks[n++] = i;
    MPI_Comm_group(comm, &world);
    MPI_Group_incl(world, n, ranks, &group);
    MPI_Comm_create(comm, group, sub);
    MPI_Group_free(&group);
    MPI_Group_free(&world);
    free(ranks);
    free(all);
}

int main(int argc, char **argv)
{
    int rank, rows;
    MPI_Comm sub;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    rows = rank < 2 ? 10 : 0;
    make_sub(MPI_COMM_WORLD, rows, &sub);
    if (rows) {
        if (rank % 2)
            MPI_Barrier(sub); // expect: collective-mismatch
        MPI_Comm_free(&sub);
    }
    MPI_Finalize();
    return 0;
}
