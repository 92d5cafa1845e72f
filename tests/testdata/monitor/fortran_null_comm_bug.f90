! run: np=2
! MPI_Comm_split gives MPI_COMM_NULL to the processes of color MPI_UNDEFINED, which then use it.
program null_comm_bug
  use mpi
  implicit none
  integer :: ierr, rank, color, c
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  color = MPI_UNDEFINED
  if (rank == 0) color = 0
  call MPI_Comm_split(MPI_COMM_WORLD, color, 0, c, ierr)
  call MPI_Barrier(c, ierr) ! monitor-expect: invalid-handle
  call MPI_Finalize(ierr)
end program null_comm_bug
