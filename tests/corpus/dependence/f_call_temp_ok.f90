! Modelled on TeaLeaf's input parser: the boss process reads a line with a constant flag
! passed by reference (flang stores it into a temporary), then every process asks for the
! step count with another constant. The parser's argument is shared by both calls; what the
! boss stored into its own temporary is not what the others read.
module parser_ok
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
end module parser_ok

program call_temp_ok
  use mpi
  use parser_ok
  implicit none
  integer :: rank, ierr, i, n
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  if (rank == 0) then
    print *, 'header', steps_for(-1)
  end if
  n = steps_for(2)
  do i = 1, n
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end do
  call MPI_Finalize(ierr)
end program call_temp_ok
