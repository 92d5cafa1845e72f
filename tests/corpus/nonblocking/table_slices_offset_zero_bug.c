/* As table_slices_pack_ok.c (miniAMR's comm_proc), but every send is nonblocking, also
 * when the global `nonblocking` is unset and the pack uses offset 0 for every partner.
 * Bug: then the pack of partner 1 overwrites slice 0 while the send to partner 0 reads it.
 */
#include <mpi.h>

int nonblocking;
static int num_partners;
static int comm_num[4];
static int comm_index[4];
static int comm_partner[4];
static int comm_block[16];
static int new_proc[16];
static int send_buff[16], recv_buff[16];
static MPI_Request request[4], s_req[4];

static void comm_proc(void)
{
    int i, n, offset, which;
    int *send_int = send_buff;
    int *recv_int = recv_buff;
    MPI_Status status;

    for (i = 0; i < num_partners; i++)
        MPI_Irecv(&recv_int[comm_index[i]], comm_num[i], MPI_INT, comm_partner[i], 60,
                  MPI_COMM_WORLD, &request[i]);
    for (i = 0; i < num_partners; i++) {
        if (nonblocking)
            offset = comm_index[i];
        else
            offset = 0;
        for (n = 0; n < comm_num[i]; n++)
            send_int[offset + n] = new_proc[comm_block[comm_index[i] + n]]; // expect: mpi-buffer-race
        MPI_Isend(&send_int[comm_index[i]], comm_num[i], MPI_INT, comm_partner[i], 60,
                  MPI_COMM_WORLD, &s_req[i]);
    }
    for (i = 0; i < num_partners; i++) {
        MPI_Waitany(num_partners, request, &which, &status);
        for (n = 0; n < comm_num[which]; n++)
            new_proc[comm_block[comm_index[which] + n]] = recv_int[comm_index[which] + n];
    }
    for (i = 0; i < num_partners; i++)
        MPI_Waitany(num_partners, s_req, &which, &status);
}

int main(int argc, char **argv)
{
    int rank, size, i;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    nonblocking = argc > 1;
    num_partners = 2;
    for (i = 0; i < num_partners; i++) {
        comm_num[i] = 2 + i;
        comm_index[i] = i == 0 ? 0 : comm_index[i - 1] + comm_num[i - 1];
        comm_partner[i] = (rank + 1 + i) % size;
    }
    for (i = 0; i < 16; i++) {
        comm_block[i] = i;
        new_proc[i] = rank;
    }
    comm_proc();
    MPI_Finalize();
    return 0;
}
