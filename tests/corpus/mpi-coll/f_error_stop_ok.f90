! Fortran: ERROR STOP on rank 0 when an input is bad ends the whole job (error termination),
! so it does not decide whether the barrier is called.
! Correct.
program error_stop_ok
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, n
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  n = command_argument_count()
  if (rank == 0 .and. n > 8) then
    error stop 'too many arguments'
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Finalize(ierr)
end program error_stop_ok
