! Fortran, MPI_THREAD_SERIALIZED: every thread of a team of 2 broadcasts in a critical region,
! one at a time. Every entry makes the same call (same count, datatype, root, communicator), so
! the k-th broadcasts of all processes match whichever thread makes them (the twin of
! critical_same_collective_ok.c; flang pushes num_threads in the block before the fork).
! Correct: two identical broadcasts per process.
program critical_same
  implicit none
  include 'mpif.h'
  integer :: ierr, provided, rank, v, total
  call MPI_Init_thread(MPI_THREAD_SERIALIZED, provided, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  total = 0
!$omp parallel num_threads(2) private(ierr, v) reduction(+:total)
  v = rank
!$omp critical
  call MPI_Bcast(v, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
!$omp end critical
  total = total + v
!$omp end parallel
  if (rank == 0) print *, total
  call MPI_Finalize(ierr)
end program critical_same
