// Every rank grows std::vectors of rank-dependent sizes before and after a reduction reached
// through a helper. Growing a vector may throw (std::bad_alloc, std::length_error) where its size
// differs, but nothing in the program catches: an exception ends the job through
// std::terminate, before or after the reduction, and cannot make a rank skip it (issue 13,
// mechanism 4; PENNANT's Mesh::init).
// Correct.
#include <mpi.h>
#include <cstdio>
#include <vector>

static double global_sum(double v)
{
    double s = 0;
    MPI_Allreduce(&v, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return s;
}

static double init(int rank)
{
    std::vector<int> cells;
    for (int i = 0; i <= rank; i++)
        cells.push_back(i);
    double total = global_sum((double)cells.size());
    std::vector<double> faces;
    for (int i = 0; i < (int)cells.size() * 2; i++)
        faces.push_back(0.5 * i);
    return total + faces.size();
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    double t = init(rank);
    std::printf("%d %g\n", rank, t);
    MPI_Finalize();
    return 0;
}
