/* The twin of null_pointer_status_ignore_ok.c with the bug: rank 0 takes one more step.
 * Bug: rank 0 calls MPI_Allreduce a fifth time that no other process matches.
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
    p->nsteps = 4 + (rank == 0);
    p->scale = 0.5;
    double out = rank, in = 0.0, sum = 0.0;
    for (int s = 0; s < p->nsteps; s++) {
        MPI_Allreduce(&out, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
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
