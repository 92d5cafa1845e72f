/* The shape of HPGMG-FV's levels (issue 13): a helper appends to per-process lists kept in
 * array members of a struct, reached at a variable index (`&lv->num[t]`) and at constant
 * offsets (`&lv->num_boxes`). What the helper writes differs between processes (rank r
 * appends r+1 items, the even ranks more), but the level count and the communicator kept in
 * other members are the same everywhere: the loop and the barrier's communicator do not
 * vary. The memory classes cannot tell which member the helper's `(*num)++` writes (here
 * they take it for the first one, the level count; in HPGMG for the whole level); the
 * byte ranges of the arguments can. (The helper may exit, so it is analysed once for all
 * its calls, as HPGMG's.) Correct: every process calls MPI_Barrier three times. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int nlevels;
    double h;
    int *items[4];
    int num[4];
    int alloc[4];
    int *boxes;
    int num_boxes, alloc_boxes;
    MPI_Comm comm;
} level_t;

level_t *levels[2];

static void append(int **items, int *num, int *alloc, int v)
{
    if (*num >= *alloc) {
        *alloc = 2 * *alloc + 1;
        *items = realloc(*items, *alloc * sizeof(int));
        if (*items == NULL) {
            fprintf(stderr, "out of memory\n");
            exit(1);
        }
    }
    (*items)[*num] = v;
    (*num)++;
}

static void build(level_t *lv)
{
    int rank, t, i;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    lv->nlevels = 3;
    lv->comm = MPI_COMM_WORLD;
    for (t = 0; t < 4; t++) {
        for (i = 0; i <= rank; i++)
            append(&lv->items[t], &lv->num[t], &lv->alloc[t], i);
        if (rank % 2 == 0)
            append(&lv->items[t], &lv->num[t], &lv->alloc[t], -1);
    }
    for (i = 0; i < rank; i++)
        append(&lv->boxes, &lv->num_boxes, &lv->alloc_boxes, i);
}

static void solve(level_t *lv)
{
    int l;
    for (l = 0; l < lv->nlevels; l++)
        MPI_Barrier(lv->comm);
}

int main(int argc, char **argv)
{
    int t;
    level_t *lv = calloc(1, sizeof(level_t));
    MPI_Init(&argc, &argv);
    levels[0] = lv;
    build(levels[0]);
    solve(levels[0]);
    for (t = 0; t < 4; t++)
        free(lv->items[t]);
    free(lv->boxes);
    free(lv);
    MPI_Finalize();
    return 0;
}
