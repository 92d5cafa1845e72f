! MPI_Allreduce directly in a parallel region, with `use mpi_f08` (seed 000 Fig. 2.1,
! Example 1): every thread of the team calls it, once per thread (category 1), and
! MPI_Init only provides MPI_THREAD_SINGLE.
program f08_par_allreduce
  use mpi_f08
  implicit none
  double precision :: v
  call MPI_Init()
  v = 1.0d0
!$omp parallel
  call MPI_Allreduce(MPI_IN_PLACE, v, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD) ! expect: mpi-thread-level, mpi-collective-multithreaded
!$omp end parallel
  call MPI_Finalize()
end program f08_par_allreduce
