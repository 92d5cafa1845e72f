! Fortran: f_error_record_halt_all_bug.f90 where check_counts marks its local error HALT_ALL,
! the kind meant for errors every process sees.
! Bug: the process that skipped the all-reduce goes through error_halt to kill's barrier
! while the others wait in MPI_Allreduce.
module err_types
  implicit none
  include 'mpif.h'
  integer, parameter :: SUCCESS = 0, FAILURE = -1, HALT_ALL = 1, HALT_SINGLE = 2
  type :: error_t
    integer :: ierr, iout
    character(len=64) :: serr
  end type error_t
end module err_types

module err_halt
  use err_types
  implicit none
contains
  subroutine kill(error)
    type(error_t), intent(in) :: error
    integer :: ierr
    if (error%iout == HALT_ALL) then
      call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
      call MPI_Finalize(ierr) ! expect: collective-mismatch
    else
      call MPI_Abort(MPI_COMM_WORLD, -1, ierr)
    end if
    stop
  end subroutine kill

  subroutine error_halt(error)
    type(error_t), intent(in) :: error
    if (error%iout == HALT_SINGLE) print *, trim(error%serr)
    call kill(error)
  end subroutine error_halt
end module err_halt

module dist
  use err_types
  implicit none
contains
  subroutine check_counts(n, error)
    integer, intent(in) :: n
    type(error_t), intent(out) :: error
    if (n < 0) then
      error%ierr = FAILURE
      error%iout = HALT_ALL
      error%serr = 'ERROR: negative count'
      return
    end if
  end subroutine check_counts

  subroutine alloc_work(n, work, error)
    integer, intent(in) :: n
    integer, allocatable, intent(out) :: work(:)
    type(error_t), intent(out) :: error
    allocate(work(n), stat=error%ierr)
    if (error%ierr /= SUCCESS) then
      error%iout = HALT_SINGLE
      error%serr = 'ERROR: cannot allocate work'
      return
    end if
  end subroutine alloc_work

  subroutine distribute(n, total, error)
    integer, intent(in) :: n
    integer, intent(out) :: total
    type(error_t), intent(out) :: error
    integer :: ierr
    integer, allocatable :: work(:)
    call check_counts(n, error)
    if (error%ierr /= SUCCESS) return
    call alloc_work(n, work, error)
    if (error%ierr /= SUCCESS) return
    call MPI_Allreduce(n, total, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
  end subroutine distribute

  subroutine partition(n, total, error)
    integer, intent(in) :: n
    integer, intent(out) :: total
    type(error_t), intent(out) :: error
    error%ierr = SUCCESS
    call distribute(n, total, error)
    if (error%ierr /= SUCCESS) return
  end subroutine partition
end module dist

program error_record_halt_all_bug
  use err_types
  use err_halt
  use dist
  implicit none
  type(error_t) :: error
  integer :: ierr, rank, total
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call partition(1 - rank, total, error) ! n < 0 on ranks above 1: run with 3
  if (error%ierr /= SUCCESS) then
    call error_halt(error)
  end if
  if (rank == 0) print *, 'total', total
  error%iout = HALT_ALL
  call error_halt(error)
end program error_record_halt_all_bug
