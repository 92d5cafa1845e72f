/* Like bcast_under_flag_ok.c, but the loop reads end_time whether the flag is set or not.
 * Bug: without the flag only rank 0 holds end_time = 1.2; it runs three barriers, the others
 * one (they leave at once: 0.5 >= 0.0). */
#include <mpi.h>

double end_time;
int use_time;

static void run(void)
{
    double t = 0.0;
    for (int step = 0; step < 4; step++) {
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
        t += 0.5;
        if (t >= end_time)
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
