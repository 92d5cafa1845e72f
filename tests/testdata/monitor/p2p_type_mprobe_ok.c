// run: np=2
// Matched probes used correctly: MPI_Improbe polled until a message of either tag arrives, then
// MPI_Mrecv with the type its tag carries (MPI_INT on tag 1, MPI_DOUBLE on tag 2), and MPI_Mprobe
// on a duplicated communicator with MPI_Mrecv and MPI_Imrecv; a message to MPI_PROC_NULL probed
// (MPI_MESSAGE_NO_PROC). Nothing to report, and no message is left unreceived.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, iv = 0, flag = 0, got = 0;
    double dv = 0;
    MPI_Message msg;
    MPI_Status st;
    MPI_Comm dup;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    if (rank == 0) {
        for (int i = 0; i < 100; i++) {
            int v = i;
            double d = i + 0.5;
            MPI_Send(&v, 1, MPI_INT, 1, 1, MPI_COMM_WORLD);
            MPI_Send(&d, 1, MPI_DOUBLE, 1, 2, MPI_COMM_WORLD);
        }
        MPI_Send(&rank, 1, MPI_INT, 1, 0, dup);
        MPI_Send(&dv, 1, MPI_DOUBLE, 1, 3, dup);
    } else if (rank == 1) {
        while (got < 200) {
            MPI_Improbe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &msg, &st);
            if (!flag) continue;
            if (st.MPI_TAG == 1) MPI_Mrecv(&iv, 1, MPI_INT, &msg, MPI_STATUS_IGNORE);
            else MPI_Mrecv(&dv, 1, MPI_DOUBLE, &msg, &st);
            got++;
        }
        MPI_Mprobe(0, 0, dup, &msg, &st);
        MPI_Mrecv(&iv, 1, MPI_INT, &msg, &st);
        MPI_Request r;
        MPI_Mprobe(0, 3, dup, &msg, &st);
        MPI_Imrecv(&dv, 1, MPI_DOUBLE, &msg, &r);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
        printf("got %d, last %d %.1f\n", got, iv, dv);
    }
    MPI_Mprobe(MPI_PROC_NULL, 0, MPI_COMM_WORLD, &msg, &st);
    MPI_Mrecv(&iv, 1, MPI_INT, &msg, &st);
    MPI_Comm_free(&dup);
    MPI_Finalize();
    return 0;
}
