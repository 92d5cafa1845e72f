! A parallel region with an IF clause (flang 22 starts it with __kmpc_fork_call_if, not
! __kmpc_fork_call) whose master thread calls MPI_Barrier, entered by rank 0 only: the other
! ranks never call it. The region must be seen as run by its fork site.
program f_parallel_if_barrier_bug
  use mpi
  implicit none
  integer :: n, rank, ierr, provided
  call MPI_Init_thread(MPI_THREAD_FUNNELED, provided, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  n = 2
  if (rank == 0) then
!$omp parallel if(n > 1) num_threads(2)
!$omp master
    call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
!$omp end master
!$omp end parallel
  end if
  call MPI_Finalize(ierr)
end program f_parallel_if_barrier_bug
