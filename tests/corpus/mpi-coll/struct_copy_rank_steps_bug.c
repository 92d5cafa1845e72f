/* The twin of struct_copy_source_ok.c with the bug: the loop runs over the copy's rank
 * member. Bug: rank r calls MPI_Allreduce r+1 times.
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
    for (int s = 0; s <= saved.me; s++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    if (rank == 0)
        printf("sum %.2f\n", sum);
    MPI_Finalize();
    return 0;
}
