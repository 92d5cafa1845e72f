// Every process parses its arguments into globals (a file name kept in a
// std::string, a count), then the first process copies the name (miniVite's
// main, whose read_balanced takes the name by value under `if (rank == 0)`).
// The copy reads the global string and writes only the copy: std::string's
// copy constructor and assignment take the source by const reference.
// Bug: the other processes never receive the name; the barrier runs where the
// copy is not empty, only on the first process.
#include <mpi.h>
#include <cstdlib>
#include <string>

static std::string name;
static long count;

static void parse(int argc, char **argv)
{
    if (argc > 2) {
        name.assign(argv[1]);
        count = std::atol(argv[2]);
    }
}

int main(int argc, char **argv)
{
    int rank;
    std::string mine;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    parse(argc, argv);
    if (rank == 0)
        mine = name;
    if (!mine.empty())
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    if (count > 0)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
