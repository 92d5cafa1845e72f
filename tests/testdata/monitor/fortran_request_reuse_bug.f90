! run: np=2
! A request variable overwritten by a second MPI_Irecv while the first is active: the first
! request is lost.
program request_reuse_bug
  use mpi
  implicit none
  integer :: ierr, rank, a, b, req
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  a = 0
  b = 0
  if (rank == 1) then
    call MPI_Irecv(a, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, req, ierr)
    call MPI_Irecv(b, 1, MPI_INTEGER, 0, 1, MPI_COMM_WORLD, req, ierr) ! monitor-expect: request-reuse
    call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  else if (rank == 0) then
    call MPI_Send(a, 1, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, ierr)
    call MPI_Send(b, 1, MPI_INTEGER, 1, 1, MPI_COMM_WORLD, ierr)
  end if
  call MPI_Finalize(ierr)
end program request_reuse_bug
