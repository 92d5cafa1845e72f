/* The same convergence loop, but the loop condition tests the local error
 * instead of the reduced one.
 * Bug: rank 0 (starting at 1.0) converges two iterations before rank 2
 * (starting at 3.0) and goes on to MPI_Finalize, while rank 2 waits in
 * MPI_Allreduce: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, it = 0;
    double u, unew, local_err = 1.0, err = 1.0, tol = 1e-3;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    u = 1.0 + rank;
    while (local_err > tol) {
        unew = 0.5 * u;
        local_err = u - unew;
        u = unew;
        MPI_Allreduce(&local_err, &err, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD); // expect: collective-in-loop
        it++;
    }

    if (rank == 0)
        printf("converged after %d iterations, error %g\n", it, err);
    MPI_Finalize();
    return 0;
}
