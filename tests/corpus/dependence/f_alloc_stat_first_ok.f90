! SNAP's control_allocate (control.f90): a small helper sets its error dummy first
! (`ierr = 0`), then allocates a module array with STAT=ierr and tests ierr. The array's
! bounds depend on its size argument only: the test reads what the helper itself stored, never
! the caller's flag (which shares its class with flags written on some processes only, main's
! jerr, through glmax_i's dummy). So the loop over the array runs alike everywhere.
module plib_f_alloc_stat_first_ok
  use mpi
  implicit none
  integer :: nproc, iproc, comm_snap
  integer, allocatable :: inrdone(:)
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

  subroutine control_allocate(ng, ierr)
    integer, intent(in) :: ng
    integer, intent(out) :: ierr
    ierr = 0
    allocate(inrdone(ng), stat=ierr)
    if (ierr /= 0) return
    inrdone = 0
  end subroutine control_allocate

  subroutine setup_alloc(ierr)
    integer, intent(out) :: ierr
    call control_allocate(4, ierr)
    call glmax_i(ierr, comm_snap)
  end subroutine setup_alloc
end module plib_f_alloc_stat_first_ok

program f_alloc_stat_first_ok
  use plib_f_alloc_stat_first_ok
  implicit none
  integer :: ierr, jerr, i
  call pinit()
  jerr = 0
  if (iproc == 0) jerr = 1
  call glmax_i(jerr, comm_snap)
  if (jerr /= 0) call stop_run()
  call setup_alloc(ierr)
  if (ierr /= 0) call stop_run()
  do i = 1, size(inrdone)
    call MPI_Barrier(comm_snap, ierr)
  end do
  call MPI_Finalize(ierr)
end program f_alloc_stat_first_ok
