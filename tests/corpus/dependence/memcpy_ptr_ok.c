/* A settings record holds a pointer to the step count and one to a trace counter. It is
 * copied as a whole (a struct assignment: clang emits llvm.memcpy); process 0 counts its
 * trace lines through the copy, and every process doubles the step count through it.
 * Correct: the count each process reads through the original is 8 everywhere; only the
 * trace counter differs.
 */
#include <mpi.h>
#include <stdio.h>

struct settings {
    int *steps;
    int *traced;
    double tol;
};

int main(int argc, char **argv)
{
    int rank, steps = 4, traced = 0;
    double x = 1, sum = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    struct settings s1 = {&steps, &traced, 1e-6}, s2;
    s2 = s1;
    if (rank == 0)
        *s2.traced += 1;
    *s2.steps *= 2;
    for (int i = 0; i < *s1.steps; i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0)
        printf("%g %d\n", sum, traced);
    MPI_Finalize();
    return 0;
}
