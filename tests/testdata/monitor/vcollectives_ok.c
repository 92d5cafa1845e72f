// run: np=3
// The v and w collectives and MPI_Reduce_scatter with per-process counts that agree (also
// through a derived datatype of two integers against two integers, MPI_IN_PLACE at the root
// and in MPI_Allgatherv), and the neighbourhood collectives on a ring: nothing to report.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, size, s[16], r[64] = {0}, rc[8], rd[8], sc[8], sd[8], periods = 1, sum = 0;
    MPI_Datatype two, ts[8], tr[8];
    MPI_Comm ring;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Type_contiguous(2, MPI_INT, &two);
    MPI_Type_commit(&two);
    for (int i = 0; i < 16; i++) s[i] = rank * 100 + i;
    for (int i = 0; i < size; i++) rc[i] = 2 * (i + 1), rd[i] = 8 * i, sc[i] = 2 * (rank + 1), sd[i] = 4 * i;
    /* process i sends i+1 pairs (as `two`), the root receives 2(i+1) integers */
    MPI_Gatherv(s, rank + 1, two, r, rc, rd, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 0) MPI_Gatherv(MPI_IN_PLACE, 0, MPI_INT, r, rc, rd, MPI_INT, 0, MPI_COMM_WORLD);
    else MPI_Gatherv(s, 2 * (rank + 1), MPI_INT, r, rc, rd, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Scatterv(s, rc, rd, MPI_INT, r, 2 * (rank + 1), MPI_INT, 1, MPI_COMM_WORLD);
    MPI_Allgatherv(s, 2 * (rank + 1), MPI_INT, r, rc, rd, MPI_INT, MPI_COMM_WORLD);
    MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_INT, r, rc, rd, MPI_INT, MPI_COMM_WORLD);
    /* alltoallv: process i sends i+1 integers to everyone and receives j+1 from process j */
    for (int j = 0; j < size; j++) sc[j] = rank + 1, rc[j] = j + 1;
    MPI_Alltoallv(s, sc, sd, MPI_INT, r, rc, rd, MPI_INT, MPI_COMM_WORLD);
    int sdw[8], rdw[8];
    for (int j = 0; j < size; j++) ts[j] = MPI_INT, tr[j] = j % 2 ? two : MPI_INT, sc[j] = 2, rc[j] = j % 2 ? 1 : 2, sdw[j] = 8 * j, rdw[j] = 8 * j;
    MPI_Alltoallw(s, sc, sdw, ts, r, rc, rdw, tr, MPI_COMM_WORLD);
    for (int j = 0; j < size; j++) rc[j] = j + 1;
    MPI_Reduce_scatter(s, r, rc, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Cart_create(MPI_COMM_WORLD, 1, &size, &periods, 0, &ring);
    MPI_Neighbor_allgather(&rank, 1, MPI_INT, r, 1, MPI_INT, ring);
    sum = r[0] + r[1];
    MPI_Neighbor_alltoall(s, 1, MPI_INT, r, 1, MPI_INT, ring);
    printf("rank %d: neighbours %d, r[0] = %d\n", rank, sum, r[0]);
    MPI_Comm_free(&ring);
    MPI_Type_free(&two);
    MPI_Finalize();
    return 0;
}
