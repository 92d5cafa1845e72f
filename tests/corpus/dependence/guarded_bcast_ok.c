/* SNAP's guarded wrapper in C: the broadcast returns early for one process and for a null
 * communicator. The caller passes a duplicate of MPI_COMM_WORLD (never null, of the world's
 * size), so on every path that matters the flag is overwritten with the root's value and the
 * test after the call is the same everywhere.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static int nprocs;
static MPI_Comm comm_app;

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
    if (rank == 0) {
        FILE *f = fopen("guarded_bcast.in", "r");
        if (f == NULL)
            err = 1;
        else
            fclose(f);
    }
    bcast_int(&err, comm_app, 0);
    if (err != 0)
        stop_run();
    MPI_Barrier(comm_app);
    MPI_Finalize();
    return 0;
}
