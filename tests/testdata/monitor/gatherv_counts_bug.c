// run: np=3
// MPI_Gatherv: the root expects recvcounts[i] = i + 1 integers from process i, but every
// process sends 2: process 0 and 2 disagree with the root (mpich does not complain: it
// receives fewer elements than counted for process 2 only if they fit).
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, size, s[2] = {1, 2}, r[16] = {0}, counts[8], displs[8];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (int i = 0, d = 0; i < size; i++) counts[i] = i + 1, displs[i] = d, d += 4;
    MPI_Gatherv(s, 2, MPI_INT, r, counts, displs, MPI_INT, 1, MPI_COMM_WORLD); // monitor-expect: collective-mismatch
    printf("rank %d: %d\n", rank, r[0]);
    MPI_Finalize();
    return 0;
}
