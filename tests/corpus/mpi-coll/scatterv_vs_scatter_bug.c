/* The root distributes with MPI_Scatterv while the receivers call
 * MPI_Scatter with the same counts.
 * Bug: different collectives never match, even with compatible counts; the
 * processes wait in two different operations and the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

#define MAXP 64

int main(int argc, char **argv)
{
    int rank, size, i;
    int data[2 * MAXP], counts[MAXP], displs[MAXP], mine[2] = {0, 0};

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < MAXP; i++) {
        counts[i] = 2;
        displs[i] = 2 * i;
        data[2 * i] = i;
        data[2 * i + 1] = -i;
    }

    if (rank == 0)
        MPI_Scatterv(data, counts, displs, MPI_INT, mine, 2, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    else
        MPI_Scatter(data, 2, MPI_INT, mine, 2, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 0)
        printf("%d processes, mine %d %d\n", size, mine[0], mine[1]);

    MPI_Finalize();
    return 0;
}
