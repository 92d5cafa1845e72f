/* A hierarchy of communicators kept in a heap array reached through a global (miniAMR's
 * `comms`): each level splits the previous one in halves by rank; reductions then run on the
 * levels' communicators.
 * Correct: no colour is MPI_UNDEFINED, so every process holds a communicator at every level,
 * and every member of a group holds the same one. */
#include <mpi.h>
#include <stdlib.h>

MPI_Comm *comms;
int *me, *np;

static void build(int levels)
{
    comms = malloc((levels + 1) * sizeof(MPI_Comm));
    me = malloc((levels + 1) * sizeof(int));
    np = malloc((levels + 1) * sizeof(int));
    comms[0] = MPI_COMM_WORLD;
    MPI_Comm_rank(comms[0], &me[0]);
    MPI_Comm_size(comms[0], &np[0]);
    for (int n = 0; n < levels; n++) {
        int half = np[n] / 2 > 0 ? np[n] / 2 : 1;
        MPI_Comm_split(comms[n], me[n] / half, me[n], &comms[n + 1]);
        MPI_Comm_rank(comms[n + 1], &me[n + 1]);
        MPI_Comm_size(comms[n + 1], &np[n + 1]);
    }
}

int main(int argc, char **argv)
{
    int levels = 2;
    double x = 1.0, y;
    MPI_Init(&argc, &argv);
    build(levels);
    for (int j = 0; j <= levels; j++)
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, comms[j]);
    for (int j = levels; j > 0; j--)
        MPI_Comm_free(&comms[j]);
    MPI_Finalize();
    return 0;
}
