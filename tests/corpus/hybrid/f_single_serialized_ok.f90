! Fortran, MPI_THREAD_SERIALIZED: two single regions, each ending with its implicit barrier, so
! the reductions run one after the other, by one thread each.
program single_serialized
  implicit none
  include 'mpif.h'
  integer :: ierr, provided, rank, temp, res1, res2
  call MPI_Init_thread(MPI_THREAD_SERIALIZED, provided, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  temp = rank
!$omp parallel
!$omp single
  call MPI_Reduce(temp, res1, 1, MPI_INTEGER, MPI_SUM, 0, MPI_COMM_WORLD, ierr)
!$omp end single
!$omp single
  call MPI_Reduce(temp, res2, 1, MPI_INTEGER, MPI_MAX, 0, MPI_COMM_WORLD, ierr)
!$omp end single
!$omp end parallel
  if (rank == 0) print *, res1, res2
  call MPI_Finalize(ierr)
end program single_serialized
