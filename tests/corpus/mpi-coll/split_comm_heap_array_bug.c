/* Like split_comm_heap_array_ok.c (no colour is MPI_UNDEFINED), but each process reduces on
 * the level its own rank picks.
 * Bug: with 2 processes, rank 0 reduces over its half (alone) while rank 1 reduces over
 * MPI_COMM_WORLD, which rank 0 never joins: rank 1 waits for ever. */
#include <mpi.h>
#include <stdlib.h>

MPI_Comm *comms;

int main(int argc, char **argv)
{
    int rank, size;
    double x = 1.0, y;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    comms = malloc(2 * sizeof(MPI_Comm));
    comms[0] = MPI_COMM_WORLD;
    MPI_Comm_split(comms[0], rank / (size > 1 ? size / 2 : 1), rank, &comms[1]);
    MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, comms[1 - rank % 2]); // expect: collective-argument-mismatch
    MPI_Comm_free(&comms[1]);
    MPI_Finalize();
    return 0;
}
