! Fortran (include 'mpif.h'): a subroutine computing a global norm with
! MPI_Allreduce, called by every process in a DO loop with a fixed trip count.
! Correct: every process executes 5 reductions.
subroutine global_norm(x, nrm)
  implicit none
  include 'mpif.h'
  double precision, intent(in) :: x
  double precision, intent(out) :: nrm
  integer :: ierr

  call MPI_Allreduce(x, nrm, 1, MPI_DOUBLE_PRECISION, MPI_MAX, MPI_COMM_WORLD, ierr)
end subroutine global_norm

program subroutine_fixed_loop
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, step
  double precision :: x, nrm

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)

  x = 1.0d0 + rank
  nrm = 0.0d0
  do step = 1, 5
    x = 0.5d0 * x
    call global_norm(x, nrm)
  end do

  if (rank == 0) print '(a,f10.6)', 'norm', nrm

  call MPI_Finalize(ierr)
end program subroutine_fixed_loop
