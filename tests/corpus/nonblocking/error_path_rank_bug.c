/* A check macro that evaluates its argument twice (MPI-CorrBench correct/datatype/
 * large_type_sendrec's MPI_ASSERT) around MPI_Comm_rank: `rank` is written a second time on
 * the failure branch, which a run without MPI errors never takes. Buggy: the receive is
 * started under `rank == size - 1` but waited for under `rank == 0`: with more than one
 * process the last rank reads the buffer of a receive it never completes.
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
    int rank, size, in = 0, out = 42;
    MPI_Request req = MPI_REQUEST_NULL;

    MPI_Init(&argc, &argv);
    CHECK(MPI_Comm_rank(MPI_COMM_WORLD, &rank));
    CHECK(MPI_Comm_size(MPI_COMM_WORLD, &size));
    if (rank == size - 1)
        CHECK(MPI_Irecv(&in, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &req)); // expect: mpi-missing-completion
    if (rank == 0)
        CHECK(MPI_Send(&out, 1, MPI_INT, size - 1, 0, MPI_COMM_WORLD));
    if (rank == 0) {
        CHECK(MPI_Wait(&req, MPI_STATUS_IGNORE));
        printf("%d got %d\n", rank, in);
    }
    MPI_Finalize();
    return 0;
}
