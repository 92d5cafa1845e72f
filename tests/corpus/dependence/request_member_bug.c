/* As request_member_ok.c, but the processes that have a left neighbour also fix their time
 * step: the conditional around the reduction differs between processes (it hangs).
 */
#include <mpi.h>

struct domain {
    double dtfixed;
    int cycle;
    MPI_Request req[4];
};

static double left, right, mine = 1.0;

static void exchange(struct domain *dom, int rank, int size)
{
    int k = 0;
    if (rank > 0) {
        dom->dtfixed = 0.5;
        MPI_Irecv(&left, 1, MPI_DOUBLE, rank - 1, 0, MPI_COMM_WORLD, &dom->req[k]);
        k++;
        MPI_Isend(&mine, 1, MPI_DOUBLE, rank - 1, 0, MPI_COMM_WORLD, &dom->req[k]);
        k++;
    }
    if (rank < size - 1) {
        MPI_Irecv(&right, 1, MPI_DOUBLE, rank + 1, 0, MPI_COMM_WORLD, &dom->req[k]);
        k++;
        MPI_Isend(&mine, 1, MPI_DOUBLE, rank + 1, 0, MPI_COMM_WORLD, &dom->req[k]);
        k++;
    }
    MPI_Waitall(k, dom->req, MPI_STATUSES_IGNORE);
}

int main(int argc, char **argv)
{
    int rank, size;
    struct domain dom = {-1.0, 0, {MPI_REQUEST_NULL}};
    double dt = 0.5, gdt;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    exchange(&dom, rank, size);
    if (dom.dtfixed <= 0.0)
        MPI_Allreduce(&dt, &gdt, 1, MPI_DOUBLE, MPI_MIN, MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Finalize();
    return 0;
}
