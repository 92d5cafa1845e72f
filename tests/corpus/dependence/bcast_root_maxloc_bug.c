/* The owner of the largest value is found with MPI_Allreduce(MPI_MAXLOC),
 * but the broadcast uses the process's own entry in.r (its rank) as root.
 * Bug: every process believes it is the root, so nobody receives the block:
 * ranks 0 and 1 keep their own data, detect it and exit with an error
 * (or MPI reports the mismatch).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, i, status = 0;
    double block[4];
    struct {
        double v;
        int r;
    } in, out;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < 4; i++)
        block[i] = rank;
    in.v = rank;
    in.r = rank;
    MPI_Allreduce(&in, &out, 1, MPI_DOUBLE_INT, MPI_MAXLOC, MPI_COMM_WORLD);
    MPI_Bcast(block, 4, MPI_DOUBLE, in.r, MPI_COMM_WORLD); // expect: collective-argument-mismatch

    if (block[0] != size - 1) {
        printf("rank %d: wrong block %g (owner %d)\n", rank, block[0], out.r);
        status = 1;
    }
    MPI_Finalize();
    return status;
}
