/* A generic slot table holds a table of cells (four ints each) and a holder of a pointer, so
 * the analysis sees both objects as one memory. Each process copies its own number of cells
 * (a struct assignment: memcpy) into the table: numbers only, which change no pointer held
 * in that memory.
 * Correct: the holder's pointer, and the count read through it, are the same everywhere.
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
    slots[0] = cells;
    slots[1] = h;
    struct cell *cc = slots[argc > 100];
    struct holder *hh = slots[argc > 100 ? 0 : 1];
    struct cell src = {rank, rank, rank, rank};
    for (int i = 0; i < rank % 3; i++)
        cc[i] = src;
    int *counts = hh->counts;
    v[0] = v[1] = v[2] = rank;
    MPI_Bcast(v, counts[0], MPI_INT, 0, MPI_COMM_WORLD);
    free(h->counts);
    free(h);
    free(cells);
    MPI_Finalize();
    return 0;
}
