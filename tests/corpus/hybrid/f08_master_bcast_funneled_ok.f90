! MPI_THREAD_FUNNELED with `use mpi_f08`: the broadcast is in a master region,
! followed by a barrier.
! Correct.
program f08_master_bcast
  use mpi_f08
  implicit none
  integer :: provided, rank, i
  double precision :: scale, a(64)
  call MPI_Init_thread(MPI_THREAD_FUNNELED, provided)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  scale = 0.0d0
  if (rank == 0) scale = 2.0d0
!$omp parallel
!$omp master
  call MPI_Bcast(scale, 1, MPI_DOUBLE_PRECISION, 0, MPI_COMM_WORLD)
!$omp end master
!$omp barrier
!$omp do
  do i = 1, 64
    a(i) = scale * i
  end do
!$omp end do
!$omp end parallel
  print *, rank, a(64)
  call MPI_Finalize()
end program f08_master_bcast
