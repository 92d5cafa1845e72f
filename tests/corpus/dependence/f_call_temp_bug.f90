! Modelled on TeaLeaf's input parser: the step count comes from a flag passed by reference.
! Bug: only the boss process sets the flag; the others pass whatever their variable holds,
! so their step counts differ from the boss's.
module parser_bug
  implicit none
  integer :: base = 3
contains
  integer function steps_for(flag)
    use mpi
    integer, intent(in) :: flag
    integer :: ierr
    if (flag < -5) call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
    steps_for = base + flag
  end function steps_for
end module parser_bug

program call_temp_bug
  use mpi
  use parser_bug
  implicit none
  integer :: rank, ierr, i, n, flag
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  if (rank == 0) then
    flag = 2
  end if
  n = steps_for(flag)
  do i = 1, n
    call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-in-loop
  end do
  call MPI_Finalize(ierr)
end program call_temp_bug
