/* Overlap of a nonblocking broadcast with local computation: every process
 * starts MPI_Ibcast, computes, then waits.
 * Correct: every process executes one Ibcast (and its Wait).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, i;
    double coef[4] = {0.0, 0.0, 0.0, 0.0}, local = 0.0;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0)
        for (i = 0; i < 4; i++)
            coef[i] = 1.0 / (i + 1);

    MPI_Ibcast(coef, 4, MPI_DOUBLE, 0, MPI_COMM_WORLD, &req);
    for (i = 0; i < 1000; i++)
        local += 1e-3 * rank;
    MPI_Wait(&req, MPI_STATUS_IGNORE);

    if (rank == 0)
        printf("coef %.3f %.3f %.3f %.3f\n", coef[0], coef[1], coef[2], coef[3]);

    MPI_Finalize();
    return 0;
}
