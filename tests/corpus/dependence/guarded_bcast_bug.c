/* As guarded_bcast_ok.c, but the flag is broadcast on a communicator split with MPI_UNDEFINED
 * as the colour of rank 1: it is null there, the wrapper returns before its broadcast, and
 * rank 1 keeps its own flag (set) and stops alone while the others wait in the barrier.
 */
#include <mpi.h>
#include <stdlib.h>

static int nprocs;
static MPI_Comm comm_app, comm_part;

static void bcast_int(int *value, MPI_Comm comm, int root)
{
    if (nprocs == 1)
        return;
    if (comm == MPI_COMM_NULL)
        return;
    MPI_Bcast(value, 1, MPI_INT, root, comm);
}

static void stop_run(void)
{
    MPI_Finalize();
    exit(1);
}

int main(int argc, char **argv)
{
    int rank, err = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_dup(MPI_COMM_WORLD, &comm_app);
    MPI_Comm_size(comm_app, &nprocs);
    MPI_Comm_rank(comm_app, &rank);
    MPI_Comm_split(comm_app, rank == 1 ? MPI_UNDEFINED : 0, rank, &comm_part);
    if (rank == 1)
        err = 1;
    bcast_int(&err, comm_part, 0);
    if (err != 0)
        stop_run(); // expect: collective-mismatch
    MPI_Barrier(comm_app);
    MPI_Finalize();
    return 0;
}
