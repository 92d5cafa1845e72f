// A thin function-template wrapper around MPI_Allreduce taking the
// communicator as argument, instantiated for int and double and called on
// every path (in both branches of a rank test for the double instance).
// Correct: every process executes two reductions.
#include <mpi.h>
#include <cstdio>

template <typename T> MPI_Datatype mpi_type();
template <> MPI_Datatype mpi_type<int>() { return MPI_INT; }
template <> MPI_Datatype mpi_type<double>() { return MPI_DOUBLE; }

template <typename T> void allreduce_sum(T *x, MPI_Comm comm)
{
    MPI_Allreduce(MPI_IN_PLACE, x, 1, mpi_type<T>(), MPI_SUM, comm);
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    int n = rank + 1;
    allreduce_sum(&n, MPI_COMM_WORLD);

    double w;
    if (rank == 0) {
        w = 0.5;
        allreduce_sum(&w, MPI_COMM_WORLD);
    } else {
        w = 1.0;
        allreduce_sum(&w, MPI_COMM_WORLD);
    }

    if (rank == 0)
        std::printf("n %d w %.1f\n", n, w);

    MPI_Finalize();
    return 0;
}
