/* Every process reads the number of steps from the same argv into options
 * owned by a Holder whose destructor clears them. Rank 0 alone prints a
 * value checked by a function that throws on a bad argument (Kripke's
 * `printf("%s", nestingString(vars.nesting).c_str())` under `if (myid == 0)`):
 * where that call throws, the landing pad destroys `h` (a write of the
 * options under a conditional that varies) and the exception, which nothing
 * catches, ends the job. No path leads from that write back to the loop.
 * Correct: `h.opts->steps` is the same on every process that runs the loop.
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
    if (rank == 0)
        printf("rank 0 runs %d steps\n", checked(rank + h.opts->steps));
    for (int i = 0; i < h.opts->steps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
