! The receive buffer is read before MPI_Wait, in Fortran. With `use mpi` (parcoach's module for flang).
! Bug: `early` gets the value inv had before the message arrived.
program irecv_read_early
  use mpi
  implicit none
  integer :: ierr, rank, nprocs, rreq, outv, inv, early
  integer :: status(MPI_STATUS_SIZE)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  outv = rank
  inv = -1
  call MPI_Irecv(inv, 1, MPI_INTEGER, mod(rank + nprocs - 1, nprocs), 0, MPI_COMM_WORLD, rreq, ierr)
  early = inv ! expect: mpi-buffer-race
  call MPI_Send(outv, 1, MPI_INTEGER, mod(rank + 1, nprocs), 0, MPI_COMM_WORLD, ierr)
  call MPI_Wait(rreq, status, ierr)
  print *, rank, early, inv
  call MPI_Finalize(ierr)
end program irecv_read_early
