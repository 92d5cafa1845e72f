// run: np=2
// The open send run (issue 15): the next send of a loop extends the last entry of its batch
// with one compare per field. Sends at one call site with two datatypes of one signature
// (MPI_INT and a contiguous type of one int), tags 0,1,2,2,3,4,4,4,5 and counts
// 1,1,2,1,1,1,1,2,1: the run is opened, extended through the other datatype, closed by another
// count and by a tag out of step, and opened again, in three rounds. Nothing to report.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, v[2] = {0, 0}, sum = 0;
    const int tags[] = {0, 1, 2, 2, 3, 4, 4, 4, 5}, counts[] = {1, 1, 2, 1, 1, 1, 1, 2, 1};
    const int n = (int)(sizeof tags / sizeof *tags);
    MPI_Datatype one;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Type_contiguous(1, MPI_INT, &one);
    MPI_Type_commit(&one);
    for (int round = 0; round < 3; round++) {
        if (rank == 0) {
            for (int i = 0; i < n; i++) {
                int b[2] = {i, i};
                MPI_Send(b, counts[i], i == 2 || i == 6 ? one : MPI_INT, 1, tags[i], MPI_COMM_WORLD);
            }
        } else if (rank == 1) {
            for (int i = 0; i < n; i++) MPI_Recv(v, counts[i], MPI_INT, 0, tags[i], MPI_COMM_WORLD, MPI_STATUS_IGNORE), sum += v[0];
        }
        MPI_Barrier(MPI_COMM_WORLD);
    }
    if (rank == 1) printf("sum %d\n", sum);
    MPI_Type_free(&one);
    MPI_Finalize();
    return 0;
}
