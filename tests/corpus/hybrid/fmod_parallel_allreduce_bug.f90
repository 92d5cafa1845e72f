! MPI_Allreduce directly in a parallel region, Fortran (seed 000 Fig. 2.1, Example 1): every With `use mpi` (parcoach's module for flang).
! thread of the team calls it, once per thread (category 1), and MPI_Init only provides
! MPI_THREAD_SINGLE. flang-new-16 gives no lines: findings name the program unit.
program par_allreduce
  use mpi
  implicit none
  integer :: ierr
  double precision :: v
  call MPI_Init(ierr)
  v = 1.0d0
!$omp parallel
  call MPI_Allreduce(MPI_IN_PLACE, v, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: mpi-thread-level, mpi-collective-multithreaded
!$omp end parallel
  call MPI_Finalize(ierr)
end program par_allreduce
