/* A configuration struct holds the rank in one member and the step count in another; it is
 * copied (a memcpy) into a second struct. A copy reads its source and writes its
 * destination: it does not make the source's step count vary. Correct.
 * (Twin: struct_copy_rank_steps_bug.c.)
 */
#include <mpi.h>
#include <stdio.h>

struct cfg {
    int nsteps;
    int me;
    double scale;
};

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    struct cfg c = {4, 0, 0.5};
    c.me = rank;
    struct cfg saved = c;
    double x = saved.me * saved.scale, sum = 0.0;
    for (int s = 0; s < c.nsteps; s++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0)
        printf("sum %.2f\n", sum);
    MPI_Finalize();
    return 0;
}
