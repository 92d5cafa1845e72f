// run: np=3
// Communicators of MPI_Comm_idup completed by MPI_Wait and by MPI_Test: nonblocking and
// blocking collectives, point-to-point messages and MPI_Sendrecv_replace of a derived datatype
// on them, a collective on the parent before the new one completes. Nothing to report.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, size, flag = 0, v[6], sum = 0, x;
    MPI_Comm c1, c2;
    MPI_Request r1, r2, rb;
    MPI_Datatype vec;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_idup(MPI_COMM_WORLD, &c1, &r1);
    MPI_Comm_idup(MPI_COMM_WORLD, &c2, &r2);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Wait(&r1, MPI_STATUS_IGNORE);
    while (!flag) MPI_Test(&r2, &flag, MPI_STATUS_IGNORE);
    x = rank + 1;
    MPI_Ibcast(&x, 1, MPI_INT, 0, c1, &rb);
    MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, c2);
    MPI_Wait(&rb, MPI_STATUS_IGNORE);
    MPI_Type_vector(3, 1, 2, MPI_INT, &vec);
    MPI_Type_commit(&vec);
    for (int i = 0; i < 6; i++) v[i] = rank * 10 + i;
    MPI_Sendrecv_replace(v, 1, vec, (rank + 1) % size, 4, (rank + size - 1) % size, 4, c2, MPI_STATUS_IGNORE);
    if (rank == 0) MPI_Send(&sum, 1, MPI_INT, 1, 0, c1);
    if (rank == 1) MPI_Recv(&flag, 1, MPI_INT, 0, 0, c1, MPI_STATUS_IGNORE);
    printf("rank %d: x = %d, sum = %d, v = %d %d %d %d\n", rank, x, sum, v[0], v[1], v[2], v[4]);
    MPI_Type_free(&vec);
    MPI_Comm_free(&c1);
    MPI_Comm_free(&c2);
    MPI_Finalize();
    return 0;
}
