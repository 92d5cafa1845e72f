// A lambda performing a global reduction is only invoked on rank 0 (C API of
// MPI from C++).
// Bug: only rank 0 enters the MPI_Allreduce of the lambda and waits forever
// while the other ranks are in MPI_Finalize.
#include <mpi.h>
#include <cstdio>

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    auto global_sum = [](double v) {
        double s = 0.0;
        MPI_Allreduce(&v, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
        return s;
    };

    double total = 0.0;
    if (rank == 0)
        total = global_sum(1.0 + rank);

    if (rank == 0)
        std::printf("total %.1f\n", total);

    MPI_Finalize();
    return 0;
}
