! As f_guarded_bcast_ok.f90, but glmax_i is given a communicator split with MPI_UNDEFINED as
! the colour of rank 1: the communicator is null there, the wrapper returns before its
! reduction, rank 1 keeps its own flag and stops alone while the others go on to the barrier.
module plib_null_bug
  use mpi
  implicit none
  integer :: nproc, iproc, comm_snap, comm_half
contains
  subroutine pinit()
    integer :: ierr, rank, color
    call MPI_Init(ierr)
    call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
    color = 0
    if (rank == 1) color = MPI_UNDEFINED
    call MPI_Comm_split(MPI_COMM_WORLD, color, rank, comm_half, ierr)
    call MPI_Comm_dup(MPI_COMM_WORLD, comm_snap, ierr)
    call MPI_Comm_size(comm_snap, nproc, ierr)
    iproc = rank
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
    call MPI_Finalize(ierr) ! expect: collective-mismatch
    stop
  end subroutine stop_run
end module plib_null_bug

program f_guarded_null_bug
  use plib_null_bug
  implicit none
  integer :: ierr
  call pinit()
  ierr = 0
  if (iproc == 1) ierr = 1
  call glmax_i(ierr, comm_half)
  if (ierr /= 0) call stop_run()
  ierr = 0
  if (iproc == 0) ierr = 1
  call bcast_i_scalar(ierr, comm_snap, 0)
  if (ierr /= 0) call stop_run()
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Finalize(ierr)
end program f_guarded_null_bug
