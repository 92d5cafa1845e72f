/* Like bcast_packed_structs_ok.c: rank 0 fills an array of structs, packs it element by element into a double buffer with
 * a running index and broadcasts it; the others broadcast and unpack it with the mirror loop
 * into an array of their own. After the if/else every process holds rank 0's objects, so the
 * time step computed from them, and the number of barriers, is the same everywhere
 * (miniAMR's objects[]).
 * Bug: rank 0 also sets orig[0], which is not packed: the others keep calloc's zero there,
 * and the time step is computed from it, so rank 0 runs fewer barriers. */
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
        if (1.0 + objects[o].orig[0] > d)
            d = 1.0 + objects[o].orig[0];
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
            objects[n].orig[0] = 4.0;
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
            objects[n].cen[0] = objs[i++];
            objects[n].size = objs[i++];
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
