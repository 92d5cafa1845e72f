/* The twin of split_phase_heap_handle_ok.c whose handle does not leave the function: the
 * request array is allocated on the heap and kept in a structure local to post, which returns
 * without waiting; nothing else can reach the requests (keeping a heap array of requests in a
 * handle the caller receives defers them to the caller, keeping it in a local one does not).
 * Bug: the requests of post are never completed.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct handle { long nreq; MPI_Request *reqs; };

static void post(double *in, double *out, int left, int right)
{
    struct handle h;
    MPI_Request *reqs = calloc(2, sizeof *reqs);
    h.reqs = reqs;
    h.nreq = 2;
    MPI_Irecv(in, 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &h.reqs[0]); // expect: mpi-missing-completion
    MPI_Isend(out, 1, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, &h.reqs[1]); // expect: mpi-missing-completion
    printf("%ld requests\n", h.nreq);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double in = 0, out = rank;
    post(&in, &out, (rank + size - 1) % size, (rank + 1) % size);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
