/* A do-while loop whose exit condition depends on the rank: every process
 * broadcasts at least once, rank r does r+1 rounds.
 * Bug: the processes execute different numbers of MPI_Bcast; the extra rounds
 * of the higher ranks never complete and the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, round = 0;
    int data = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    do {
        if (rank == 0)
            data = round;
        MPI_Bcast(&data, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-in-loop
        round++;
    } while (round <= rank);

    if (rank == 0)
        printf("data %d\n", data);

    MPI_Finalize();
    return 0;
}
