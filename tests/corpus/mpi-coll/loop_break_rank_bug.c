/* A fixed-count loop that one rank leaves early with break.
 * Bug: rank 1 stops after 5 reductions while the others do 10; they wait in
 * MPI_Allreduce for rank 1, which waits in MPI_Finalize: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, i;
    double r = 0.0, err = 1.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    for (i = 0; i < 10; i++) {
        r = 1.0 / (i + 1 + rank);
        MPI_Allreduce(&r, &err, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD); // expect: collective-in-loop
        if (rank == 1 && i == 4)
            break; /* "my part has converged" */
    }

    if (rank == 0)
        printf("err %.4f\n", err);

    MPI_Finalize();
    return 0;
}
