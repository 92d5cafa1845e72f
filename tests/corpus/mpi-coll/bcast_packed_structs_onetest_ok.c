/* Like bcast_packed_structs_ok.c, in miniAMR's shape: one rank test around everything, the
 * parameters broadcast in both branches and the buffer's count computed in each from the
 * global just copied out of them.
 * Rank 0 fills an array of structs, packs it element by element into a double buffer with
 * a running index and broadcasts it; the others broadcast and unpack it with the mirror loop
 * into an array of their own. After the if/else every process holds rank 0's objects, so the
 * time step computed from them, and the number of barriers, is the same everywhere
 * (miniAMR's objects[]).
 * Correct: every process runs the same barriers. */
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
        MPI_Bcast(params, 1, MPI_INT, 0, MPI_COMM_WORLD);
        objs = malloc(3 * num_objects * sizeof(double));
        for (i = n = 0; n < num_objects; n++) {
            objs[i++] = (double) objects[n].type;
            objs[i++] = objects[n].cen[0];
            objs[i++] = objects[n].size;
        }
        MPI_Bcast(objs, 3 * num_objects, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        free(objs);
    } else {
        MPI_Bcast(params, 1, MPI_INT, 0, MPI_COMM_WORLD);
        num_objects = params[0];
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
        MPI_Barrier(MPI_COMM_WORLD);
    free(objects);
    MPI_Finalize();
    return 0;
}
