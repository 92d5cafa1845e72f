! As f_read_only_param_bug.f90, but the routine also clamps the value it is given by the
! process rank: the number of variables, hence the count of the reduction, differs between
! processes.
module roparam_bug_mod
  implicit none
  integer :: nvars = 4
contains
  subroutine check_value(v)
    use mpi
    integer, intent(inout) :: v
    integer :: me
    integer :: ierr
    if (v < -100) call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
    call MPI_Comm_rank(MPI_COMM_WORLD, me, ierr)
    if (v > me + 1) v = me + 1
  end subroutine check_value
end module roparam_bug_mod

program read_only_param_bug
  use mpi
  use roparam_bug_mod
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
  call MPI_Allreduce(x, y, nvars, MPI_REAL8, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: collective-argument-mismatch
  call MPI_Finalize(ierr)
end program read_only_param_bug
