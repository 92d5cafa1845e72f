/* The twin of same_test_filled_by_helper_ok.c with the bug: the wait is under another
 * test (py - 2), so the processes of the row before last post the operations and never
 * complete them, and print the receive buffer while the receive may still be pending.
 */
#include <mpi.h>
#include <stdio.h>

static void factor(int n, int *px, int *py)
{
    *px = 1;
    *py = n;
}

int main(int argc, char **argv)
{
    int rank, size, px, py;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    factor(size, &px, &py);
    int myy = rank / px;
    double in = 0.0, out = rank;
    MPI_Request req[2];
    if (myy < py - 1) {
        MPI_Irecv(&in, 1, MPI_DOUBLE, rank + px, 0, MPI_COMM_WORLD, &req[0]); // expect: mpi-missing-completion
        MPI_Isend(&out, 1, MPI_DOUBLE, rank + px, 1, MPI_COMM_WORLD, &req[1]); // expect: mpi-missing-completion
    }
    if (myy > 0) {
        double got, mine = rank;
        MPI_Recv(&got, 1, MPI_DOUBLE, rank - px, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Send(&mine, 1, MPI_DOUBLE, rank - px, 0, MPI_COMM_WORLD);
    }
    if (myy < py - 2)
        MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
    printf("%d: %.0f\n", rank, in); // expect: mpi-buffer-race
    MPI_Finalize();
    return 0;
}
