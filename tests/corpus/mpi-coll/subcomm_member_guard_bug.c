/* A helper builds a communicator of exactly the processes whose `participate` argument is
 * nonzero (MPI_Comm_create, MPI_COMM_NULL elsewhere) and returns it through an out-parameter;
 * the caller guards its collective with a test of another value than the one it passed.
 * Bug: `first` is not the membership argument `rows`: rank 1 is a member of sub but skips the
 * barrier, so rank 0 waits in it forever.
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

static void release(MPI_Comm *comm)
{
    MPI_Comm_free(comm);
}

int main(int argc, char **argv)
{
    int rank, rows, first;
    MPI_Comm sub;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    rows = rank < 2 ? 10 : 0;
    first = rank < 1;
    make_sub(MPI_COMM_WORLD, rows, &sub);
    if (first)
        MPI_Barrier(sub); // expect: collective-argument-mismatch, collective-mismatch
    if (sub != MPI_COMM_NULL)
        release(&sub);
    MPI_Finalize();
    return 0;
}
