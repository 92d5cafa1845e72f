! A ring exchange in Fortran that waits for the receive but not the send.
! Bug: the request of MPI_Isend is still pending at MPI_Finalize.
program isend_no_wait
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, nprocs, sreq, rreq, outv, inv
  integer :: status(MPI_STATUS_SIZE)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  outv = rank
  inv = -1
  call MPI_Irecv(inv, 1, MPI_INTEGER, mod(rank + nprocs - 1, nprocs), 0, MPI_COMM_WORLD, rreq, ierr)
  call MPI_Isend(outv, 1, MPI_INTEGER, mod(rank + 1, nprocs), 0, MPI_COMM_WORLD, sreq, ierr) ! expect: mpi-missing-completion
  call MPI_Wait(rreq, status, ierr)
  print *, rank, inv
  call MPI_Finalize(ierr)
end program isend_no_wait
