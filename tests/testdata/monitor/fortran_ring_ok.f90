! run: np=3
! monitor-env: PARCOACH_RT_TIMEOUT=6
! The correct twin of fortran_ssend_cycle_deadlock_bug and fortran_watchdog_bug: the same ring
! with the even ranks sending first and the odd ones receiving first, under the watchdog: with 3
! ranks, rank 2 sends to rank 0, which receives once its own send to rank 1 is done (no cycle).
program ring_ok
  use mpi
  implicit none
  integer :: ierr, rank, nprocs, x, y, next, prev
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  next = mod(rank + 1, nprocs)
  prev = mod(rank + nprocs - 1, nprocs)
  x = rank
  y = -1
  if (mod(rank, 2) == 0) then
    call MPI_Ssend(x, 1, MPI_INTEGER, next, 0, MPI_COMM_WORLD, ierr)
    call MPI_Recv(y, 1, MPI_INTEGER, prev, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  else
    call MPI_Recv(y, 1, MPI_INTEGER, prev, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
    call MPI_Ssend(x, 1, MPI_INTEGER, next, 0, MPI_COMM_WORLD, ierr)
  end if
  print *, 'rank', rank, 'got', y
  call MPI_Finalize(ierr)
end program ring_ok
