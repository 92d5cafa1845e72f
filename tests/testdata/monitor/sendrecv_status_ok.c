// run: np=2
// MPI_Sendrecv's status describes the message received (its count and source), as CoMD's halo
// exchange reads it with MPI_Get_count; the monitor runs MPI_Sendrecv as a nonblocking receive
// and send (not mpich 4.0's MPI_Isendrecv, whose status says 0 bytes).
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, n = -1;
    char s[100] = {0}, r[100];
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Sendrecv(s, rank ? 10 : 20, MPI_BYTE, 1 - rank, 1, r, 100, MPI_BYTE, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
    MPI_Get_count(&st, MPI_BYTE, &n);
    printf("rank %d received %d bytes from %d, tag %d\n", rank, n, st.MPI_SOURCE, st.MPI_TAG);
    MPI_Finalize();
    return 0;
}
