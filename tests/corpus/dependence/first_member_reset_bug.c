/* first_member_reset_ok.c broken: the helper writes the first member only on some paths,
 * writes the second member (the loop reads the first), writes one byte of the first, or
 * is given the rank; and a helper that resets the first member is called on rank 0 only.
 */
#include <mpi.h>

struct cfg {
    int n;
    int m;
};

struct small {
    char tag;
    int n;
};

static void maybe_reset(struct cfg *c, int flag)
{
    if (flag)
        c->n = 2;
    MPI_Barrier(MPI_COMM_WORLD);
}

static void set_second(struct cfg *c)
{
    c->m = 2;
    MPI_Barrier(MPI_COMM_WORLD);
}

static void set_byte(struct cfg *c)
{
    *(char *)c = 0;
}

static void init(struct cfg *c, int v)
{
    c->n = v;
}

int main(int argc, char **argv)
{
    int rank;
    struct cfg a, b, c, d, e;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    a.n = rank;
    maybe_reset(&a, argc > 5);
    for (int i = 0; i < a.n; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    b.n = rank;
    set_second(&b);
    for (int i = 0; i < b.n; i++)
        MPI_Allreduce(MPI_IN_PLACE, &rank, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD); // expect: collective-in-loop
    c.n = rank * 1000;
    set_byte(&c);
    for (int i = 0; i < c.n; i++)
        MPI_Bcast(&rank, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-in-loop
    init(&d, 4);
    init(&d, rank);
    for (int i = 0; i < d.n; i++)
        MPI_Reduce(MPI_IN_PLACE, &rank, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD); // expect: collective-in-loop
    e.n = rank;
    if (rank == 0)
        init(&e, 3);
    for (int i = 0; i < e.n; i++)
        MPI_Gather(&rank, 1, MPI_INT, &rank, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
