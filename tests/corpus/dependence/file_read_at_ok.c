/* Every process reads a count from one file with MPI_File_read_at, then the
 * processes whose count is positive call a barrier (miniVite's
 * BinaryEdgeList::read: each process reads its own slice of the edge index).
 * Correct: every process reads the count at the same offset (the header of
 * the file), the same count everywhere.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank;
    long n = 0;
    MPI_File fh;
    MPI_Offset off;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (MPI_File_open(MPI_COMM_WORLD, argc > 1 ? argv[1] : "counts.bin", MPI_MODE_RDONLY,
                      MPI_INFO_NULL, &fh) == MPI_SUCCESS) {
    off = (MPI_Offset)sizeof(long);
        MPI_File_read_at(fh, off, &n, 1, MPI_LONG, MPI_STATUS_IGNORE);
        MPI_File_close(&fh);
    }
    if (n > 0)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
