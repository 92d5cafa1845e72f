/* The halo exchange of HPCCG (exchange_externals): the external values are received after
 * the local ones, `x_external = x + local_nrow`, one slice per neighbour; meanwhile the
 * values the neighbours need are gathered through an index array, `x[elements_to_send[i]]`.
 * The indices name local elements (below local_nrow), set up elsewhere.
 * Correct: the gather reads [0, local_nrow) while [local_nrow, ...) is received.
 */
#include <mpi.h>
#include <stdlib.h>

struct matrix {
    int local_nrow, num_neighbors, total_to_be_sent;
    int *recv_length, *send_length, *neighbors, *elements_to_send;
    double *send_buffer;
};

static void exchange_externals(struct matrix *A, double *x)
{
    int i, local_nrow = A->local_nrow, num_neighbors = A->num_neighbors;
    int *recv_length = A->recv_length, *send_length = A->send_length;
    int *neighbors = A->neighbors, *elements_to_send = A->elements_to_send;
    double *send_buffer = A->send_buffer;
    MPI_Request *request = malloc(num_neighbors * sizeof(MPI_Request));
    double *x_external = x + local_nrow;

    for (i = 0; i < num_neighbors; i++) {
        int n_recv = recv_length[i];
        MPI_Irecv(x_external, n_recv, MPI_DOUBLE, neighbors[i], 99, MPI_COMM_WORLD, request + i);
        x_external += n_recv;
    }
    for (i = 0; i < A->total_to_be_sent; i++)
        send_buffer[i] = x[elements_to_send[i]];
    for (i = 0; i < num_neighbors; i++) {
        int n_send = send_length[i];
        MPI_Send(send_buffer, n_send, MPI_DOUBLE, neighbors[i], 99, MPI_COMM_WORLD);
        send_buffer += n_send;
    }
    MPI_Waitall(num_neighbors, request, MPI_STATUSES_IGNORE);
    free(request);
}

int main(int argc, char **argv)
{
    int rank, size, i;
    int recv_length[2] = {1, 1}, send_length[2] = {1, 1}, neighbors[2], elements[2] = {0, 3};
    double send_buffer[2], x[6];
    struct matrix A = {4, 2, 2, recv_length, send_length, neighbors, elements, send_buffer};

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    neighbors[0] = (rank + size - 1) % size;
    neighbors[1] = (rank + 1) % size;
    for (i = 0; i < 6; i++)
        x[i] = rank;
    exchange_externals(&A, x);
    MPI_Finalize();
    return 0;
}
