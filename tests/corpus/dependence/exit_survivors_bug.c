/* PENNANT's Mesh constructor: `if (bad) { print; exit(1); }` on a condition that varies,
 * then objects built and a loop bounded by what they hold.
 * Bug: process 0 may exit while the others wait in MPI_Barrier; that is reported once, at
 * the collectives after the exit. The loop bound is computed after it by every process still
 * running, so it is the same on all of them: the loop itself decides nothing.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int nsteps;
} Mesh;

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    Mesh *m = malloc(sizeof *m);
    if (rank == 0 && argc > 3) {
        fprintf(stderr, "usage: mesh [steps]\n");
        exit(1);
    }
    m->nsteps = 3;
    for (int i = 0; i < m->nsteps; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    free(m);
    MPI_Finalize(); // expect: collective-mismatch
    return 0;
}
