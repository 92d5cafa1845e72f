// run: np=3
// MPI_Isendrecv and MPI_Isendrecv_replace around a ring whose messages match (issue 15): the
// receives are logged with their own source and tag (mpich 4.0's status is wrong), completed by
// MPI_Wait, MPI_Waitall with MPI_STATUSES_IGNORE and MPI_Test; a message shorter than the
// receive (a prefix). Nothing to report, and no message is left unreceived (each receive
// consumes its sender's entry). (mpich 4.0.2's MPI_Isendrecv crashes with MPI_PROC_NULL peers.)
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, size, a = 0, b[2] = {0, 0}, c[3] = {1, 2, 3}, big[3] = {0, 0, 0}, flag = 0;
    double d = 0, x = 1.5;
    MPI_Request r[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int next = (rank + 1) % size, prev = (rank + size - 1) % size;
    MPI_Isendrecv(&rank, 1, MPI_INT, next, 1, &a, 1, MPI_INT, prev, 1, MPI_COMM_WORLD, &r[0]);
    MPI_Wait(&r[0], MPI_STATUS_IGNORE);
    MPI_Isendrecv(&x, 1, MPI_DOUBLE, next, 2, &d, 1, MPI_DOUBLE, prev, 2, MPI_COMM_WORLD, &r[0]);
    MPI_Isendrecv(c, 2, MPI_INT, prev, 3, b, 2, MPI_INT, next, 3, MPI_COMM_WORLD, &r[1]);
    MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
    MPI_Isendrecv_replace(c, 3, MPI_INT, next, 4, prev, 4, MPI_COMM_WORLD, &r[0]);
    while (!flag) MPI_Test(&r[0], &flag, MPI_STATUS_IGNORE);
    /* the prefix rule: 2 MPI_INT received into room for 3 */
    MPI_Isendrecv(c, 2, MPI_INT, next, 5, big, 3, MPI_INT, prev, 5, MPI_COMM_WORLD, &r[0]);
    MPI_Wait(&r[0], MPI_STATUS_IGNORE);
    printf("rank %d: %d %g %d %d %d %d\n", rank, a, d, b[0], b[1], c[0], big[1]);
    MPI_Finalize();
    return 0;
}
