/* The twin of struct_member_lists_ok.c with the bug: the loop count is read from a list the
 * helper filled (rank r appends r boxes), not from the level count. Bug: rank r calls
 * MPI_Barrier r+1 times. */
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
    for (l = 0; l < lv->num_boxes + 1; l++)
        MPI_Barrier(lv->comm); // expect: collective-in-loop
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
