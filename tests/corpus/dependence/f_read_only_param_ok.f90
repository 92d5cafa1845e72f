! Modelled on miniGhost's MG_ASSERT: one checking routine is given the error code, set on
! process 0 only, and elsewhere the number of variables. It only reads its dummy arguments,
! so the two variables stay apart: the count of the reduction is the same everywhere.
module roparam_ok_mod
  implicit none
  integer :: nvars = 4
contains
  subroutine check_value(v)
    use mpi
    integer, intent(in) :: v
    integer :: ierr
    if (v < -100) call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
  end subroutine check_value
end module roparam_ok_mod

program read_only_param_ok
  use mpi
  use roparam_ok_mod
  implicit none
  integer :: rank, ierr, code
  real(8) :: x(8), y(8)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  code = 0
  if (rank == 0) code = -1
  call check_value(code)
  call check_value(nvars)
  x = 1.0d0
  call MPI_Allreduce(x, y, nvars, MPI_REAL8, MPI_SUM, MPI_COMM_WORLD, ierr)
  call MPI_Finalize(ierr)
end program read_only_param_ok
