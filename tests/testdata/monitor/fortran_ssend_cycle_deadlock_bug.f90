! run: np=3
! A cycle of synchronous sends (use mpi): each process sends to the next before receiving, none
! can complete; the deadlock detector prints the cycle with each rank's .f90 line.
program ssend_cycle_bug
  use mpi
  implicit none
  integer :: ierr, rank, nprocs, x, y
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  x = rank
  call MPI_Ssend(x, 1, MPI_INTEGER, mod(rank + 1, nprocs), 0, MPI_COMM_WORLD, ierr) ! monitor-expect: deadlock
  call MPI_Recv(y, 1, MPI_INTEGER, mod(rank + nprocs - 1, nprocs), 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  call MPI_Finalize(ierr)
end program ssend_cycle_bug
