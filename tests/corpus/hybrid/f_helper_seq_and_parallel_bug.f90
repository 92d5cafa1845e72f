! A subroutine called from the main program outside parallel regions and from inside one: in
! the second context every thread calls its MPI_Allreduce (category 1), which MPI_Init's
! MPI_THREAD_SINGLE does not allow either.
subroutine exchange(x)
  implicit none
  include 'mpif.h'
  double precision :: x
  integer :: ierr
  call MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: mpi-thread-level, mpi-collective-multithreaded
end subroutine exchange

program helper_two_contexts
  implicit none
  include 'mpif.h'
  integer :: ierr
  double precision :: acc, mine
  call MPI_Init(ierr)
  acc = 1.0d0
  call exchange(acc)
!$omp parallel private(mine)
  mine = 2.0d0
  call exchange(mine)
!$omp end parallel
  call MPI_Finalize(ierr)
end program helper_two_contexts
