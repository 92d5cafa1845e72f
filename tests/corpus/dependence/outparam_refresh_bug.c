/* A helper finds the process with the most work from an MPI_Allgather of
 * every process's count and stores it through an out-parameter; two callers
 * initialise their variable with their own rank first (miniFE's
 * get_global_min_max(..., min_proc, ...) with `int min_proc = myproc`).
 * Bug: the helper stores into the variable only when its own count is
 * negative (never), so the variable keeps the rank the caller put there and
 * the root of the MPI_Bcast after the call differs between processes.
 */
#include <mpi.h>
#include <stdio.h>

static void busiest(int mine, int *who)
{
    int counts[64], size, i, best;

    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size > 64)
        MPI_Abort(MPI_COMM_WORLD, 1);
    MPI_Allgather(&mine, 1, MPI_INT, counts, 1, MPI_INT, MPI_COMM_WORLD);
    best = counts[0];
    if (mine < 0)
        *who = 0;
    for (i = 1; i < size; i++)
        if (counts[i] > best) {
            best = counts[i];
            if (mine < 0)
                *who = i;
        }
}

static int report(int rank)
{
    int who = rank;

    busiest(rank % 2, &who);
    return who;
}

static int exchange(int rank)
{
    int who = rank, data = rank;

    busiest(10 * rank, &who);
    MPI_Bcast(&data, 1, MPI_INT, who, MPI_COMM_WORLD); // expect: collective-argument-mismatch
    if (data != who) {
        printf("rank %d: got %d from %d\n", rank, data, who);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    int rank, status;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    (void)report(rank);
    status = exchange(rank);
    MPI_Finalize();
    return status;
}
