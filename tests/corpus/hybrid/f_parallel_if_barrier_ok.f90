! A parallel region with an IF clause (flang 22: __kmpc_fork_call_if) whose master thread
! calls MPI_Barrier, entered by every rank: each process calls it once.
program f_parallel_if_barrier_ok
  use mpi
  implicit none
  integer :: n, rank, ierr, provided
  call MPI_Init_thread(MPI_THREAD_FUNNELED, provided, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  n = 2
!$omp parallel if(n > 1) num_threads(2)
!$omp master
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
!$omp end master
!$omp end parallel
  call MPI_Finalize(ierr)
end program f_parallel_if_barrier_ok
