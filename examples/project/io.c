/* Options and output. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "project.h"

int parse_options(int argc, char **argv, struct options *opt)
{
    int i;

    opt->steps = 200;
    opt->check = 10;
    opt->bug = 0;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--bug") == 0)
            opt->bug = 1;
        else if (strcmp(argv[i], "--steps") == 0 && i + 1 < argc)
            opt->steps = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: heat [--steps N] [--bug]\n");
            return 1;
        }
    }
    return 0;
}

/* report prints the mean of value over the processes of comm, from rank 0. */
void report(const char *what, double value, MPI_Comm comm)
{
    int rank, size;
    double sum = 0.0;

    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    MPI_Reduce(&value, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, comm);
    if (rank == 0)
        printf("%s: %.6f\n", what, sum / size);
}
