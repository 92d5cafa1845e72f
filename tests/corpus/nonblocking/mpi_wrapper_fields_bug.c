/* The twin of mpi_wrapper_fields_ok.c with the bug: the received field is read before the
 * receive that the wrapper starts is completed.
 * Bug: p->vals[1] is read while MPI_Irecv may still write it.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void my_irecv(void *buf, int n, int src, MPI_Comm comm, MPI_Request *req)
{
    if (MPI_Irecv(buf, n, MPI_INT, src, 0, comm, req) != MPI_SUCCESS)
        abort();
}

struct grid { int steps; int halo[4]; };
struct part { int vals[4]; MPI_Comm comm; };

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    struct grid *g = malloc(sizeof *g);
    struct part *p = malloc(sizeof *p);
    g->steps = 5;
    p->comm = MPI_COMM_WORLD;
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    int mine[4] = {rank, rank, rank, rank};
    MPI_Request req[2];
    my_irecv(g->halo, 4, left, p->comm, &req[0]);
    my_irecv(&p->vals[1], 3, right, p->comm, &req[1]);
    double early = p->vals[1]; // expect: mpi-buffer-race
    MPI_Send(mine, 4, MPI_INT, right, 0, p->comm);
    MPI_Send(mine, 3, MPI_INT, left, 0, p->comm);
    MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
    double x = g->halo[0] + early, s;
    for (int i = 0; i < g->steps; i++)
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, p->comm);
    if (rank == 0)
        printf("%g\n", s);
    free(g);
    free(p);
    MPI_Finalize();
    return 0;
}
