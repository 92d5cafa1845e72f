! run: np=2
! monitor-exit: 0 (warnings only)
! A nonblocking send to itself never completed (its message is received): the request is still
! pending at MPI_Finalize.
program pending_bug
  use mpi
  implicit none
  integer :: ierr, rank, x, y, req
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  x = rank
  call MPI_Isend(x, 1, MPI_INTEGER, rank, 0, MPI_COMM_WORLD, req, ierr) ! monitor-expect: pending-request
  call MPI_Recv(y, 1, MPI_INTEGER, rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  call MPI_Finalize(ierr)
end program pending_bug
