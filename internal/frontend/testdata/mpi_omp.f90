program main
  include 'mpif.h'
  integer :: ierr, rank
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  if (rank == 0) then
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end if
!$omp parallel
!$omp single
  print *, rank
!$omp end single
!$omp end parallel
  call MPI_Finalize(ierr)
end program
