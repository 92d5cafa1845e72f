/* The number of steps comes from the command line, but without an argument
 * the default is the size of the local block (10 items over the processes).
 * Bug: without arguments, with 3 processes rank 0 has 4 items and the others
 * 3: rank 0 calls MPI_Allreduce once more, alone, and the job hangs.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define N 10

int main(int argc, char **argv)
{
    int rank, size, step, nsteps, nlocal;
    double local, global = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    nlocal = N / size + (rank < N % size);
    nsteps = (argc > 1) ? atoi(argv[1]) : nlocal;

    local = rank;
    for (step = 0; step < nsteps; step++) {
        MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
        local = global / size;
    }

    if (rank == 0)
        printf("%d steps, value %g\n", nsteps, global);
    MPI_Finalize();
    return 0;
}
