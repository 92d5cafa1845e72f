! run: np=2
! A negative count, computed at run time.
program count_bug
  use mpi
  implicit none
  integer :: ierr, rank, n, x(4)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  x = 0
  n = rank - 2
  if (rank == 0) then
    call MPI_Send(x, 4, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, ierr)
  else if (rank == 1) then
    call MPI_Recv(x, n, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr) ! monitor-expect: invalid-count
  end if
  call MPI_Finalize(ierr)
end program count_bug
