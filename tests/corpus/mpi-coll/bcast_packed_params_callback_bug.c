/* Like bcast_packed_params_ok.c, but after the if/else a hook called through a function
 * pointer sets the global from the rank.
 * Bug: the processes run different numbers of reductions. */
#include <mpi.h>
#include <stdlib.h>

int num_steps = 3;
int my_pe;

static void from_rank(void) { num_steps = my_pe + 1; }
static void (*hook)(void) = from_rank;

int main(int argc, char **argv)
{
    int params[1];
    double x = 1.0, y;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &my_pe);
    if (!my_pe) {
        if (argc > 1)
            num_steps = atoi(argv[1]);
        params[0] = num_steps;
        MPI_Bcast(params, 1, MPI_INT, 0, MPI_COMM_WORLD);
        hook();
    } else {
        MPI_Bcast(params, 1, MPI_INT, 0, MPI_COMM_WORLD);
        num_steps = params[0];
        hook();
    }
    for (int s = 0; s < num_steps; s++)
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
