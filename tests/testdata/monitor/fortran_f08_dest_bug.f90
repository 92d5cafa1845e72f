! run: np=2
! mpich's mpi_f08 MPI_Init does not call the C MPI_Init: the monitor notices MPI is initialised
! at the first call it sees.
program f08_dest_bug
  use mpi_f08
  implicit none
  integer :: rank, nprocs, x
  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs)
  x = 1
  if (rank == 0) then
    call MPI_Send(x, 1, MPI_INTEGER, nprocs, 0, MPI_COMM_WORLD) ! monitor-expect: invalid-rank
  end if
  call MPI_Finalize()
end program f08_dest_bug
