! Fortran: rank 0 stops with a plain STOP when no argument is given (a usage error), a normal
! end of that process; the other ranks wait in the barrier for it.
! Bug: the barrier is not called by every process.
program stop_rank0_bug
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, n
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  n = command_argument_count()
  if (rank == 0 .and. n == 0) then
    stop
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
  call MPI_Finalize(ierr) ! expect: collective-mismatch
end program stop_rank0_bug
