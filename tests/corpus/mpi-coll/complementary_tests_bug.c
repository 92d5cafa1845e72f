/* complementary_tests_ok.c broken: the flag changes between the two tests, the two sides
 * run different collectives, and the second test has the same sense as the first. */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, x = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int root = rank == 0;
    if (root) {
        root = 0;
        MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    }
    if (!root)
        MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    int odd = rank % 2;
    if (odd)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    if (!odd)
        MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    int low = rank < 2;
    if (low)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    if (low)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Finalize();
    return 0;
}
