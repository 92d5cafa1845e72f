! run: np=2
! A persistent send started again before its first start completed.
program start_active_bug
  use mpi
  implicit none
  integer :: ierr, rank, x, req
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  x = 0
  if (rank == 0) then
    call MPI_Send_init(x, 1, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, req, ierr)
    call MPI_Start(req, ierr)
    call MPI_Start(req, ierr) ! monitor-expect: request-start
    call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
    call MPI_Request_free(req, ierr)
  else if (rank == 1) then
    call MPI_Recv(x, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
    call MPI_Recv(x, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  end if
  call MPI_Finalize(ierr)
end program start_active_bug
