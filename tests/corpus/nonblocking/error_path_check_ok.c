/* A check macro that evaluates its argument twice (MPI-CorrBench correct/datatype/
 * large_type_sendrec's MPI_ASSERT): `if (MPI_Irecv(..., &req) != MPI_SUCCESS)
 * report(MPI_Irecv(..., &req));` starts the receive a second time on the failure branch.
 * Correct: that branch is taken only when the first call failed (it started nothing) and the
 * program then aborts; on the path where the calls succeed, each request is waited for
 * before its buffer is used or reused.
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
    int rank, size, in = 0, out;
    MPI_Request req[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    out = rank;
    CHECK(MPI_Irecv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req[0]));
    CHECK(MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &req[1]));
    CHECK(MPI_Waitall(2, req, MPI_STATUSES_IGNORE));
    printf("%d got %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
