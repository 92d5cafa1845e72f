/* A do-while convergence loop: the residual is reduced with MPI_Allreduce
 * and the loop condition uses the reduced (global) value.
 * Correct: the exit condition has the same value on every process, so all
 * processes execute the same number of iterations.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, it = 0;
    double x, local_res, res;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    x = 1.0 + rank;
    do {
        x = 0.5 * x;
        local_res = x;
        MPI_Allreduce(&local_res, &res, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
        it++;
    } while (res > 1e-3 && it < 100);

    if (rank == 0)
        printf("converged after %d iterations\n", it);

    MPI_Finalize();
    return 0;
}
