! run: np=2
! MPI_Allreduce with one array as both its send and its receive buffer, without MPI_IN_PLACE:
! the standard forbids aliased arguments (MPI 4.0 §2.3); MPI_IN_PLACE is the fix.
program buffer_overlap_bug
  use mpi
  implicit none
  integer :: ierr, rank, a(4)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  a = rank
  call MPI_Allreduce(a, a, 4, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr) ! monitor-expect: buffer-overlap
  call MPI_Finalize(ierr)
end program buffer_overlap_bug
