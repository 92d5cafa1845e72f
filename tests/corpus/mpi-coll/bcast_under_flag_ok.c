/* Rank 0 sets end_time, which is broadcast only when the flag use_time is set; every read of
 * end_time is under a test of the same flag, which nothing writes in between. A process that
 * finds the flag zero never reads end_time, so the reads see the broadcast value everywhere.
 * Correct: every process runs the same barriers. */
#include <mpi.h>

double end_time;
int use_time;

static void run(void)
{
    double t = 0.0;
    for (int step = 0; step < 4; step++) {
        MPI_Barrier(MPI_COMM_WORLD);
        t += 0.5;
        if (use_time && t >= end_time)
            break;
    }
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    use_time = argc > 5;
    if (rank == 0)
        end_time = 1.2;
    if (use_time)
        MPI_Bcast(&end_time, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    run();
    MPI_Finalize();
    return 0;
}
