/* As cxx_unwind_destructor_ok.cpp, but rank 0 also changes the number of
 * steps on the normal path: it then runs one barrier fewer than the others.
 */
#include <mpi.h>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

struct Options {
    int steps;
    bool verbose;
};

// Owns the options; its destructor clears them before it frees them.
struct Holder {
    Options *opts;
    Holder(int argc, char **argv) : opts(new Options{argc > 1 ? atoi(argv[1]) : 3, false}) {}
    ~Holder()
    {
        opts->steps = 0;
        delete opts;
    }
};

static int checked(int k)
{
    if (k < 0)
        throw std::invalid_argument("checked");
    return k;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    Holder h(argc, argv);
    if (rank == 0) {
        h.opts->steps = checked(h.opts->steps - 1);
        printf("rank 0 runs %d steps\n", h.opts->steps);
    }
    for (int i = 0; i < h.opts->steps; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
