/* Every process seeds the C library's generator with the same constant and draws the same
 * numbers: a decision taken on rand() is taken alike everywhere (issue 13, mechanism 7).
 * Correct. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rounds = 0;
    MPI_Init(&argc, &argv);
    srand(2024);
    for (int i = 0; i < 8; i++)
        if (rand() % 2) {
            MPI_Barrier(MPI_COMM_WORLD);
            rounds++;
        }
    printf("%d rounds\n", rounds);
    MPI_Finalize();
    return 0;
}
