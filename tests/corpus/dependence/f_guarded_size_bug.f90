! As f_guarded_bcast_ok.f90, but the one-process test of bcast_i_scalar reads the size of a
! duplicate of MPI_COMM_SELF, not of MPI_COMM_WORLD: it is 1 on every process, every process
! skips the broadcast on MPI_COMM_WORLD, and rank 0 stops alone.
module plib_size_bug
  use mpi
  implicit none
  integer :: nproc, iproc, comm_snap
contains
  subroutine pinit()
    integer :: ierr, rank
    call MPI_Init(ierr)
    call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
    call MPI_Comm_dup(MPI_COMM_SELF, comm_snap, ierr)
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
end module plib_size_bug

program f_guarded_size_bug
  use plib_size_bug
  implicit none
  integer :: ierr
  call pinit()
  ierr = 0
  if (iproc == 0) ierr = 1
  call bcast_i_scalar(ierr, MPI_COMM_WORLD, 0)
  if (ierr /= 0) call stop_run()
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Finalize(ierr)
end program f_guarded_size_bug
