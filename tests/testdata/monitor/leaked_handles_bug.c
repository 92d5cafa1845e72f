// run: np=2
// monitor-exit: 0 (warnings only)
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank;
    MPI_Comm dup;
    MPI_Datatype t;
    MPI_Group g;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup); // monitor-expect: resource-leak
    MPI_Type_vector(2, 1, 2, MPI_INT, &t); // monitor-expect: resource-leak
    MPI_Type_commit(&t);
    MPI_Comm_group(MPI_COMM_WORLD, &g); // monitor-expect: resource-leak
    MPI_Barrier(dup);
    printf("rank %d done\n", rank);
    MPI_Finalize();
    return 0;
}
