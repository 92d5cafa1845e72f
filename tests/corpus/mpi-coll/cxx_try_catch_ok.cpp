// Collectives called inside a try block (they become LLVM invokes because the
// C functions are not noexcept); the handler aborts the job. No exception is
// thrown in practice.
// Correct: every process executes Bcast then Allreduce.
#include <mpi.h>
#include <cstdio>
#include <stdexcept>

static int checked(int rc)
{
    if (rc != MPI_SUCCESS)
        throw std::runtime_error("MPI call failed");
    return rc;
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    int data[3] = {0, 0, 0};
    int sum = 0;
    if (rank == 0) {
        data[0] = 1;
        data[1] = 2;
        data[2] = 3;
    }
    try {
        MPI_Bcast(data, 3, MPI_INT, 0, MPI_COMM_WORLD);
        int local = data[0] + rank;
        checked(MPI_Allreduce(&local, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD));
    } catch (const std::exception &e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        MPI_Abort(MPI_COMM_WORLD, 1);
    }

    if (rank == 0)
        std::printf("sum %d\n", sum);

    MPI_Finalize();
    return 0;
}
