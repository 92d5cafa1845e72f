/* Convergence loop: each process halves its value until the global error,
 * the maximum of the local changes computed by MPI_Allreduce, is below tol.
 * Correct: the loop condition tests the reduced error, the same on every
 * process, so all processes run the same number of iterations.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, it = 0;
    double u, unew, local_err, err = 1.0, tol = 1e-3;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    u = 1.0 + rank;
    while (err > tol) {
        unew = 0.5 * u;
        local_err = u - unew;
        u = unew;
        MPI_Allreduce(&local_err, &err, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
        it++;
    }

    if (rank == 0)
        printf("converged after %d iterations\n", it);
    MPI_Finalize();
    return 0;
}
