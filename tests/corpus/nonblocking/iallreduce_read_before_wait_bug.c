/* The result of a nonblocking reduction is used before MPI_Wait.
 * Bug: `sum` is read while MPI_Iallreduce may still be writing it: the value
 * printed is undefined (often 0).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, mine, sum = 0, twice;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    mine = rank + 1;
    MPI_Iallreduce(&mine, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req);
    twice = 2 * sum; // expect: mpi-buffer-race
    MPI_Wait(&req, MPI_STATUS_IGNORE);

    printf("%d: sum %d twice %d\n", rank, sum, twice);
    MPI_Finalize();
    return 0;
}
