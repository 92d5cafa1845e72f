// parcoach-args: --np 4
// Constant ranks beyond the launch size (mpiexec -n 4): there is no rank 4 or 7.
// Bug: MPI_ERR_RANK / MPI_ERR_ROOT at each marked call.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Bcast(&x, 1, MPI_INT, 7, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  MPI_Comm dup;
  MPI_Comm_dup(MPI_COMM_WORLD, &dup);
  if (rank == 0)
    MPI_Send(&x, 1, MPI_INT, 4, 0, dup); // expect: mpi-invalid-argument
  else if (rank == 3)
    MPI_Recv(&x, 1, MPI_INT, 0, 0, dup, MPI_STATUS_IGNORE);
  MPI_Comm_free(&dup);
  MPI_Finalize();
  return 0;
}
