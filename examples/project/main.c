/* heat: a 1-D heat equation on a ring of processes (see project.h). */
#include <stdio.h>

#include "project.h"

int main(int argc, char **argv)
{
    struct options opt;
    double t;

    MPI_Init(&argc, &argv);
    if (parse_options(argc, argv, &opt) != 0) {
        MPI_Finalize();
        return 2;
    }
    t = solve(&opt, MPI_COMM_WORLD);
    report("final temperature", t, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
