! SNAP's setup_src (setup.f90): the error flag given to it is either left as it was (the
! usual source) or refreshed by a guarded reduction (the manufactured source, src_opt == 3,
! a uniform choice), never anything else. The caller had made it the same everywhere (glmax
! after an allocation), so the test after the call is the same everywhere too: the
! processes all stop, or none does. (main's jerr goes through glmax_i too: the dummy's class
! holds both flags, each followed by its own bits.)
module plib_f_keep_or_refresh_ok
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
    call MPI_Finalize(ierr)
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
  end subroutine setup_src

  subroutine setup()
    integer :: ierr
    ierr = 0
    if (iproc == 1) ierr = 2
    call glmax_i(ierr, comm_snap)
    if (ierr /= 0) call stop_run()
    call setup_src(ierr)
    if (ierr /= 0) call stop_run()
  end subroutine setup
end module plib_f_keep_or_refresh_ok

program f_keep_or_refresh_ok
  use plib_f_keep_or_refresh_ok
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
end program f_keep_or_refresh_ok
