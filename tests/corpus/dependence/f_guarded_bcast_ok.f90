! SNAP's shape (plib.f90): the broadcast and reduction wrappers return early for one process
! and for a null communicator. Every caller passes comm_snap, a duplicate of MPI_COMM_WORLD
! (never null, of the world's size): on every path that matters the dummy is overwritten with
! the root's value, so the error flag tested after the call is the same everywhere.
module plib_ok
  use mpi
  implicit none
  integer :: nproc, iproc, comm_snap
contains
  subroutine pinit()
    integer :: ierr
    call MPI_Init(ierr)
    call MPI_Comm_dup(MPI_COMM_WORLD, comm_snap, ierr)
    call MPI_Comm_size(comm_snap, nproc, ierr)
    call MPI_Comm_rank(comm_snap, iproc, ierr)
  end subroutine pinit

  subroutine bcast_i_scalar(value, comm, bproc)
    integer, intent(in) :: comm, bproc
    integer, intent(inout) :: value
    integer :: ierr
    if (nproc == 1) return
    if (comm == MPI_COMM_NULL) return
    call MPI_Bcast(value, 1, MPI_INTEGER, bproc, comm, ierr)
  end subroutine bcast_i_scalar

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
end module plib_ok

program f_guarded_bcast_ok
  use plib_ok
  implicit none
  integer :: ierr, ios, n
  call pinit()
  ierr = 0
  n = 0
  if (iproc == 0) then
    open(unit=10, file='input', status='old', iostat=ios)
    if (ios /= 0) ierr = 1
  end if
  call bcast_i_scalar(ierr, comm_snap, 0)
  if (ierr /= 0) call stop_run()
  ierr = 0
  if (iproc == 1) ierr = 2
  call glmax_i(ierr, comm_snap)
  if (ierr /= 0) call stop_run()
  call MPI_Barrier(comm_snap, ierr)
  call MPI_Finalize(ierr)
end program f_guarded_bcast_ok
