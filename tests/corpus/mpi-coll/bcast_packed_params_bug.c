/* Like bcast_packed_params_ok.c, with two mistakes.
 * 1. Rank 0 packs num_steps and num_vars before it parses them: the array carries the
 *    defaults while rank 0 keeps what it parsed.
 * 2. Every process packs its own rank into a one-slot array that rank 1 broadcasts: the
 *    others get 1, but first_pe stays each process's own rank.
 * Bug: with arguments, rank 0 runs a different number of reductions than the others, and the
 * processes call different numbers of barriers. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int num_steps = 3, num_vars = 2, first_pe;

static void run(void)
{
    double x = 1.0, y;
    for (int s = 0; s < num_steps; s++)
        for (int v = 0; v < num_vars; v++)
            MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
}

int main(int argc, char **argv)
{
    int my_pe, params[2], other[1];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &my_pe);
    if (!my_pe) {
        params[0] = num_steps;
        params[1] = num_vars;
        for (int i = 1; i + 1 < argc; i += 2)
            if (argv[i][1] == 's')
                num_steps = atoi(argv[i + 1]);
            else
                num_vars = atoi(argv[i + 1]);
        MPI_Bcast(params, 2, MPI_INT, 0, MPI_COMM_WORLD);
    } else {
        MPI_Bcast(params, 2, MPI_INT, 0, MPI_COMM_WORLD);
        num_steps = params[0];
        num_vars = params[1];
    }
    first_pe = my_pe;
    other[0] = first_pe;
    MPI_Bcast(other, 1, MPI_INT, 1, MPI_COMM_WORLD);
    run();
    for (int i = 0; i < first_pe; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
