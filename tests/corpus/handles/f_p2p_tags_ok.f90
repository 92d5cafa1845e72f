! parcoach-args: --np 2
! Rank 0 sends with tag 1, rank 1 receives with tag 1 then answers.
program p2p_tags_ok
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, a, b
  integer :: status(MPI_STATUS_SIZE)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  a = 1
  if (rank == 0) then
    call MPI_Send(a, 1, MPI_INTEGER, 1, 1, MPI_COMM_WORLD, ierr)
    call MPI_Recv(b, 1, MPI_INTEGER, 1, MPI_ANY_TAG, MPI_COMM_WORLD, status, ierr)
  else if (rank == 1) then
    call MPI_Recv(b, 1, MPI_INTEGER, 0, 1, MPI_COMM_WORLD, status, ierr)
    call MPI_Send(a, 1, MPI_INTEGER, 0, 4, MPI_COMM_WORLD, ierr)
  end if
  call MPI_Finalize(ierr)
end program p2p_tags_ok
