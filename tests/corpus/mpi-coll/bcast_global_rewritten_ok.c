/* Rank 0 reads the number of steps and broadcasts it packed in an array the others unpack;
 * the time loop in a helper may end early and then stores the number of steps it really ran
 * back into the global (as miniAMR's driver does with num_tsteps), and a report loop after it
 * uses the global again.
 * Correct: the steps ran are decided by reductions, the same everywhere, so the value
 * written back is the same on every process too. */
#include <mpi.h>
#include <stdlib.h>

int num_tsteps = 10;

static void run(void)
{
    double x = 1.0, y = 0.0;
    int ts;
    for (ts = 1; ts <= num_tsteps; ts++) {
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        if (y > 100.0)
            break;
        x = y;
    }
    num_tsteps = ts - 1;
}

int main(int argc, char **argv)
{
    int rank, params[1];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        if (argc > 1)
            num_tsteps = atoi(argv[1]);
        params[0] = num_tsteps;
        MPI_Bcast(params, 1, MPI_INT, 0, MPI_COMM_WORLD);
    } else {
        MPI_Bcast(params, 1, MPI_INT, 0, MPI_COMM_WORLD);
        num_tsteps = params[0];
    }
    run();
    for (int i = 0; i < num_tsteps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
