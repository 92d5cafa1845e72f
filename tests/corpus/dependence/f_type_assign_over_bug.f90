! Assignments that do not make a module variable of derived type the same everywhere: a
! member set from the rank and only its sibling assigned afterwards, the whole variable
! assigned a value that holds the rank, and the whole variable assigned on rank 0 only.
module opts_f_type_assign_over_bug
  implicit none
  type opts
    integer :: steps
    real(8) :: tol
  end type
  type(opts) :: a, b, c
  type(opts), parameter :: defaults = opts(4, 1d-6)
end module opts_f_type_assign_over_bug

subroutine run_a()
  use mpi
  use opts_f_type_assign_over_bug
  implicit none
  integer :: i, ierr
  do i = 1, a%steps
    call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-in-loop
  end do
end subroutine run_a

subroutine run_b()
  use mpi
  use opts_f_type_assign_over_bug
  implicit none
  integer :: i, ierr
  do i = 1, b%steps
    call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-in-loop
  end do
end subroutine run_b

subroutine run_c()
  use mpi
  use opts_f_type_assign_over_bug
  implicit none
  integer :: i, ierr
  do i = 1, c%steps
    call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-in-loop
  end do
end subroutine run_c

program main
  use mpi
  use opts_f_type_assign_over_bug
  implicit none
  integer :: rank, ierr
  type(opts) :: mine
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  a%steps = rank
  a%tol = 1d-3
  call run_a()
  mine%steps = rank
  mine%tol = 1d0
  b = mine
  call run_b()
  c%steps = rank
  if (rank == 0) c = defaults
  call run_c()
  call MPI_Finalize(ierr)
end program main
