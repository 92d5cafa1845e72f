/* Copies that do not make a global struct the same everywhere: a copy of a struct that
 * holds the rank, a whole copy made on rank 0 only, a copy of the first member only, and a
 * whole copy followed by a call that writes the rank into it again.
 */
#include <mpi.h>
#include <string.h>

struct opts {
    int steps;
    int more;
};

struct opts a, b, c, d;
static const struct opts defaults = {4, 2};
static int rank;

static void tune(void)
{
    d.steps = rank;
}

int main(int argc, char **argv)
{
    struct opts mine;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    mine.steps = rank;
    mine.more = 1;
    a = mine;                      /* the rank, copied */
    for (int i = 0; i < a.steps; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    b.steps = rank;
    if (rank == 0)
        b = defaults;              /* replaced on rank 0 only */
    for (int i = 0; i < b.steps; i++)
        MPI_Allreduce(MPI_IN_PLACE, &rank, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD); // expect: collective-in-loop
    c.more = rank;
    memcpy(&c, &defaults, sizeof(int)); /* the first member only */
    for (int i = 0; i < c.more; i++)
        MPI_Bcast(&rank, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-in-loop
    d = defaults;
    tune();                        /* the rank again */
    for (int i = 0; i < d.steps; i++)
        MPI_Reduce(MPI_IN_PLACE, &rank, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
