/* The twin of halo_param_buffers_ok.c with the bug: the receive buffer is the mesh's own
 * ghost array, reached through the descriptor, and the routine reads that same array
 * (m->ghost) before the receive completes.
 * Bug: `left` may hold the old ghost value.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct mesh {
    int n;
    double *ghost;
};

static double exchange(struct mesh *m, double value, int from, int to)
{
    MPI_Request req;
    MPI_Irecv(m->ghost, 1, MPI_DOUBLE, from, 0, MPI_COMM_WORLD, &req);
    double left = m->ghost[0]; // expect: mpi-buffer-race
    MPI_Send(&value, 1, MPI_DOUBLE, to, 0, MPI_COMM_WORLD);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    return left;
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    struct mesh m;
    m.n = 1;
    m.ghost = calloc(1, sizeof(double));
    double early = exchange(&m, rank, (rank + size - 1) % size, (rank + 1) % size);
    printf("%d: ghost %.0f (read early: %.0f)\n", rank, m.ghost[0], early);
    free(m.ghost);
    MPI_Finalize();
    return 0;
}
