/* One allocation cut into a send slice and a receive slice whose length is known only at
 * run time (the halo buffers of a stencil code), but the offset of the receive slice
 * is computed before n grows by one: `in = out + n; n = n + 1;`.
 * Bug: both operations now move n + 1 elements: the receive writes the last element of the
 * send slice while the send may still be reading it.
 */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, n, i;
    double *out, *in;
    MPI_Request req[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    n = argc > 1 ? atoi(argv[1]) : 16;
    out = malloc((2 * n + 2) * sizeof(double));
    in = out + n;
    n = n + 1;
    for (i = 0; i < n; i++)
        out[i] = rank;
    MPI_Irecv(in, n, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req[0]);
    MPI_Isend(out, n, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD, &req[1]); // expect: mpi-buffer-race
    MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
    free(out);
    MPI_Finalize();
    return 0;
}
