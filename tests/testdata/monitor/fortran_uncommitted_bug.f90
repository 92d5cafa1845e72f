! run: np=2
! A derived datatype used in a send before MPI_Type_commit.
program uncommitted_bug
  use mpi
  implicit none
  integer :: ierr, rank, t4, x(4)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  x = 0
  call MPI_Type_contiguous(4, MPI_INTEGER, t4, ierr)
  if (rank == 0) then
    call MPI_Send(x, 1, t4, 1, 0, MPI_COMM_WORLD, ierr) ! monitor-expect: uncommitted-datatype
  else if (rank == 1) then
    call MPI_Recv(x, 4, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  end if
  call MPI_Type_free(t4, ierr)
  call MPI_Finalize(ierr)
end program uncommitted_bug
