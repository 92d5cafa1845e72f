/* A flag set under uniform conditions decides whether a step ends with a
 * checkpoint (an MPI_Reduce to rank 0): every CK steps, and at the last step.
 * Correct: the flag depends on the step counter and on the step count only,
 * which are the same on every process.
 */
#include <mpi.h>
#include <stdio.h>

#define CK 3

int main(int argc, char **argv)
{
    int rank, step, nsteps = 7, do_ckpt;
    double local, global, saved = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    local = rank;
    for (step = 1; step <= nsteps; step++) {
        do_ckpt = 0;
        if (step % CK == 0)
            do_ckpt = 1;
        if (step == nsteps)
            do_ckpt = 1;
        MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        local = 0.5 * global;
        if (do_ckpt)
            MPI_Reduce(&local, &saved, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("saved %g\n", saved);
    MPI_Finalize();
    return 0;
}
