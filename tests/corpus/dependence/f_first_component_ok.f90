! A module variable of derived type whose first component, a counter, is reached through
! the variable's own address (no getelementptr). The timers differ between processes; the
! counter, incremented alike everywhere, decides whether the report gathers them.
module perf_first_ok
  implicit none
  type perf_t
    integer(8) :: nsum = 0
    real(8) :: tsum = 0.0d0
  end type perf_t
  type(perf_t) :: perf
end module perf_first_ok

program first_component_ok
  use mpi
  use perf_first_ok
  implicit none
  integer :: ierr
  real(8) :: x, t0, all(64)
  call MPI_Init(ierr)
  x = 1.0d0
  t0 = MPI_Wtime()
  call MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_REAL8, MPI_SUM, MPI_COMM_WORLD, ierr)
  perf%tsum = perf%tsum + (MPI_Wtime() - t0)
  perf%nsum = perf%nsum + 1
  if (perf%nsum /= 0) then
    call MPI_Gather(perf%tsum, 1, MPI_REAL8, all, 1, MPI_REAL8, 0, MPI_COMM_WORLD, ierr)
  end if
  call MPI_Finalize(ierr)
end program first_component_ok
