/* The refinement exchange of the PRK AMR kernel in miniature: the neighbour of refinement g
 * is read from an array parameter (`top_nbr[g]`), g is chosen once per call (it is written
 * twice in the function), and every sub-iteration posts the receive and the send under
 * `if (top_nbr[g] != -1)`, then waits for both under the same test.
 * Correct: g and top_nbr do not change between the two tests, so both take the same branch;
 * the send buffer is repacked only after the send of the previous sub-iteration completed.
 */
#include <mpi.h>
#include <stdlib.h>

void step(int iter, int period, int nsub, int *top_nbr, double **buf_out, double **buf_in,
          int n, MPI_Request req[4][2])
{
    int g = iter % 4;
    if (iter > period)
        g = (iter / period) % 4;
    for (int s = 0; s < nsub; s++) {
        if (top_nbr[g] != -1) {
            MPI_Irecv(buf_in[g], n, MPI_DOUBLE, top_nbr[g], 0, MPI_COMM_WORLD, &(req[g][1]));
            for (int kk = 0; kk < n; kk++)
                buf_out[g][kk] = s;
            MPI_Isend(buf_out[g], n, MPI_DOUBLE, top_nbr[g], 0, MPI_COMM_WORLD, &(req[g][0]));
        }
        if (top_nbr[g] != -1) {
            MPI_Wait(&(req[g][0]), MPI_STATUS_IGNORE);
            MPI_Wait(&(req[g][1]), MPI_STATUS_IGNORE);
        }
    }
}

int main(int argc, char **argv)
{
    int rank, size, n = 8, nbr[4];
    double *out[4], *in[4];
    MPI_Request req[4][2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (int g = 0; g < 4; g++) {
        nbr[g] = g % 2 ? -1 : (rank + 1) % size;
        out[g] = malloc(n * sizeof(double));
        in[g] = malloc(n * sizeof(double));
    }
    for (int iter = 0; iter < 4; iter++)
        step(iter, 2, 3, nbr, out, in, n, req);
    for (int g = 0; g < 4; g++) {
        free(out[g]);
        free(in[g]);
    }
    MPI_Finalize();
    return 0;
}
