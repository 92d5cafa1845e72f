! run: np=2
! monitor-exit: 0 (warnings only)
! Handles created from Fortran and never freed: reported at MPI_Finalize with where each was made.
program leak_bug
  use mpi
  implicit none
  integer :: ierr, rank, dup, t2, grp
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_dup(MPI_COMM_WORLD, dup, ierr) ! monitor-expect: resource-leak
  call MPI_Type_contiguous(2, MPI_INTEGER, t2, ierr) ! monitor-expect: resource-leak
  call MPI_Type_commit(t2, ierr)
  call MPI_Comm_group(MPI_COMM_WORLD, grp, ierr) ! monitor-expect: resource-leak
  call MPI_Barrier(dup, ierr)
  print *, 'rank', rank, 'done'
  call MPI_Finalize(ierr)
end program leak_bug
