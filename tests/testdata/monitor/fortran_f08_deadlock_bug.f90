! run: np=2
! use mpi_f08 with the deadlock detector (set up by the wrapped mpi_init_f08_): both processes
! receive first.
program f08_deadlock_bug
  use mpi_f08
  implicit none
  integer :: rank, x
  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Recv(x, 1, MPI_INTEGER, 1 - rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE) ! monitor-expect: deadlock
  call MPI_Send(x, 1, MPI_INTEGER, 1 - rank, 0, MPI_COMM_WORLD)
  call MPI_Finalize()
end program f08_deadlock_bug
