/* The solver: explicit time steps, halo exchange with the two neighbours, a global
 * convergence test every opt->check steps. */
#include <math.h>
#include <stdio.h>

#include "project.h"

#define N 64 /* cells per process */

static double residual(const double *u, const double *v)
{
    double r = 0.0;
    int i;

    for (i = 1; i <= N; i++)
        r += fabs(u[i] - v[i]);
    return r;
}

double solve(const struct options *opt, MPI_Comm comm)
{
    double u[N + 2], v[N + 2], local, global = 0.0, mean = 0.0;
    int rank, size, left, right, step, i;

    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    left = (rank + size - 1) % size;
    right = (rank + 1) % size;
    for (i = 0; i < N + 2; i++)
        u[i] = rank == 0 && i == N / 2 ? 100.0 : 0.0;

    for (step = 1; step <= opt->steps; step++) {
        MPI_Sendrecv(&u[N], 1, MPI_DOUBLE, right, 0, &u[0], 1, MPI_DOUBLE, left, 0, comm, MPI_STATUS_IGNORE);
        MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 1, &u[N + 1], 1, MPI_DOUBLE, right, 1, comm, MPI_STATUS_IGNORE);
        for (i = 1; i <= N; i++)
            v[i] = u[i] + 0.25 * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
        local = residual(u, v);
        for (i = 1; i <= N; i++)
            u[i] = v[i];
        /* The same on every process (step and opt->check are), but the static pass may not
         * know it: `parcoach cc --instrument` checks this collective at run time. */
        if (step % opt->check == 0) {
            MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, comm);
            if (global < 1e-9)
                break;
        }
    }

    local = 0.0;
    for (i = 1; i <= N; i++)
        local += u[i];
    MPI_Allreduce(&local, &mean, 1, MPI_DOUBLE, MPI_SUM, comm);
    mean /= (double)N * size;

    /* The bug (with --bug): the last rank thinks it has nothing to broadcast and returns. */
    if (opt->bug && rank == size - 1)
        return mean;
    MPI_Bcast(&mean, 1, MPI_DOUBLE, 0, comm);
    return mean;
}
