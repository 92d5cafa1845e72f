// Two helpers return a std::pair of pointers (in registers, as `{ ptr, ptr }`): one to the
// cells, one to the plans. Process 0 marks a cell through the first pair; the step count
// is read from the plan itself, and process 0 changes it through the second pair.
// Bug: process 0 runs more MPI_Allreduce calls than the others.
#include <mpi.h>
#include <utility>

struct Cell {
    int v;
};

struct Plan {
    int steps;
};

static std::pair<Cell *, Cell *> cells(Cell *a, Cell *b) { return std::pair<Cell *, Cell *>(a, b); }

static std::pair<Plan *, Plan *> plans(Plan *a, Plan *b) { return std::pair<Plan *, Plan *>(a, b); }

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    Cell c[2] = {{0}, {0}};
    Plan p[2] = {{4}, {4}};
    std::pair<Cell *, Cell *> cp = cells(&c[0], &c[1]);
    std::pair<Plan *, Plan *> pp = plans(&p[0], &p[1]);
    if (rank == 0) {
        cp.first->v = 1;
        pp.second->steps = 5;
    }
    double x = c[0].v, sum = 0;
    for (int i = 0; i < p[1].steps; i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    return 0;
}
