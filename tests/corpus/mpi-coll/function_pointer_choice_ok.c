/* The reduction routine is chosen through a function pointer according to a
 * command-line option (identical on every process), then called once.
 * Correct: every process calls the same routine, hence the same collective.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static int sum_all(int v)
{
    int s = 0;
    MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    return s;
}

static int max_all(int v)
{
    int m = 0;
    MPI_Allreduce(&v, &m, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    return m;
}

int main(int argc, char **argv)
{
    int rank, r;
    int (*combine)(int) = sum_all;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (argc > 1 && strcmp(argv[1], "max") == 0)
        combine = max_all;
    r = combine(rank + 1); // expect: collective-indirect-call

    if (rank == 0)
        printf("result %d\n", r);

    MPI_Finalize();
    return 0;
}
