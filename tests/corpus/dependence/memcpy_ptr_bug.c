/* A settings record holds a pointer to the step count. It is copied as a whole (a struct
 * assignment: clang emits llvm.memcpy), and process 0 doubles the count through the copy.
 * Bug: the copy points to the same count, so process 0 runs 8 MPI_Allreduce calls and the
 * others 4: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

struct settings {
    int *steps;
    int verbose;
    double tol;
};

int main(int argc, char **argv)
{
    int rank, steps = 4;
    double x = 1, sum = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    struct settings s1 = {&steps, 0, 1e-6}, s2;
    s2 = s1;
    if (rank == 0)
        *s2.steps *= 2;
    for (int i = 0; i < *s1.steps; i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    if (rank == 0)
        printf("%g\n", sum);
    MPI_Finalize();
    return 0;
}
