/* The checkpoint flag is set only where the data is saved ("only the root
 * needs a checkpoint"), so only rank 0 enters the MPI_Reduce.
 * Bug: at step 3 rank 0 waits in MPI_Reduce while the others are already in
 * the next MPI_Allreduce: the collectives do not match and the job hangs.
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
        if (rank == 0 && step % CK == 0)
            do_ckpt = 1;
        if (step == nsteps)
            do_ckpt = 1;
        MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        local = 0.5 * global;
        if (do_ckpt)
            MPI_Reduce(&local, &saved, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    }

    if (rank == 0)
        printf("saved %g\n", saved);
    MPI_Finalize();
    return 0;
}
