/* Seed Figure 3.1 (the "simple example"): f executes a barrier only when its
 * argument is 0, g calls f and then a barrier; g is called with the rank.
 * Bug: rank 0 executes two barriers, the others one; the others finalize and
 * exit while rank 0 is blocked in the barrier of g: the job hangs.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdlib.h>

void f(int r)
{
    if (r == 0)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    return;
}

void g(int r)
{
    f(r);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    exit(0);
}

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    g(rank);
    return 0;
}
