/* miniAMR's main (main.c:56-301): rank 0 parses argv into globals, checks them (MPI_Abort on
 * a bad value), packs them into params[] and broadcasts it, then broadcasts end_time when
 * use_time holds; the others broadcast params, copy use_time out of params[2] and then test
 * it. Both tests read the same broadcast bytes, so every process calls the second Bcast or
 * none does. Correct. */
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
            MPI_Bcast(&end_time, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    } else {
        MPI_Bcast(params, 3, MPI_INT, 0, MPI_COMM_WORLD);
        num_steps = params[0];
        verbose = params[1];
        use_time = params[2];
        if (use_time)
            MPI_Bcast(&end_time, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    }
    for (i = 0; i < num_steps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
