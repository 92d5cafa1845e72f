! run: np=4
! MPI_Allreduce on a communicator of MPI_Comm_split: one process of each half reduces with
! MPI_MAX, the other with MPI_SUM (the Fortran binding goes through the C wrappers).
program coll_split_bug
  use mpi
  implicit none
  integer :: ierr, rank, sub, srank, x, y, op
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_split(MPI_COMM_WORLD, mod(rank, 2), rank, sub, ierr)
  call MPI_Comm_rank(sub, srank, ierr)
  x = rank
  op = MPI_SUM
  if (srank == 1) op = MPI_MAX
  call MPI_Allreduce(x, y, 1, MPI_INTEGER, op, sub, ierr) ! monitor-expect: collective-mismatch
  call MPI_Comm_free(sub, ierr)
  call MPI_Finalize(ierr)
end program coll_split_bug
