/* exit_survivors_bug.c with `return 1;` from main instead of exit(1) (AMG's driver returns -1
 * from inside its solver loop when a check fails): main's failure return ends the process
 * as exit(1) does.
 * Bug: process 0 may return while the others wait in MPI_Barrier; that is reported once, at
 * the collectives after the return. The loop bound is computed after it by every process still
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
        return 1;
    }
    m->nsteps = 3;
    for (int i = 0; i < m->nsteps; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    free(m);
    MPI_Finalize(); // expect: collective-mismatch
    return 0;
}
