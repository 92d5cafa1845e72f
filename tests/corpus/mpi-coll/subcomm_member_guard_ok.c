/* A helper builds a communicator of exactly the processes whose `participate` argument is
 * nonzero (MPI_Comm_create with a group of those ranks; MPI_COMM_NULL elsewhere), and returns it
 * through an out-parameter: hypre's hypre_GenerateSubComm. The caller runs collectives on it
 * under `if (participate)`, a test of the value it passed as the membership argument: every
 * member of sub takes the branch, the processes that do not are not members (issue 13).
 * Correct. */
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
    int rank, rows, total = 0;
    MPI_Comm sub;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    rows = rank < 2 ? 10 : 0;
    make_sub(MPI_COMM_WORLD, rows, &sub);
    if (rows) {
        MPI_Allreduce(&rows, &total, 1, MPI_INT, MPI_SUM, sub);
        MPI_Barrier(sub);
        MPI_Comm_free(&sub);
    }
    MPI_Finalize();
    return total == 0 && rows != 0;
}
