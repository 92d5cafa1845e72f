! A reduction whose count depends on the rank: every process calls MPI_Allreduce, but rank 0
! reduces one element and the others two. The only finding is an argument mismatch, which the
! runtime monitor's global checks see (a Fortran unit turns them on like a C one, issue 15).
! Bug: the processes reduce data of different sizes.
program count_by_rank_allreduce_bug
  use mpi
  implicit none
  integer :: rank, ierr, n
  real(8) :: x(2), y(2)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  n = 2
  if (rank == 0) n = 1
  x = 1.0d0
  call MPI_Allreduce(x, y, n, MPI_REAL8, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: collective-argument-mismatch
  if (rank == 0) print *, y(1)
  call MPI_Finalize(ierr)
end program count_by_rank_allreduce_bug
