/* Rank 0 parses its arguments into globals and packs them into an array it broadcasts; the
 * others unpack the array into the same globals (the shape of miniAMR's main). After the
 * if/else every process holds rank 0's values: on rank 0 the globals equal the array it sent,
 * elsewhere they were copied from the array it received.
 * Correct: the loops run the same number of times everywhere. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int num_steps = 3, num_vars = 2;
double scale = 1.0;

static void run(void)
{
    double x = scale, y;
    for (int s = 0; s < num_steps; s++)
        for (int v = 0; v < num_vars; v++)
            MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    int my_pe, params[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &my_pe);
    if (!my_pe) {
        for (int i = 1; i + 1 < argc; i += 2)
            if (argv[i][1] == 's')
                num_steps = atoi(argv[i + 1]);
            else
                num_vars = atoi(argv[i + 1]);
        params[0] = num_steps;
        params[1] = num_vars;
        MPI_Bcast(params, 2, MPI_INT, 0, MPI_COMM_WORLD);
    } else {
        MPI_Bcast(params, 2, MPI_INT, 0, MPI_COMM_WORLD);
        num_steps = params[0];
        num_vars = params[1];
    }
    run();
    if (!my_pe)
        printf("%d %d\n", num_steps, num_vars);
    MPI_Finalize();
    return 0;
}
