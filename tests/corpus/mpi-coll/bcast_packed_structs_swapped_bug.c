/* Like bcast_packed_structs_ok.c: rank 0 fills an array of structs, packs it element by element into a double buffer with
 * a running index and broadcasts it; the others broadcast and unpack it with the mirror loop
 * into an array of their own. After the if/else every process holds rank 0's objects, so the
 * time step computed from them, and the number of barriers, is the same everywhere
 * (miniAMR's objects[]).
 * Bug: the other processes unpack cen[0] and size in the wrong order: their size is
 * rank 0's cen[0], so they run more barriers than rank 0. */
#include <mpi.h>
#include <stdlib.h>

typedef struct {
    int type;
    double cen[3];
    double orig[3];
    double size;
} object;

int num_objects;
object *objects;

static double step_of(void)
{
    double d = 1.0;
    for (int o = 0; o < num_objects; o++)
        if (1.0 + objects[o].size > d)
            d = 1.0 + objects[o].size;
    return d;
}

int main(int argc, char **argv)
{
    int rank, params[1], i, n;
    double *objs;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        num_objects = 2;
        objects = malloc(num_objects * sizeof(object));
        for (n = 0; n < num_objects; n++) {
            objects[n].type = n;
            objects[n].cen[0] = 0.5 * n;
            objects[n].size = 1.0 + n + argc;
        }
        params[0] = num_objects;
    }
    MPI_Bcast(params, 1, MPI_INT, 0, MPI_COMM_WORLD);
    num_objects = params[0];
    if (rank == 0) {
        objs = malloc(3 * num_objects * sizeof(double));
        for (i = n = 0; n < num_objects; n++) {
            objs[i++] = (double) objects[n].type;
            objs[i++] = objects[n].cen[0];
            objs[i++] = objects[n].size;
        }
        MPI_Bcast(objs, 3 * num_objects, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        free(objs);
    } else {
        objects = calloc(num_objects, sizeof(object));
        objs = malloc(3 * num_objects * sizeof(double));
        MPI_Bcast(objs, 3 * num_objects, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        for (i = n = 0; n < num_objects; n++) {
            objects[n].type = (int) objs[i++];
            objects[n].size = objs[i++];
            objects[n].cen[0] = objs[i++];
        }
        free(objs);
    }
    double d = step_of();
    for (double t = 0.0; t < 8.0; t += d)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    free(objects);
    MPI_Finalize();
    return 0;
}
