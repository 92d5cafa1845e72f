/* A Krylov solver keeps its preconditioner as a function pointer and an opaque
 * handle (the shape of hypre's PCG with BoomerAMG): the driver calls the AMG
 * solve once directly, converts it (its parameters are the AMG object and a
 * log vector) to the solver's generic type, and a helper stores it with the
 * AMG object into the Krylov object; the solver calls it through the
 * converted type. The log holds the rank. The AMG settings are written with
 * the same values everywhere and the preconditioner reduces when its setup
 * type is set.
 * Correct: the call through the converted pointer runs the AMG solve (the
 * program converts its type into the call's type), so its arguments do not
 * escape into the unknown memory with the log, and the rank in the log says
 * nothing about the AMG settings.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Solver_s *Solver;
typedef struct Vector_s *Vector;
typedef int (*SolverFn)(Solver, Vector);

typedef struct {
    int setup_type;
    int max_levels;
} AMGData;

typedef struct {
    double data[4];
    int owner;
} LogVector;

typedef struct {
    SolverFn precond;
    Solver precond_data;
    int maxit;
} Krylov;

static int amg_solve(AMGData *amg, LogVector *v)
{
    int x = amg->max_levels, y = 0;
    if (amg->setup_type > 0)
        MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    v->data[0] += y;
    return y;
}

static void set_precond(Krylov *k, SolverFn f, Solver d)
{
    k->precond = f;
    k->precond_data = d;
}

static int krylov_solve(Krylov *k, Vector r)
{
    int i, s = 0;
    for (i = 0; i < k->maxit; i++)
        s += (*k->precond)(k->precond_data, r); // expect: collective-indirect-call
    return s;
}

int main(int argc, char **argv)
{
    int rank;
    Krylov k;
    AMGData *amg;
    LogVector *log;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    amg = (AMGData *)malloc(sizeof(AMGData));
    log = (LogVector *)calloc(1, sizeof(LogVector));
    if (!amg || !log)
        MPI_Abort(MPI_COMM_WORLD, 1);
    amg->setup_type = 1;
    amg->max_levels = 25;
    log->owner = rank;
    k.maxit = 2;
    amg_solve(amg, log); /* the setup, called directly */
    set_precond(&k, (SolverFn)amg_solve, (Solver)amg);

    if (krylov_solve(&k, (Vector)log) > 0 && rank == 0)
        printf("%d %g\n", log->owner, log->data[0]);
    free(log);
    free(amg);
    MPI_Finalize();
    return 0;
}
