/* A communicator from MPI_Comm_create (MPI_COMM_NULL outside its group) is kept in a structure
 * with MPI_COMM_WORLD; a function reads both into local variables, tests the sub-communicator
 * against MPI_COMM_NULL, but runs its barrier on the other one.
 * Bug: the processes outside the group skip the barrier on MPI_COMM_WORLD, the others wait in
 * it forever.
 */
// run: np=3,4
#include <mpi.h>

struct solver {
    MPI_Comm sub, all;
};

static int comm_free(MPI_Comm *comm)
{
    return (int) MPI_Comm_free(comm);
}

static void destroy(struct solver *s)
{
    MPI_Comm c = s->sub, w = s->all;
    if (c != MPI_COMM_NULL) {
        MPI_Barrier(w); // expect: collective-mismatch
        comm_free(&c);
    }
}

int main(int argc, char **argv)
{
    int first[2] = {0, 1};
    MPI_Group world, group;
    struct solver s;
    MPI_Comm sub;

    MPI_Init(&argc, &argv);
    s.all = MPI_COMM_WORLD;
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_incl(world, 2, first, &group);
    MPI_Comm_create(MPI_COMM_WORLD, group, &sub);
    s.sub = sub;
    destroy(&s);
    MPI_Group_free(&group);
    MPI_Group_free(&world);
    MPI_Finalize();
    return 0;
}
