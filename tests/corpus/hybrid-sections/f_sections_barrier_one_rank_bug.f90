! The Fortran twin of sections_barrier_one_rank_bug.c: only the ranks other than 0 call
! MPI_Barrier, in a section of an `omp sections` construct.
! Bug: they wait in the barrier for rank 0 forever.
program f_sections_barrier_one_rank
  use mpi
  implicit none
  integer :: ierr, rank, provided
  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  if (rank == 0) then
    print *, 'rank 0: no barrier'
  else
    !$omp parallel num_threads(2)
    !$omp sections
    !$omp section
    call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
    !$omp section
    print *, rank, 'the other section'
    !$omp end sections
    !$omp end parallel
  end if
  call MPI_Finalize(ierr)
end program f_sections_barrier_one_rank
