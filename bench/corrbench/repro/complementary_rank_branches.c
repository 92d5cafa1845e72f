/* collective-mismatch (owner: collective).
 * Cause: complementary rank tests. On a communicator of two processes (split by rank < 2),
 * `if (r == 0) {create; fence}` and `if (r == 1) {create; fence}` together cover every
 * member; on MPI_COMM_WORLD, `if (rank == src) Barrier; if (rank == dest) Barrier;
 * if (rank != src && rank != dest) Barrier;` calls it once on every process.
 * MPI-CorrBench correct/rma/test4, test5, pt2pt/rqfreeb.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, size, r, src = 0, dest = 1, a[4], b[4];
    MPI_Comm duo;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (rank == src)
        MPI_Barrier(MPI_COMM_WORLD);
    if (rank == dest)
        MPI_Barrier(MPI_COMM_WORLD);
    if (rank != src && rank != dest)
        MPI_Barrier(MPI_COMM_WORLD);

    MPI_Comm_split(MPI_COMM_WORLD, rank < 2, rank, &duo);
    if (rank < 2) {
        MPI_Comm_rank(duo, &r);
        if (r == 0) {
            MPI_Win_create(a, sizeof a, sizeof(int), MPI_INFO_NULL, duo, &win);
            MPI_Win_fence(0, win);
            MPI_Win_fence(0, win);
        }
        if (r == 1) {
            MPI_Win_create(b, sizeof b, sizeof(int), MPI_INFO_NULL, duo, &win);
            MPI_Win_fence(0, win);
            MPI_Win_fence(0, win);
        }
        MPI_Win_free(&win);
    }
    MPI_Comm_free(&duo);
    MPI_Finalize();
    return 0;
}
