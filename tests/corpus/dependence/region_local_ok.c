/* At most two processes take part (`rank < participants`); they share a communicator split by
 * that same test. Inside the region, a count is declared and a loop counter reset and read,
 * and nothing reads them after the region (MPI-CorrBench's coll2, coll3, coll4, coll7). Every
 * process that runs the region stores the same values there: the count and the root of each
 * broadcast are the same on all the members of `sub`, and so is the number of broadcasts.
 * Correct. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, participants, i, sum = 0;
    MPI_Comm sub;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    participants = size < 2 ? size : 2;
    MPI_Comm_split(MPI_COMM_WORLD, rank < participants, rank, &sub);
    if (rank < participants) {
        int count = 1;
        for (i = 0; i < participants; i++) {
            int v = rank;
            MPI_Bcast(&v, count, MPI_INT, i, sub);
            sum += v;
        }
    }
    MPI_Comm_free(&sub);
    printf("%d: %d\n", rank, sum);
    MPI_Finalize();
    return 0;
}
