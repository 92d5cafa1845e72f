/* A helper copies a settings record (memcpy) that holds a pointer to the step count, and
 * process 0 doubles the count through the copy.
 * Bug: the copy points to the same count, so process 0 runs 8 MPI_Allreduce calls and the
 * others 4: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

struct settings {
    double tol;
    int *steps;
    int *traced;
};

static void take(struct settings *to, const struct settings *from)
{
    memcpy(to, from, sizeof *to);
}

int main(int argc, char **argv)
{
    int rank, steps = 4, traced = 0;
    double x = 1, sum = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    struct settings s1 = {1e-6, &steps, &traced}, s2;
    take(&s2, &s1);
    if (rank == 0)
        *s2.steps *= 2;
    for (int i = 0; i < *s1.steps; i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    if (rank == 0)
        printf("%g %d\n", sum, traced);
    MPI_Finalize();
    return 0;
}
