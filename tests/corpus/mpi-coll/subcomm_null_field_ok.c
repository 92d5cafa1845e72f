/* A communicator from MPI_Comm_create (MPI_COMM_NULL outside its group) is kept in a structure;
 * a function reads it into a local variable, tests that variable against MPI_COMM_NULL, and
 * frees it through a one-line wrapper (hypre's `MPI_Comm new_comm =
 * hypre_ParAMGDataNewComm(amg_data); if (new_comm != hypre_MPI_COMM_NULL)
 * hypre_MPI_Comm_free(&new_comm);`). Every member of the communicator passes the test, the
 * others are not involved (issue 13).
 * Correct. */
// run: np=2,3,4
#include <mpi.h>

struct solver {
    MPI_Comm sub;
    int level;
};

static int comm_free(MPI_Comm *comm)
{
    return (int) MPI_Comm_free(comm);
}

static void destroy(struct solver *s)
{
    MPI_Comm c = s->sub;
    if (c != MPI_COMM_NULL) {
        MPI_Barrier(c);
        comm_free(&c);
    }
}

int main(int argc, char **argv)
{
    int first[2] = {0, 1}, size;
    MPI_Group world, group;
    struct solver s;
    MPI_Comm sub;

    MPI_Init(&argc, &argv);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_incl(world, size < 2 ? size : 2, first, &group);
    MPI_Comm_create(MPI_COMM_WORLD, group, &sub);
    s.sub = sub;
    s.level = 1;
    destroy(&s);
    MPI_Group_free(&group);
    MPI_Group_free(&world);
    MPI_Finalize();
    return 0;
}
