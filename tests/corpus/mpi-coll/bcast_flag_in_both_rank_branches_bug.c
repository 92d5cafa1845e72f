/* Like bcast_flag_in_both_rank_branches_ok.c (miniAMR's main), but the others copy use_time
 * out of params[1] (verbose), not out of params[2] where rank 0 packed it. Bug: with
 * no argument, rank 0 broadcasts end_time (use_time is 1) and the others do not. */
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

int my_pe, use_time = 1, num_steps, verbose;
double end_time;

int main(int argc, char **argv)
{
    int i, params[3];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &my_pe);
    if (!my_pe) {
        for (i = 1; i < argc; i++)
            if (!strcmp(argv[i], "--end"))
                end_time = atof(argv[++i]);
            else if (!strcmp(argv[i], "--no-time"))
                use_time = 0;
            else if (!strcmp(argv[i], "--steps"))
                num_steps = atoi(argv[++i]);
            else
                verbose = 1;
        if (num_steps < 0)
            MPI_Abort(MPI_COMM_WORLD, -1);
        params[0] = num_steps;
        params[1] = verbose;
        params[2] = use_time;
        MPI_Bcast(params, 3, MPI_INT, 0, MPI_COMM_WORLD);
        if (use_time)
            MPI_Bcast(&end_time, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    } else {
        MPI_Bcast(params, 3, MPI_INT, 0, MPI_COMM_WORLD);
        num_steps = params[0];
        verbose = params[1];
        use_time = params[1];
        if (use_time)
            MPI_Bcast(&end_time, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    }
    for (i = 0; i < num_steps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
