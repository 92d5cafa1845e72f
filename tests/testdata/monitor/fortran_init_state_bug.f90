! run: np=2
! MPI called before MPI_Init.
program init_state_bug
  use mpi
  implicit none
  integer :: ierr, rank
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr) ! monitor-expect: mpi-init-state
  call MPI_Init(ierr)
  call MPI_Finalize(ierr)
end program init_state_bug
