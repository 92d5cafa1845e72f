/* A helper reads a parameter file whose name is a local buffer, then records, on
 * rank 0 only, the name of the file it will write the parameters back to, in the
 * same buffer. The rewrite comes after the read: the steps it returns are the same
 * on every process (miniXyce's get_parms and its `filename`).
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static int steps_in(const char *name)
{
    return (int)strlen(name) + 2;
}

static void write_back(const char *name, int steps)
{
    FILE *f = fopen(name, "w");
    if (f) {
        fprintf(f, "steps = %d\n", steps);
        fclose(f);
    }
}

static int get_steps(int rank)
{
    char name[32];
    int steps;

    strcpy(name, "default_params.txt");
    steps = steps_in(name);
    if (rank == 0) {
        strcpy(name, "last_used_params.txt");
        write_back(name, steps);
    }
    return steps;
}

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int steps = get_steps(rank);
    for (int i = 0; i < steps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
