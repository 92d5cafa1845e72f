! run: np=2
! MPI_ANY_TAG is for receives only: a send with it.
program tag_bug
  use mpi
  implicit none
  integer :: ierr, rank, x
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  x = 0
  if (rank == 0) then
    call MPI_Send(x, 1, MPI_INTEGER, 1, MPI_ANY_TAG, MPI_COMM_WORLD, ierr) ! monitor-expect: invalid-tag
  else if (rank == 1) then
    call MPI_Recv(x, 1, MPI_INTEGER, 0, MPI_ANY_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  end if
  call MPI_Finalize(ierr)
end program tag_bug
