/* The slot table of copy_numbers_ok.c; the count is read from the first cell, which each
 * process overwrote with its own numbers (or kept) in a loop of its own length.
 * Bug: the count of MPI_Bcast differs between processes (3, 1, 2).
 */
#include <mpi.h>
#include <stdlib.h>

struct cell {
    int a, b, c, d;
};

struct holder {
    int *counts;
    int pad[2];
};

static void *slots[2];

int main(int argc, char **argv)
{
    int rank, v[3];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    struct cell *cells = calloc(4, sizeof *cells);
    struct holder *h = malloc(sizeof *h);
    h->counts = malloc(sizeof(int));
    h->counts[0] = 3;
    cells[0].a = 3;
    slots[0] = cells;
    slots[1] = h;
    struct cell *cc = slots[argc > 100];
    struct cell src = {rank, rank, rank, rank};
    for (int i = 0; i < rank % 3; i++)
        cc[i] = src;
    v[0] = v[1] = v[2] = rank;
    MPI_Bcast(v, cc[0].a, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-argument-mismatch
    free(h->counts);
    free(h);
    free(cells);
    MPI_Finalize();
    return 0;
}
