! run: np=3
program f08_ok
  use mpi_f08
  implicit none
  integer :: rank, nprocs, x, s
  type(MPI_Request) :: req
  type(MPI_Comm) :: dup
  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs)
  call MPI_Comm_dup(MPI_COMM_WORLD, dup)
  x = rank + 1
  call MPI_Isend(x, 1, MPI_INTEGER, mod(rank + 1, nprocs), 5, dup, req)
  call MPI_Recv(s, 1, MPI_INTEGER, MPI_ANY_SOURCE, MPI_ANY_TAG, dup, MPI_STATUS_IGNORE)
  call MPI_Wait(req, MPI_STATUS_IGNORE)
  call MPI_Bcast(x, 1, MPI_INTEGER, nprocs - 1, dup)
  call MPI_Comm_free(dup)
  if (rank == 0) print *, 'x', x, 's', s
  call MPI_Finalize()
end program f08_ok
