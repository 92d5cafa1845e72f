/* A helper issues an MPI_Get into the buffer a channel structure points to
 * (`c->buf`) inside the caller's fence epoch; the caller reads the buffer
 * before the closing fence.
 * Bug: the Get may still be writing c.buf when c.buf[0] is read.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    double *buf;
    int n;
} Chan;

static void get_remote(Chan *c, MPI_Win win, int peer)
{
    MPI_Get(c->buf, c->n, MPI_DOUBLE, peer, 0, c->n, MPI_DOUBLE, win);
}

int main(int argc, char **argv)
{
    int rank, size;
    double mem[4] = {1, 2, 3, 4};
    MPI_Win win;
    Chan c;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Win_create(mem, sizeof mem, sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    c.n = 4;
    c.buf = malloc(4 * sizeof(double));
    if (!c.buf)
        MPI_Abort(MPI_COMM_WORLD, 1);
    MPI_Win_fence(0, win);
    get_remote(&c, win, (rank + 1) % size);
    printf("%d got %g\n", rank, c.buf[0]); // expect: rma-local-race
    MPI_Win_fence(0, win);
    free(c.buf);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
