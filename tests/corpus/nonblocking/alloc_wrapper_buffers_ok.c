/* Two buffers, each from its own call of an allocation wrapper (aligned_alloc behind a
 * helper, the way the PRK kernels allocate): the receive buffer of a pending MPI_Irecv and
 * the array the loop fills are different objects. Correct.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static double *new_array(size_t n)
{
    double *p = aligned_alloc(64, ((n * sizeof(double) + 63) / 64) * 64);
    if (!p) {
        fprintf(stderr, "out of memory\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    return p;
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double *ghost = new_array(8);
    double *field = new_array(8);
    MPI_Request req;
    MPI_Irecv(ghost, 8, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req);
    for (int i = 0; i < 8; i++)
        field[i] = rank + i;
    MPI_Send(field, 8, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    printf("%d: ghost[0] %.0f\n", rank, ghost[0]);
    free(ghost);
    free(field);
    MPI_Finalize();
    return 0;
}
