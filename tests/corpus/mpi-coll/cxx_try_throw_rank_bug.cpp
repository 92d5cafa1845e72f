// An exception thrown on one rank only (its local validation fails) skips the
// barrier that follows in the try block; the handler just logs the error.
// Bug: ranks != 0 wait in MPI_Barrier for rank 0, which went through the catch
// handler to MPI_Finalize: the job hangs.
#include <mpi.h>
#include <cstdio>
#include <stdexcept>

static void validate(int rank)
{
    if (rank == 0)
        throw std::runtime_error("rank 0: invalid input");
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    try {
        validate(rank);
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    } catch (const std::exception &e) {
        std::fprintf(stderr, "%s\n", e.what());
    }

    // Rank 0 reaches MPI_Finalize while the others are in MPI_Barrier: the divergence is the
    // barrier's, reported above. (An exception escaping the handler would end the job through
    // std::terminate: not a path that skips MPI_Finalize.)
    MPI_Finalize();
    return 0;
}
