/* Modelled on CoMD: objects carry their own destructors as function pointers.
 * Bug: the step count of the potential is the rank plus one.
 */
#include <mpi.h>

struct Pot {
    void (*destroy)(struct Pot *);
    int nsteps;
};

struct Parms {
    int (*release)(void *);
    int coord;
};

static void pot_destroy(struct Pot *p) { p->nsteps = 0; }
static int parms_release(void *p) { return p != 0; }

static void run(struct Pot *pot)
{
    double x = 1.0, sum;
    for (int i = 0; i < pot->nsteps; i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    pot->destroy(pot);
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    struct Pot pot = {pot_destroy, rank + 1};
    struct Parms pa = {parms_release, rank};
    run(&pot);
    int done = pa.release(&pa);
    MPI_Finalize();
    return done ? 0 : 1;
}
