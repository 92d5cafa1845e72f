! run: np=2
! A message sent and never received: the send completes (small messages are buffered), the
! program ends normally; at MPI_Finalize the receiver finds the message's shadow (a warning).
! The Fortran twin of unreceived_message_bug.c.
! monitor-exit: 0
program unreceived_message_bug
  use mpi
  implicit none
  integer :: ierr, rank, x
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  x = 5
  if (rank == 0) call MPI_Send(x, 1, MPI_INTEGER, 1, 3, MPI_COMM_WORLD, ierr) ! monitor-expect: unreceived-message
  print *, 'rank', rank, 'done'
  call MPI_Finalize(ierr)
end program unreceived_message_bug
