! run: np=2
! Rank 0 waits for a persistent send it never started: the wait returns at once and rank 1's
! receive never gets its message (the monitor names the MPI_Send_init line in the message).
! (mpifort compiles with -O2 on Debian: two identical calls in the branches of an if would be
! merged into one, which is why rank 1 receives with MPI_Recv.)
program missing_start_bug
  use mpi
  implicit none
  integer :: ierr, rank, x, req
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  x = 42
  if (rank == 0) then
    call MPI_Send_init(x, 1, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, req, ierr)
    call MPI_Wait(req, MPI_STATUS_IGNORE, ierr) ! monitor-expect: mpi-missing-start
    call MPI_Request_free(req, ierr)
  else
    call MPI_Recv(x, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  end if
  call MPI_Finalize(ierr)
end program missing_start_bug
