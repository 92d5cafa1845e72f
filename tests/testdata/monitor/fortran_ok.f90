! run: np=2
program fortran_ok
  use mpi
  implicit none
  integer :: ierr, rank, nprocs, x, s, req, dup
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  call MPI_Comm_dup(MPI_COMM_WORLD, dup, ierr)
  x = rank + 1
  call MPI_Isend(x, 1, MPI_INTEGER, mod(rank + 1, nprocs), 5, dup, req, ierr)
  call MPI_Recv(s, 1, MPI_INTEGER, MPI_ANY_SOURCE, MPI_ANY_TAG, dup, MPI_STATUS_IGNORE, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call MPI_Allreduce(x, s, 1, MPI_INTEGER, MPI_SUM, dup, ierr)
  call MPI_Comm_free(dup, ierr)
  if (rank == 0) print *, 'sum', s
  call MPI_Finalize(ierr)
end program fortran_ok
