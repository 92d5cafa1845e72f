/* As table_slices_pack_ok.c (miniAMR's comm_proc), but two rounds of sends (one per
 * direction) share the send buffer and the sends are only completed after both rounds.
 * Bug: the pack of partner 0 in the second round rewrites slice 0 while the send of the
 * first round on slice 0 is still pending.
 */
#include <mpi.h>

static int num_partners;
static int comm_num[4];
static int comm_index[4];
static int comm_partner[4];
static int new_proc[2][16];
static int send_buff[16], recv_buff[2][16];
static MPI_Request request[2][4], s_req[2][4];

static void comm_proc(void)
{
    int dir, i, n;

    for (dir = 0; dir < 2; dir++)
        for (i = 0; i < num_partners; i++)
            MPI_Irecv(&recv_buff[dir][comm_index[i]], comm_num[i], MPI_INT, comm_partner[i],
                      dir, MPI_COMM_WORLD, &request[dir][i]);
    for (dir = 0; dir < 2; dir++) {
        for (i = 0; i < num_partners; i++) {
            for (n = 0; n < comm_num[i]; n++)
                send_buff[comm_index[i] + n] = new_proc[dir][comm_index[i] + n]; // expect: mpi-buffer-race
            MPI_Isend(&send_buff[comm_index[i]], comm_num[i], MPI_INT, comm_partner[i], dir,
                      MPI_COMM_WORLD, &s_req[dir][i]);
        }
    }
    MPI_Waitall(2 * 4, &request[0][0], MPI_STATUSES_IGNORE);
    MPI_Waitall(2 * 4, &s_req[0][0], MPI_STATUSES_IGNORE);
}

int main(int argc, char **argv)
{
    int rank, size, i;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    num_partners = 2;
    for (i = 0; i < 4; i++) {
        request[0][i] = request[1][i] = s_req[0][i] = s_req[1][i] = MPI_REQUEST_NULL;
        comm_num[i] = 2 + i;
        comm_index[i] = i == 0 ? 0 : comm_index[i - 1] + comm_num[i - 1];
        comm_partner[i] = (rank + 1 + i) % size;
    }
    for (i = 0; i < 16; i++)
        new_proc[0][i] = new_proc[1][i] = rank;
    comm_proc();
    MPI_Finalize();
    return 0;
}
