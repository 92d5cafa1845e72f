! Fortran (use mpi): a barrier executed by rank 0 only. With `use mpi` (parcoach's module for flang).
! Bug: rank 0 waits in MPI_Barrier for processes that never enter it; the
! other ranks go on to MPI_Finalize and the job hangs.
program if_rank_barrier
  use mpi
  implicit none
  integer :: ierr, rank

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)

  if (rank == 0) then
    print *, 'rank 0 synchronises'
    call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
  end if

  call MPI_Finalize(ierr)
end program if_rank_barrier
