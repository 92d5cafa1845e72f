// parcoach-args: --np 4
// Constant ranks below the launch size (mpiexec -n 4).
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Bcast(&x, 1, MPI_INT, 3, MPI_COMM_WORLD);
  MPI_Comm dup;
  MPI_Comm_dup(MPI_COMM_WORLD, &dup);
  if (rank == 0)
    MPI_Send(&x, 1, MPI_INT, 3, 0, dup);
  else if (rank == 3)
    MPI_Recv(&x, 1, MPI_INT, 0, 0, dup, MPI_STATUS_IGNORE);
  MPI_Comm_free(&dup);
  MPI_Finalize();
  return 0;
}
