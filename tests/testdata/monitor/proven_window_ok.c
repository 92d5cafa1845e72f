// run: np=2
// Windows of requests whose whole life the static pass proves (nonblocking.ProvenRequests):
// built with `parcoach cc --instrument`, these calls skip the monitor's request tracking
// (issue 15); the program must run as it does plainly.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
    int rank, size, window = argc > 1 ? atoi(argv[1]) : 8;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int peer = (rank + 1) % size, from = (rank + size - 1) % size;
    int *in = calloc((size_t)window, sizeof *in), *out = calloc((size_t)window, sizeof *out), x = rank, y = -1, sum = 0;
    MPI_Request *req = malloc(2 * (size_t)window * sizeof *req), r, pair[2];
    for (int it = 0; it < 5; it++) {
        for (int w = 0; w < window; w++) out[w] = rank * 100 + it * 10 + w;
        for (int w = 0; w < window; w++) MPI_Irecv(&in[w], 1, MPI_INT, from, w, MPI_COMM_WORLD, &req[w]);
        for (int w = 0; w < window; w++) MPI_Isend(&out[w], 1, MPI_INT, peer, w, MPI_COMM_WORLD, &req[window + w]);
        MPI_Waitall(2 * window, req, MPI_STATUSES_IGNORE);
        for (int w = 0; w < window; w++) sum += in[w];
    }
    MPI_Isend(&x, 1, MPI_INT, peer, 99, MPI_COMM_WORLD, &r);
    MPI_Recv(&y, 1, MPI_INT, from, 99, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    MPI_Irecv(&x, 1, MPI_INT, from, 98, MPI_COMM_WORLD, &pair[0]);
    MPI_Isend(&y, 1, MPI_INT, peer, 98, MPI_COMM_WORLD, &pair[1]);
    MPI_Waitall(2, pair, MPI_STATUSES_IGNORE);
    printf("rank %d: sum %d, from %d\n", rank, sum, x);
    free(req), free(in), free(out);
    MPI_Finalize();
    return 0;
}
