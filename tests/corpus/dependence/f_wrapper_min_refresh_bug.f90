! The wrapper reduces to process 0 only and writes the minimum back there: the other processes
! keep their own time step, and the loop runs a different number of times on each (the barrier
! hangs).
module wrapmin_bug_mod
  implicit none
  real(8) :: dt, simtime
contains
  subroutine global_min(x, rank)
    use mpi
    real(8), intent(inout) :: x
    integer, intent(in) :: rank
    real(8) :: y
    integer :: ierr
    call MPI_Reduce(x, y, 1, MPI_REAL8, MPI_MIN, 0, MPI_COMM_WORLD, ierr) ! expect: collective-in-loop
    if (rank == 0) x = y
  end subroutine global_min
end module wrapmin_bug_mod

program wrapper_min_refresh_bug
  use mpi
  use wrapmin_bug_mod
  implicit none
  integer :: rank, ierr
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  simtime = 0.0d0
  do while (simtime < 1.0d0)
    dt = 0.125d0 * (rank + 1)
    call global_min(dt, rank)
    simtime = simtime + dt
    call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-in-loop
  end do
  call MPI_Finalize(ierr)
end program wrapper_min_refresh_bug
