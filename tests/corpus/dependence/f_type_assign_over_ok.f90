! A module variable of derived type: a member is first set from the rank, then the whole
! variable is assigned a constant of the type (flang stores it member by member), and a
! routine called afterwards loops over a member: the same bound on every process.
module opts_f_type_assign_over_ok
  implicit none
  type opts
    integer :: steps
    real(8) :: tol
  end type
  type(opts) :: o
  type(opts), parameter :: defaults = opts(4, 1d-6)
end module opts_f_type_assign_over_ok

subroutine run()
  use mpi
  use opts_f_type_assign_over_ok
  implicit none
  integer :: i, ierr
  do i = 1, o%steps
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end do
end subroutine run

program main
  use mpi
  use opts_f_type_assign_over_ok
  implicit none
  integer :: rank, ierr
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  o%steps = rank + 1
  o = defaults
  call run()
  call MPI_Finalize(ierr)
end program main
