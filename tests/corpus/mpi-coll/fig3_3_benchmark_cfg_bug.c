/* Seed Figure 3.3(a), the CFG from a benchmark: a loop with a barrier (nodes
 * 2-5) on one side of the rank test of node 1, two barriers (nodes 7, 8) on
 * the other side, and an MPI_Allreduce (node 10) reachable from both sides
 * under further conditions (nodes 9 and 11). Here node 10 is written as two
 * calls, one per side.
 * Bug: even ranks execute rank+1 barriers and maybe a reduction, odd ranks one
 * barrier and a reduction; the sequences differ and the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, it;
    double local = 0.0, global = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank % 2 == 0) {                              /* node 1 */
        for (it = 0; it <= rank; it++) {              /* node 2 */
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch, collective-in-loop
            local += it;                              /* nodes 4, 5 */
        }
        if (local > 1.0)                              /* node 11 */
            MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    } else {
        if (rank == 1)                                /* node 6 */
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
        else
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
        local = rank;
        if (local < 4.0)                              /* node 9 */
            MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    }

    if (rank == 0)
        printf("global %.1f\n", global);

    MPI_Finalize();
    return 0;
}
