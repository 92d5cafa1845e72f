! Modelled on miniGhost's MG_PERF: a module variable of derived type holding counters and
! timers.
! Bug: the report gathers the timers only where the local timer is above a threshold.
module perf_types_bug
  implicit none
  type perf_t
    character(len=8) :: name = 'sum'
    integer(8) :: nsum = 0
    real(8) :: tsum = 0.0d0
  end type perf_t
  type(perf_t) :: perf
end module perf_types_bug

program module_type_members_bug
  use mpi
  use perf_types_bug
  implicit none
  integer :: ierr
  real(8) :: x, t0, all(64)
  call MPI_Init(ierr)
  x = 1.0d0
  t0 = MPI_Wtime()
  call MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_REAL8, MPI_SUM, MPI_COMM_WORLD, ierr)
  perf%tsum = perf%tsum + (MPI_Wtime() - t0)
  perf%nsum = perf%nsum + 1
  if (perf%tsum > 1.0d-3) then
    call MPI_Gather(perf%tsum, 1, MPI_REAL8, all, 1, MPI_REAL8, 0, MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
  end if
  call MPI_Finalize(ierr)
end program module_type_members_bug
