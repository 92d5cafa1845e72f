! Fortran with `use mpi_f08`: a barrier executed by rank 0 only, without ierror.
! Bug: rank 0 waits in MPI_Barrier for processes that never enter it; the
! other ranks go on to MPI_Finalize and the job hangs.
program f08_if_rank_barrier
  use mpi_f08
  implicit none
  integer :: rank

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)

  if (rank == 0) then
    print *, 'rank 0 synchronises'
    call MPI_Barrier(MPI_COMM_WORLD) ! expect: collective-mismatch
  end if

  call MPI_Finalize()
end program f08_if_rank_barrier
