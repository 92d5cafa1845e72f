! A ring exchange in Fortran with both requests in an array completed by With `use mpi` (parcoach's module for flang).
! MPI_Waitall.
! Correct.
program ring_waitall
  use mpi
  implicit none
  integer :: ierr, rank, nprocs, outv, inv
  integer :: reqs(2)
  integer :: statuses(MPI_STATUS_SIZE, 2)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  outv = rank
  inv = -1
  call MPI_Irecv(inv, 1, MPI_INTEGER, mod(rank + nprocs - 1, nprocs), 0, MPI_COMM_WORLD, reqs(1), ierr)
  call MPI_Isend(outv, 1, MPI_INTEGER, mod(rank + 1, nprocs), 0, MPI_COMM_WORLD, reqs(2), ierr)
  call MPI_Waitall(2, reqs, statuses, ierr)
  print *, rank, inv
  call MPI_Finalize(ierr)
end program ring_waitall
