/* One small accessor reads two objects: the run's settings (the same everywhere) and
 * this process's message (its rank). The loop bound comes from the message.
 * Bug: each process runs as many MPI_Allreduce calls as its rank: they hang.
 */
#include <mpi.h>

struct item {
    const char *name;
    int len;
};

static int length(const struct item *it) { return it->len; }

int main(int argc, char **argv)
{
    struct item settings, message;
    int rank, i;
    double x = 1.0, sum;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    settings.name = "steps";
    settings.len = 4;
    message.name = "hello";
    message.len = rank;

    if (length(&settings) > 100)
        x = 2.0;
    for (i = 0; i < length(&message); i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop

    MPI_Finalize();
    return 0;
}
