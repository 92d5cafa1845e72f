/* The twin of comm_array_null_guard_ok.c with the bug: the index changes between the test
 * of comm[g] and the collective, which then runs on the other level's communicator.
 * Bug: the even ranks pass the test on comm[0] and call MPI_Allreduce on comm[1], which
 * they hold as MPI_COMM_NULL (an invalid communicator: the job aborts).
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, low = -1;
    MPI_Comm comm[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2 == 0 ? 1 : MPI_UNDEFINED, rank, &comm[0]); // expect: mpi-resource-leak
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2 == 1 ? 1 : MPI_UNDEFINED, rank, &comm[1]); // expect: mpi-resource-leak
    int g = 0;
    if (comm[g] != MPI_COMM_NULL) {
        g = 1;
        MPI_Allreduce(&rank, &low, 1, MPI_INT, MPI_MIN, comm[g]); // expect: collective-argument-mismatch, collective-mismatch
    }
    printf("%d: %d\n", rank, low);
    MPI_Finalize();
    return 0;
}
