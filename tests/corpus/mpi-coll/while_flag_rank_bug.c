/* A work loop driven by a local flag: each process keeps reducing while it
 * still has work, and the amount of work depends on the rank.
 * Bug: rank 0 has no work and never enters the loop, rank 1 iterates once,
 * rank 2 twice...: MPI_Allreduce calls do not match and the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int work_left, has_work, total = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    work_left = rank;
    has_work = work_left > 0;
    while (has_work) {
        int done = 1;
        MPI_Allreduce(&done, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
        work_left--;
        has_work = work_left > 0;
    }

    if (rank == 0)
        printf("total %d\n", total);

    MPI_Finalize();
    return 0;
}
