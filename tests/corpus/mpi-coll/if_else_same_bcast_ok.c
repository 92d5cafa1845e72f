/* Both branches of a rank test call MPI_Bcast with the same root: the root
 * fills the buffer first, the others only receive. Every process executes
 * exactly one MPI_Bcast, so the program is correct.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int params[4] = {0, 0, 0, 0};

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0) {
        params[0] = 10;
        params[1] = 20;
        params[2] = 30;
        params[3] = 40;
        MPI_Bcast(params, 4, MPI_INT, 0, MPI_COMM_WORLD);
    } else {
        MPI_Bcast(params, 4, MPI_INT, 0, MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("params: %d %d %d %d\n", params[0], params[1], params[2], params[3]);

    MPI_Finalize();
    return 0;
}
