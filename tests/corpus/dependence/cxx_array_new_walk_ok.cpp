// Two arrays made by new[] of a class with a constructor: clang builds each with a loop whose
// pointer walks the block (a phi). Process 0 marks a cell of one; the step count is in the
// other, the same everywhere.
// Correct: the loop runs the same number of MPI_Allreduce calls on every process.
#include <mpi.h>

struct Cell {
    Cell() : v(0) {}
    int v;
};

struct Plan {
    Plan() : steps(0) {}
    int steps;
};

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    Cell *cells = new Cell[8];
    Plan *plan = new Plan[2];
    plan[0].steps = 4;
    if (rank == 0)
        cells[0].v = 1;
    double x = cells[0].v, sum = 0;
    for (int i = 0; i < plan[0].steps; i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    delete[] cells;
    delete[] plan;
    MPI_Finalize();
    return 0;
}
