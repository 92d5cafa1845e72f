// Every process parses its arguments into globals (a file name kept in a
// std::string, a count), then the first process copies the name (miniVite's
// main, whose read_balanced takes the name by value under `if (rank == 0)`).
// The copy reads the global string and writes only the copy: std::string's
// copy constructor and assignment take the source by const reference.
// Correct: the count parsed from the arguments is the same on every process,
// whatever the first process does with its copy of the name.
#include <mpi.h>
#include <cstdio>
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

static void show(std::string s)
{
    std::printf("input %s\n", s.c_str());
}

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    parse(argc, argv);
    if (rank == 0) {
        std::string copy(name);
        show(copy);
    }
    if (count > 0 && !name.empty())
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
