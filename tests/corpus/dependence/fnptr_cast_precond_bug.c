/* The twin of fnptr_cast_precond_ok.c: the AMG setup type is written from the
 * rank, and the call through the converted pointer (which runs the AMG solve)
 * carries it into the test before the reduction.
 * Bug: the processes with an odd rank reduce, the others do not.
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
        MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
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
    amg->setup_type = rank % 2;
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
