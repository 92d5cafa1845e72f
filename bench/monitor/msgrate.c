/* msgrate.c: a message-rate microbenchmark for the overhead of `parcoach run` (issue 15).
 * Ranks are paired (0-1, 2-3, ...; a single process sends to itself); in each iteration both partners post WINDOW receives and
 * WINDOW sends of SIZE bytes with MPI_Irecv/MPI_Isend and complete them with MPI_Waitall, then
 * a blocking MPI_Sendrecv; every 100 iterations an MPI_Allreduce. Rank 0 prints the message
 * rate (messages sent per second per process) on stdout.
 *
 *   mpicc -O2 msgrate.c -o msgrate && mpiexec -n 2 ./msgrate [iterations] [window] [size] */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size, iters = argc > 1 ? atoi(argv[1]) : 20000, window = argc > 2 ? atoi(argv[2]) : 16,
                    bytes = argc > 3 ? atoi(argv[3]) : 8;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int peer = rank ^ 1; /* one process: messages to itself */
    if (peer >= size) peer = size == 1 ? rank : MPI_PROC_NULL;
    char *sbuf = calloc((size_t)window, (size_t)bytes), *rbuf = calloc((size_t)window, (size_t)bytes);
    MPI_Request *req = malloc(2 * (size_t)window * sizeof *req);
    double sum = 0, one = 1, t0;
    MPI_Barrier(MPI_COMM_WORLD);
    t0 = MPI_Wtime();
    for (int it = 0; it < iters; it++) {
        for (int w = 0; w < window; w++)
            MPI_Irecv(rbuf + (size_t)w * bytes, bytes, MPI_BYTE, peer, w, MPI_COMM_WORLD, &req[w]);
        for (int w = 0; w < window; w++)
            MPI_Isend(sbuf + (size_t)w * bytes, bytes, MPI_BYTE, peer, w, MPI_COMM_WORLD, &req[window + w]);
        MPI_Waitall(2 * window, req, MPI_STATUSES_IGNORE);
        MPI_Sendrecv(sbuf, bytes, MPI_BYTE, peer, 0, rbuf, bytes, MPI_BYTE, peer, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (it % 100 == 0) MPI_Allreduce(&one, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    double t = MPI_Wtime() - t0;
    if (rank == 0)
        printf("msgrate: %d processes, %d iterations x %d messages of %d bytes: %.3f s, %.0f messages/s per process\n", size,
               iters, window + 1, bytes, t, (double)iters * (window + 1) / t);
    free(sbuf), free(rbuf), free(req);
    MPI_Finalize();
    return 0;
}
