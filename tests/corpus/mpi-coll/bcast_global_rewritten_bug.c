/* Like bcast_global_rewritten_ok.c, but the helper stores back the steps it ran counted in
 * a loop that each process ends on its own test of its rank.
 * Bug: the processes call different numbers of barriers after it (and of reductions in it). */
#include <mpi.h>
#include <stdlib.h>

int num_tsteps = 10;

static void run(int rank)
{
    double x = 1.0, y = 0.0;
    int ts;
    for (ts = 1; ts <= num_tsteps; ts++) {
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
        if (ts > rank)
            break;
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
    run(rank);
    for (int i = 0; i < num_tsteps; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
