/* Every process reads a count from one file through its shared file pointer:
 * each reads the count after the one the process before it read.
 * Bug: the counts may differ, and only the processes whose count is positive
 * call the barrier.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    long n = 0;
    MPI_File fh;

    MPI_Init(&argc, &argv);
    if (MPI_File_open(MPI_COMM_WORLD, argc > 1 ? argv[1] : "counts.bin", MPI_MODE_RDONLY,
                      MPI_INFO_NULL, &fh) == MPI_SUCCESS) {
        MPI_File_read_shared(fh, &n, 1, MPI_LONG, MPI_STATUS_IGNORE);
        MPI_File_close(&fh);
    }
    if (n > 0)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Finalize();
    return 0;
}
