/* A small MPI program in three files, to try `parcoach cc` inside a real build:
 *
 *   CC="parcoach cc mpicc" make                   static findings while building
 *   CC="parcoach cc --instrument mpicc" make      a build with runtime checks
 *   mpiexec -n 4 ./heat                           runs clean
 *   mpiexec -n 4 ./heat --bug                     stops with a DYNAMIC-CHECK message
 */
#ifndef PROJECT_H
#define PROJECT_H

#include <mpi.h>

struct options {
    int steps;      /* time steps */
    int check;      /* convergence test every `check` steps */
    int bug;        /* --bug: the last rank skips the final broadcast */
};

/* solver.c */
double solve(const struct options *opt, MPI_Comm comm);

/* io.c */
void report(const char *what, double value, MPI_Comm comm);
int parse_options(int argc, char **argv, struct options *opt);

#endif
