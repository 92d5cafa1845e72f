/* waitrate.c: the cost of MPI_Wait under the monitor (mon16): one process, in each iteration an
 * MPI_Irecv and an MPI_Isend of 8 bytes to itself, each completed by its own MPI_Wait (the
 * request is already complete: the monitor's pcm_dl_wait common case). Count its instructions
 * with callgrind, N iterations minus 1 iteration, divided by N-1, plain and under `parcoach run`:
 *
 *   mpicc -O2 waitrate.c -o waitrate && valgrind --tool=callgrind ./waitrate [iterations] */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int iters = argc > 1 ? atoi(argv[1]) : 1000, rank;
    char s[8] = {0}, r[8];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 0; i < iters; i++) {
        MPI_Request a, b;
        MPI_Irecv(r, 8, MPI_BYTE, rank, 1, MPI_COMM_WORLD, &a);
        MPI_Isend(s, 8, MPI_BYTE, rank, 1, MPI_COMM_WORLD, &b);
        MPI_Wait(&a, MPI_STATUS_IGNORE);
        MPI_Wait(&b, MPI_STATUS_IGNORE);
    }
    MPI_Finalize();
    return 0;
}
