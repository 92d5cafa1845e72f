/* Rank 0 computes a global checksum with an extra MPI_Allreduce before the
 * common reduction of the data.
 * Bug: rank 0 executes two MPI_Allreduce, the others one: the others' only
 * reduction matches rank 0's checksum reduction, and rank 0 waits in its
 * second one forever. The faulty call is the conditional one (the common
 * reduction is executed by every process).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int chk = 0, gchk = 0, data, sum = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    data = rank + 1;
    if (rank == 0) {
        chk = 12345;
        MPI_Allreduce(&chk, &gchk, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD); // expect: collective-mismatch
    }
    MPI_Allreduce(&data, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

    if (rank == 0)
        printf("sum %d checksum %d\n", sum, gchk);

    MPI_Finalize();
    return 0;
}
