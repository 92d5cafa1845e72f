/* A parameter block reached through a pointer that starts as NULL, and a ring exchange
 * with MPI_STATUS_IGNORE inside the time-step loop. NULL and MPI_STATUS_IGNORE point to no
 * object: the status the exchange writes says nothing about the block, and nsteps is the
 * same on every process. Correct. (Twin: null_pointer_rank_steps_bug.c.)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct params {
    int nsteps;
    double scale;
};

int main(int argc, char **argv)
{
    int rank, size;
    struct params *p = NULL;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    p = malloc(sizeof *p);
    p->nsteps = 4;
    p->scale = 0.5;
    double out = rank, in = 0.0, sum = 0.0;
    for (int s = 0; s < p->nsteps; s++) {
        MPI_Allreduce(&out, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        MPI_Sendrecv(&out, 1, MPI_DOUBLE, (rank + 1) % size, 0, &in, 1, MPI_DOUBLE,
                     (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        out = p->scale * in;
    }
    if (rank == 0)
        printf("sum %.3f\n", sum);
    free(p);
    MPI_Finalize();
    return 0;
}
