/* Two processes accumulate into rank 1's window at displacement 0 in one fence epoch: one with
 * MPI_SHORT, one with a contiguous datatype of MPI_INT (RMARaceBench atomic/002, our own code).
 * A contiguous datatype has no hole before its first element, so both touch element 0, and
 * with two different basic datatypes accumulates are not atomic with each other.
 * Bug: the two accumulates race on rank 1's first element.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, *win_base;
    MPI_Win win;
    MPI_Datatype four_ints;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(8 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win_base, &win);
    for (int i = 0; i < 8; i++)
        win_base[i] = 0;
    MPI_Type_contiguous(4, MPI_INT, &four_ints);
    MPI_Type_commit(&four_ints);
    MPI_Win_fence(0, win);
    if (rank == 0) {
        short s[4] = {1, 1, 1, 1};
        MPI_Accumulate(s, 4, MPI_SHORT, 1, 0, 4, MPI_SHORT, MPI_SUM, win);
    }
    if (rank == 2) {
        int n[4] = {1, 1, 1, 1};
        MPI_Accumulate(n, 1, four_ints, 1, 0, 1, four_ints, MPI_SUM, win); // expect: rma-target-race
    }
    MPI_Win_fence(0, win);
    printf("%d\n", win_base[0]);
    MPI_Type_free(&four_ints);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
