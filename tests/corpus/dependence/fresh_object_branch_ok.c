/* hypre's coarse solver (gen_redcs_mat.c): `if (redundant || my_id == 0)
 * HYPRE_BoomerAMGCreate(&coarse_solver)`. A solver object created under a conditional that
 * varies is initialised only where it exists: the call writes into the block it allocates
 * (through a helper that takes it as `void *`, as hypre's setters do) and changes nothing
 * the other processes hold. The main solver, passed to the same function as the coarse one
 * (so that both are one object to the points-to), keeps the same level count everywhere.
 * (The twin fresh_object_branch_bug.c changes the main solver under the conditional.) */
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
        MPI_Barrier(comm);
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
    }
    solver_run(main_solver, MPI_COMM_WORLD);
    free(coarse);
    free(main_solver);
    MPI_Finalize();
    return 0;
}
