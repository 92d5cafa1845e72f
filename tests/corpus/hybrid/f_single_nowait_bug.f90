! Seed 000 Fig. 2.10, coll_serialized, in Fortran: MPI_THREAD_SERIALIZED is requested (kept in
! a variable), but the first single has nowait: the two MPI_Reduce may run at the same time on
! two threads, which needs MPI_THREAD_MULTIPLE, and their order on MPI_COMM_WORLD may differ
! between processes.
program single_nowait
  implicit none
  include 'mpif.h'
  integer :: ierr, provided, required, rank, temp, res
  required = MPI_THREAD_SERIALIZED
  call MPI_Init_thread(required, provided, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  temp = rank
!$omp parallel
!$omp single
  call MPI_Reduce(temp, res, 1, MPI_INTEGER, MPI_SUM, 0, MPI_COMM_WORLD, ierr) ! expect: mpi-thread-level, mpi-concurrent-collectives
!$omp end single nowait
!$omp single
  call MPI_Reduce(temp, res, 1, MPI_INTEGER, MPI_SUM, 0, MPI_COMM_WORLD, ierr) ! expect: mpi-thread-level, mpi-concurrent-collectives
!$omp end single
!$omp end parallel
  call MPI_Finalize(ierr)
end program single_nowait
