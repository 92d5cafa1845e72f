/* Each process seeds the generator with its rank: the draws differ, and so does the number of
 * barriers each process calls.
 * Bug: some processes wait in MPI_Barrier for others that skipped it. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, rounds = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    srand(2024 + rank);
    for (int i = 0; i < 8; i++)
        if (rand() % 2) {
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
            rounds++;
        }
    printf("%d rounds\n", rounds);
    MPI_Finalize();
    return 0;
}
