/* At most two processes take part (`rank < participants`) and set a count to 2 there; the
 * count is then used after the region, by every process, for a broadcast on
 * MPI_COMM_WORLD.
 * Bug: the processes outside the region still hold 1: the counts of the broadcast differ
 * (with three processes rank 2 receives 1 value of the 2 sent: a truncation error).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, participants, count = 1, v[2] = {0, 0};

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    participants = size < 2 ? size : 2;
    if (rank < participants) {
        count = 2;
        v[0] = rank;
    }
    MPI_Bcast(v, count, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-argument-mismatch
    printf("%d: %d %d\n", rank, v[0], v[1]);
    MPI_Finalize();
    return 0;
}
