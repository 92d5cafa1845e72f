/* The same check macro as error_path_check_ok.c (it evaluates its argument twice).
 * Bug: the received value is read before MPI_Wait, on the path where every call succeeds.
 */
#include <mpi.h>
#include <stdio.h>

static void report(int rc)
{
    fprintf(stderr, "MPI error %d\n", rc);
    MPI_Abort(MPI_COMM_WORLD, rc);
}

#define CHECK(rc)                   \
    do {                            \
        if ((rc) != MPI_SUCCESS)    \
            report(rc);             \
    } while (0)

int main(int argc, char **argv)
{
    int rank, size, in = 0, out, early;
    MPI_Request req[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    out = rank;
    CHECK(MPI_Irecv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req[0]));
    CHECK(MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &req[1]));
    early = in; // expect: mpi-buffer-race
    CHECK(MPI_Waitall(2, req, MPI_STATUSES_IGNORE));
    printf("%d got %d (%d before the wait)\n", rank, in, early);
    MPI_Finalize();
    return 0;
}
