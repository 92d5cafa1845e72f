! run: np=2
! monitor-env: PARCOACH_RT_TIMEOUT=2
! monitor-env: PARCOACH_RT_DEADLOCK=0
! The watchdog alone, from Fortran (use mpi: the binding calls the C function, whose return
! address is inside libmpichfort): each blocked process names the .f90 line it waits at.
program watchdog_bug
  use mpi
  implicit none
  integer :: ierr, rank, x
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  x = 0
  call MPI_Recv(x, 1, MPI_INTEGER, 1 - rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr) ! monitor-expect: deadlock-suspected
  call MPI_Send(x, 1, MPI_INTEGER, 1 - rank, 0, MPI_COMM_WORLD, ierr)
  call MPI_Finalize(ierr)
end program watchdog_bug
