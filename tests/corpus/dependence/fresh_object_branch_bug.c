/* fresh_object_branch_ok.c where process 0 also resets the main solver, an object that
 * existed before the call: the helper writes through its parameter into memory every process
 * holds, on process 0 only, and the level count then differs. */
#include <mpi.h>
#include <stdlib.h>

struct solver {
    int levels;
    double tol;
};

static void solver_set_levels(void *data, int levels)
{
    struct solver *s = (struct solver *) data;
    s->levels = levels;
}

static struct solver *solver_create(void)
{
    struct solver *s = malloc(sizeof *s);
    solver_set_levels(s, 4);
    s->tol = 1e-6;
    return s;
}

static void solver_run(struct solver *s, MPI_Comm comm)
{
    for (int l = 0; l < s->levels; l++)
        MPI_Barrier(comm); // expect: collective-in-loop
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    struct solver *main_solver = solver_create();
    struct solver *coarse = NULL;
    if (rank == 0) {
        coarse = solver_create();
        solver_run(coarse, MPI_COMM_SELF);
        solver_set_levels(main_solver, 2);
    }
    solver_run(main_solver, MPI_COMM_WORLD);
    free(coarse);
    free(main_solver);
    MPI_Finalize();
    return 0;
}
