/* collective-mismatch, collective-argument-mismatch (owner: collective / dependence).
 * Cause: a communicator made by MPI_Comm_split whose color is a condition c (or
 * MPI_Comm_create, or MPI_UNDEFINED for the others) is used only under that same condition
 * c (or under `sub != MPI_COMM_NULL`). Every member of `sub` passes the test, so the
 * collectives on `sub` are called by all its processes. MPI-CorrBench correct/rma/test2..5,
 * test*_am, coll6 (and MBI CallParamCorrect_Comm_split).
 * Also: values computed inside the guarded block from uniform operands (`n = 4 * 10`) are
 * taken as varying ("only executed where this conditional holds"), see coll7.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, size, buf[64];
    MPI_Comm sub, sub2;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_split(MPI_COMM_WORLD, rank < 2, rank, &sub);
    if (rank < 2) {
        int n = 4 * 10; /* uniform among the members of sub */
        MPI_Barrier(sub);
        MPI_Allgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, buf, n / 20, MPI_INT, sub);
    }
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2 ? MPI_UNDEFINED : 0, rank, &sub2);
    if (sub2 != MPI_COMM_NULL) {
        MPI_Barrier(sub2);
        MPI_Comm_free(&sub2);
    }
    MPI_Comm_free(&sub);
    MPI_Finalize();
    return 0;
}
