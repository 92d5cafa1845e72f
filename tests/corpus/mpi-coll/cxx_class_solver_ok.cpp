// A C++ solver class (C API of MPI) with a template helper mapping C++ types
// to MPI datatypes and a lambda for the local update; every collective is
// executed by every process in the same order (Bcast, then 5 x Allreduce).
// Correct.
#include <mpi.h>
#include <cstdio>
#include <vector>

template <typename T> struct MpiType;
template <> struct MpiType<double> { static MPI_Datatype get() { return MPI_DOUBLE; } };
template <> struct MpiType<int> { static MPI_Datatype get() { return MPI_INT; } };

class Solver {
public:
    explicit Solver(int rank) : rank_(rank), values_(4, 1.0 + rank) {}

    void setup()
    {
        int steps = (rank_ == 0) ? 5 : 0;
        MPI_Bcast(&steps, 1, MpiType<int>::get(), 0, MPI_COMM_WORLD);
        steps_ = steps;
    }

    double run()
    {
        auto relax = [this](double w) {
            for (auto &v : values_)
                v = w * v + (1.0 - w);
        };
        double norm = 0.0;
        for (int s = 0; s < steps_; s++) {
            relax(0.5);
            double local = values_[0];
            MPI_Allreduce(&local, &norm, 1, MpiType<double>::get(), MPI_MAX, MPI_COMM_WORLD);
        }
        return norm;
    }

private:
    int rank_;
    int steps_ = 0;
    std::vector<double> values_;
};

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    Solver s(rank);
    s.setup();
    double norm = s.run();
    if (rank == 0)
        std::printf("norm %.6f\n", norm);

    MPI_Finalize();
    return 0;
}
