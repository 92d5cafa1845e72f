! Fortran (include 'mpif.h'): a DO loop whose trip count is the rank, with a
! reduction in its body.
! Bug: rank r executes r reductions (rank 0 none); the processes do not
! execute the same number of MPI_Allreduce and the job hangs.
program do_loop_rank_allreduce
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, i
  double precision :: x, s

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)

  x = rank
  s = 0.0d0
  do i = 1, rank
    call MPI_Allreduce(x, s, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: collective-in-loop
  end do

  if (rank == 0) print *, 'done'

  call MPI_Finalize(ierr)
end program do_loop_rank_allreduce
