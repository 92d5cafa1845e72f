/* miniAMR's comm_parent() (comm_parent.c:48-70): the tables of the exchange with the
 * parents' owners are fields of a global struct of heap arrays (par_b.index,
 * par_b.comm_num, ...); partner i's data is packed, under a test of each entry, into
 * send_int[par_b.index[i] + j] while the sends of the earlier partners on their own slices
 * (&send_int[par_b.index[k]], par_b.comm_num[k] elements) are pending.
 * Correct: the slices of one table layout are apart (index holds the prefix sums of
 * comm_num).
 */
#include <mpi.h>
#include <stdlib.h>

typedef struct {
    int num_comm_part;
    int *comm_part;
    int *comm_num;
    int *index;
    int *comm_b;
} par_comm;

par_comm par_b;
int nonblocking;
int *refine;
double *send_buff, *recv_buff;

static void comm_parent(void)
{
    int i, j, offset;
    int *send_int = (int *) send_buff;
    int *recv_int = (int *) recv_buff;
    MPI_Request *request = malloc(2 * par_b.num_comm_part * sizeof(MPI_Request));
    MPI_Request *s_req = request + par_b.num_comm_part;

    for (i = 0; i < par_b.num_comm_part; i++)
        MPI_Irecv(&recv_int[par_b.index[i]], par_b.comm_num[i], MPI_INT, par_b.comm_part[i],
                  20, MPI_COMM_WORLD, &request[i]);
    for (i = 0; i < par_b.num_comm_part; i++) {
        if (nonblocking)
            offset = par_b.index[i];
        else
            offset = 0;
        for (j = 0; j < par_b.comm_num[i]; j++)
            if (par_b.comm_b[par_b.index[i] + j] < 0)
                send_int[offset + j] = 0;
            else
                send_int[offset + j] = refine[par_b.comm_b[par_b.index[i] + j]];
        if (nonblocking)
            MPI_Isend(&send_int[par_b.index[i]], par_b.comm_num[i], MPI_INT, par_b.comm_part[i],
                      20, MPI_COMM_WORLD, &s_req[i]);
        else
            MPI_Send(&send_int[0], par_b.comm_num[i], MPI_INT, par_b.comm_part[i], 20,
                     MPI_COMM_WORLD);
    }
    MPI_Waitall(par_b.num_comm_part, request, MPI_STATUSES_IGNORE);
    if (nonblocking)
        MPI_Waitall(par_b.num_comm_part, s_req, MPI_STATUSES_IGNORE);
    free(request);
}

int main(int argc, char **argv)
{
    int rank, size, i, n = 2;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    nonblocking = argc > 1;
    par_b.num_comm_part = n;
    par_b.comm_part = malloc(n * sizeof(int));
    par_b.comm_num = malloc(n * sizeof(int));
    par_b.index = malloc(n * sizeof(int));
    par_b.comm_b = malloc(8 * sizeof(int));
    refine = malloc(8 * sizeof(int));
    send_buff = malloc(8 * sizeof(double));
    recv_buff = malloc(8 * sizeof(double));
    for (i = 0; i < n; i++) {
        par_b.comm_part[i] = (rank + 1 + i) % size;
        par_b.comm_num[i] = 1 + i;
        par_b.index[i] = i == 0 ? 0 : par_b.index[i - 1] + par_b.comm_num[i - 1];
    }
    for (i = 0; i < 8; i++) {
        par_b.comm_b[i] = i % 3 - 1;
        refine[i] = rank;
    }
    comm_parent();
    MPI_Finalize();
    return 0;
}
