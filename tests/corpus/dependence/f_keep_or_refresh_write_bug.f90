! f_keep_or_refresh_ok.f90 broken: on the usual path setup_src now gives the flag to a callee
! in which only the processes other than the first open the source file and store OPEN's
! status into it: the caller's flag, the same everywhere before the call, no longer is after
! it (0 on the first process, OPEN's status on the others).
module plib_f_keep_or_refresh_write_bug
  use mpi
  implicit none
  integer :: nproc, iproc, comm_snap
  integer :: src_opt = 3
contains
  subroutine pinit()
    integer :: ierr
    call MPI_Init(ierr)
    call MPI_Comm_dup(MPI_COMM_WORLD, comm_snap, ierr)
    call MPI_Comm_size(comm_snap, nproc, ierr)
    call MPI_Comm_rank(comm_snap, iproc, ierr)
  end subroutine pinit

  subroutine glmax_i(value, comm)
    integer, intent(in) :: comm
    integer, intent(inout) :: value
    integer :: ierr, x
    if (comm == MPI_COMM_NULL) return
    call MPI_Allreduce(value, x, 1, MPI_INTEGER, MPI_MAX, comm, ierr)
    value = x
  end subroutine glmax_i

  subroutine stop_run()
    integer :: ierr
    call MPI_Finalize(ierr) ! expect: collective-mismatch
    stop
  end subroutine stop_run

  subroutine mms_setup(ierr)
    integer, intent(out) :: ierr
    integer, allocatable :: a(:)
    ierr = 0
    allocate(a(1000), stat=ierr)
    call glmax_i(ierr, comm_snap)
    if (ierr /= 0) return
    deallocate(a)
  end subroutine mms_setup

  subroutine setup_src(ierr)
    integer, intent(out) :: ierr
    if (src_opt == 3) then
      call mms_setup(ierr)
      return
    end if
    call open_src(ierr)
  end subroutine setup_src

  subroutine open_src(ierr)
    integer, intent(out) :: ierr
    ierr = 0
    if (iproc > 0) open(unit=11, file='source', status='old', iostat=ierr)
  end subroutine open_src

  subroutine setup()
    integer :: ierr
    ierr = 0
    if (iproc == 1) ierr = 2
    call glmax_i(ierr, comm_snap)
    if (ierr /= 0) call stop_run()
    call setup_src(ierr)
    if (ierr /= 0) call stop_run()
  end subroutine setup
end module plib_f_keep_or_refresh_write_bug

program f_keep_or_refresh_write_bug
  use plib_f_keep_or_refresh_write_bug
  implicit none
  integer :: ierr, jerr
  call pinit()
  jerr = 0
  if (iproc == 0) jerr = 1
  call glmax_i(jerr, comm_snap)
  if (jerr /= 0) call stop_run()
  call setup()
  call MPI_Barrier(comm_snap, ierr)
  call MPI_Finalize(ierr)
end program f_keep_or_refresh_write_bug
