! Each process computes its own time step into a module variable, then a wrapper replaces it,
! through its dummy argument, with the MPI_ALLREDUCE minimum. The variable holds varying data
! between the two calls, but what the loop reads after the wrapper is the same everywhere.
module wrapmin_ok_mod
  implicit none
  real(8) :: dt, simtime
contains
  subroutine global_min(x)
    use mpi
    real(8), intent(inout) :: x
    real(8) :: y
    integer :: ierr
    call MPI_Allreduce(x, y, 1, MPI_REAL8, MPI_MIN, MPI_COMM_WORLD, ierr)
    x = y
  end subroutine global_min
end module wrapmin_ok_mod

program wrapper_min_refresh_ok
  use mpi
  use wrapmin_ok_mod
  implicit none
  integer :: rank, ierr
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  simtime = 0.0d0
  do while (simtime < 1.0d0)
    dt = 0.125d0 * (rank + 1)
    call global_min(dt)
    simtime = simtime + dt
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end do
  call MPI_Finalize(ierr)
end program wrapper_min_refresh_ok
