! run: np=2
program dest_bug
  use mpi
  implicit none
  integer :: ierr, rank, nprocs, x
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  x = 1
  if (rank == 0) then
    call MPI_Send(x, 1, MPI_INTEGER, nprocs, 0, MPI_COMM_WORLD, ierr) ! monitor-expect: invalid-rank
  end if
  call MPI_Finalize(ierr)
end program dest_bug
