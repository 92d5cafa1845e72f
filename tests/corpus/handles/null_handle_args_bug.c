/* Handle arguments that are 0 (MPI-CorrBench ArgError-*-Communicator-2, -Type-2, -Op-1,
 * which initialise them to NULL; newer clangs reject NULL for mpich's int handles) and a
 * reduction with MPI_REPLACE (ArgError-MPIReduce-Op-2).
 * Bug: no handle is 0 in C (mpich's null handles are other constants, Open MPI's the
 * addresses of globals), and MPI_REPLACE / MPI_NO_OP are for the accumulate functions only:
 * each call is erroneous. */
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, v = 1, sum = 0;
  MPI_Comm null_comm = 0;
  MPI_Datatype null_type = 0;
  MPI_Op null_op = 0;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Bcast(&v, 1, MPI_INT, 0, null_comm); // expect: mpi-invalid-argument
  if (rank == 0) {
    MPI_Send(&v, 1, null_type, 1, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  } else if (rank == 1) {
    MPI_Recv(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Reduce(&v, &sum, 1, MPI_INT, null_op, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  MPI_Allreduce(&v, &sum, 1, MPI_INT, MPI_REPLACE, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  printf("%d: %d\n", rank, sum);
  MPI_Finalize();
  return 0;
}
