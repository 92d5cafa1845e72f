/* The halo exchange of the PRK Stencil kernel in miniature: one allocation cut into four
 * slices of RADIUS*width doubles (width known at run time, computed from the process's
 * column range), the receive into one slice posted before a counted loop nest packs the
 * boundary rows into the send slice with a running counter (`out[kk++]`), then unpacked
 * after the waits while the other direction's receive is still pending.
 * Correct: kk < RADIUS*width in the packing loop (RADIUS rows of width points each), so the
 * stores end where the receive buffer starts; the unpacking loads read [RADIUS*width,
 * 2*RADIUS*width) while the other receive writes [3*RADIUS*width, 4*RADIUS*width).
 */
#include <mpi.h>
#include <stdlib.h>

#define RADIUS 2

int main(int argc, char **argv)
{
    int rank, size, n, width, istart, iend, jstart, jend;
    double *grid, *top_out, *top_in, *bot_out, *bot_in;
    MPI_Request req[4];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    n = argc > 1 ? atoi(argv[1]) : 16;
    istart = 0;
    iend = n - 1;
    width = iend - istart + 1;
    jstart = 0;
    jend = n - 1;
    grid = malloc((size_t)n * n * sizeof(double));
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            grid[i + j * n] = rank;
    top_out = malloc(4 * RADIUS * width * sizeof(double));
    top_in = top_out + RADIUS * width;
    bot_out = top_out + 2 * RADIUS * width;
    bot_in = top_out + 3 * RADIUS * width;

    MPI_Irecv(top_in, RADIUS * width, MPI_DOUBLE, (rank + 1) % size, 1, MPI_COMM_WORLD, &req[0]);
    for (int kk = 0, j = jend - RADIUS + 1; j <= jend; j++)
        for (int i = istart; i <= iend; i++)
            top_out[kk++] = grid[i + j * n];
    MPI_Isend(top_out, RADIUS * width, MPI_DOUBLE, (rank + size - 1) % size, 2, MPI_COMM_WORLD, &req[1]);
    MPI_Irecv(bot_in, RADIUS * width, MPI_DOUBLE, (rank + size - 1) % size, 1, MPI_COMM_WORLD, &req[2]);
    for (int kk = 0, j = jstart; j <= jstart + RADIUS - 1; j++)
        for (int i = istart; i <= iend; i++)
            bot_out[kk++] = grid[i + j * n];
    MPI_Isend(bot_out, RADIUS * width, MPI_DOUBLE, (rank + 1) % size, 2, MPI_COMM_WORLD, &req[3]);
    MPI_Wait(&req[0], MPI_STATUS_IGNORE);
    MPI_Wait(&req[1], MPI_STATUS_IGNORE);
    for (int kk = 0, j = jend + 1; j <= jend + RADIUS; j++)
        for (int i = istart; i <= iend; i++)
            grid[i + (j - RADIUS) * n] += top_in[kk++];
    MPI_Wait(&req[2], MPI_STATUS_IGNORE);
    MPI_Wait(&req[3], MPI_STATUS_IGNORE);
    free(top_out);
    free(grid);
    MPI_Finalize();
    return 0;
}
