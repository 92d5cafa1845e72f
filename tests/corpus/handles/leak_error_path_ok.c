/* Handles and MPI error codes (MPI-CorrBench correct/rma/contig_displ, correct/datatype/
 * large_type_sendrec): `err = MPI_X(...); if (err != MPI_SUCCESS) goto fail;` with
 * MPI_ERRORS_RETURN, and a check macro that evaluates its argument twice, so that the
 * constructor is called again on the error path. The edges taken only when an MPI call
 * failed are error paths: the failed call created nothing, and the program gives up there.
 * Correct: on every path where the calls succeed, each handle is freed.
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

static int pair_type(MPI_Datatype *t)
{
    MPI_Datatype c;
    CHECK(MPI_Type_contiguous(2, MPI_INT, &c));
    CHECK(MPI_Type_contiguous(2, c, t));
    CHECK(MPI_Type_commit(t));
    CHECK(MPI_Type_free(&c));
    return MPI_SUCCESS;
}

int main(int argc, char **argv)
{
    int err = MPI_SUCCESS, buf[8] = {0};
    MPI_Win win;
    MPI_Datatype t;

    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    err = MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    if (err != MPI_SUCCESS)
        goto fail;
    err = MPI_Win_fence(0, win);
    if (err != MPI_SUCCESS)
        goto fail;
    err = MPI_Win_fence(0, win);
    if (err)
        goto fail;
    MPI_Win_free(&win);
    pair_type(&t);
    MPI_Type_free(&t);
    MPI_Finalize();
    return 0;
fail:
    fprintf(stderr, "MPI error %d\n", err);
    MPI_Finalize();
    return 1;
}
