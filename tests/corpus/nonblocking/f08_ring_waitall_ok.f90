! Fortran with `use mpi_f08`: a ring exchange with both requests in an array of
! type(MPI_Request), completed by MPI_Waitall with MPI_STATUSES_IGNORE.
! Correct.
program f08_ring_waitall
  use mpi_f08
  implicit none
  integer :: rank, nprocs, outv, inv
  type(MPI_Request) :: reqs(2)

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs)
  outv = rank
  inv = -1
  call MPI_Irecv(inv, 1, MPI_INTEGER, mod(rank + nprocs - 1, nprocs), 0, MPI_COMM_WORLD, reqs(1))
  call MPI_Isend(outv, 1, MPI_INTEGER, mod(rank + 1, nprocs), 0, MPI_COMM_WORLD, reqs(2))
  call MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE)
  print *, rank, inv
  call MPI_Finalize()
end program f08_ring_waitall
