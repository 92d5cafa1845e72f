! The Fortran twin of sections_barrier_else_ok.c: rank 0 calls MPI_Barrier directly, the
! other ranks in the one section of an `omp sections` construct (flang's lowering).
! Correct: one barrier per process.
program f_sections_barrier_else
  use mpi
  implicit none
  integer :: ierr, rank, provided
  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  if (rank == 0) then
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  else
    !$omp parallel num_threads(2)
    !$omp sections
    !$omp section
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
    !$omp section
    print *, rank, 'the other section'
    !$omp end sections
    !$omp end parallel
  end if
  call MPI_Finalize(ierr)
end program f_sections_barrier_else
