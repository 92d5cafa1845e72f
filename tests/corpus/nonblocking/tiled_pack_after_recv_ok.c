/* The transpose kernel of the Parallel Research Kernels: one work allocation holds the block
 * being received (Work_in, Block_size elements) and, after it, the block being packed
 * (Work_out = Work_in + Block_size). With tiling, the packing loops step by the tile size
 * and end at a MIN(); their indices are not negative because the tile size is positive,
 * which holds on the tiled branch only (`tiling = Tile_order > 0 && Tile_order < order`).
 * Correct: the packing writes [Block_size, 2*Block_size) while [0, Block_size) is received.
 */
#include <mpi.h>
#include <stdlib.h>

#define MIN(x, y) ((x) < (y) ? (x) : (y))
#define Work_out(i, j) Work_out_p[i + Block_order * (j)]
#define A(i, j) A_p[i + Block_order * (j)]

int main(int argc, char **argv)
{
    int rank, size, i, j, it, jt, phase, tiling, Tile_order = 2;
    long order = 8, Block_order, Block_size;
    double *A_p, *Work_in_p, *Work_out_p;
    MPI_Request recv_req, send_req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (rank == 0 && argc > 1)
        Tile_order = atoi(argv[1]);
    MPI_Bcast(&Tile_order, 1, MPI_INT, 0, MPI_COMM_WORLD);
    tiling = (Tile_order > 0) && (Tile_order < order);
    Block_order = order;
    Block_size = Block_order * Block_order;
    A_p = calloc(Block_size, sizeof(double));
    Work_in_p = malloc(2 * Block_size * sizeof(double));
    Work_out_p = Work_in_p + Block_size;
    for (phase = 1; phase < size; phase++) {
        MPI_Irecv(Work_in_p, Block_size, MPI_DOUBLE, (rank + phase) % size, phase,
                  MPI_COMM_WORLD, &recv_req);
        if (!tiling) {
            for (i = 0; i < Block_order; i++)
                for (j = 0; j < Block_order; j++)
                    Work_out(j, i) = A(i, j);
        } else {
            for (i = 0; i < Block_order; i += Tile_order)
                for (j = 0; j < Block_order; j += Tile_order)
                    for (it = i; it < MIN(Block_order, i + Tile_order); it++)
                        for (jt = j; jt < MIN(Block_order, j + Tile_order); jt++)
                            Work_out(jt, it) = A(it, jt);
        }
        MPI_Isend(Work_out_p, Block_size, MPI_DOUBLE, (rank - phase + size) % size, phase,
                  MPI_COMM_WORLD, &send_req);
        MPI_Wait(&recv_req, MPI_STATUS_IGNORE);
        MPI_Wait(&send_req, MPI_STATUS_IGNORE);
    }
    free(Work_in_p);
    free(A_p);
    MPI_Finalize();
    return 0;
}
