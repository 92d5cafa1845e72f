/* miniAMR's comm() (comm.c:58-84): the receives of one direction are posted in a loop over
 * the partners, one message per face when the global `send_faces` is set, one message per
 * partner otherwise. send_faces is set once at start-up and nothing in the loop writes it:
 * every iteration takes the same branch, the two MPI_Irecv never are both pending.
 * Correct: either layout alone gives each message its own cells of recv_buff.
 */
#include <mpi.h>

int send_faces;
static int num_partners = 2;
static int comm_num[2] = {2, 2};
static int comm_index[2] = {0, 2};
static int recv_off[4] = {2, 3, 0, 1};  /* one slot per face: partner 1's first */
static int recv_poff[2] = {0, 2};       /* one slice per partner */
static double recv_buff[4];
static long count_recv;

static double timer(void) { return MPI_Wtime(); }
static void counted(void) { count_recv++; }

static void comm(int partner)
{
    MPI_Request request[4];
    int tags[4];
    int i, n, num_mesg = 0;
    double t1 = timer();
    for (i = 0; i < num_partners; i++)
        if (send_faces)
            for (n = 0; n < comm_num[i]; n++, num_mesg++) {
                MPI_Irecv(&recv_buff[recv_off[comm_index[i] + n]], 1, MPI_DOUBLE, partner, n,
                          MPI_COMM_WORLD, &request[num_mesg]);
                tags[num_mesg] = n;
                counted();
            }
        else {
            MPI_Irecv(&recv_buff[recv_poff[i]], comm_num[i], MPI_DOUBLE, partner,
                      10 + i, MPI_COMM_WORLD, &request[i]);
            tags[num_mesg] = 10 + i;
            counted();
            num_mesg++;
        }
    t1 = timer() - t1;
    for (i = 0; i < num_mesg; i++) /* the partner sends what was posted */
        MPI_Send(&recv_off[0], 0, MPI_DOUBLE, partner, tags[i], MPI_COMM_WORLD);
    MPI_Waitall(num_mesg, request, MPI_STATUSES_IGNORE);
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    send_faces = argc > 1;
    comm(rank);
    MPI_Finalize();
    return 0;
}
