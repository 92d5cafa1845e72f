! Null handles and a negative count in Fortran (mpif.h).
! Bug: each marked call aborts with an MPI error.
program null_handles
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, comm, dtype, n, buf(4), s
  integer :: dup
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  buf = 0
  comm = MPI_COMM_NULL
  call MPI_Bcast(buf, 4, MPI_INTEGER, 0, comm, ierr) ! expect: mpi-invalid-argument
  dtype = MPI_DATATYPE_NULL
  call MPI_Bcast(buf, 4, dtype, 0, MPI_COMM_WORLD, ierr) ! expect: mpi-invalid-argument
  n = -1
  call MPI_Allreduce(rank, s, n, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: mpi-invalid-argument
  call MPI_Comm_dup(MPI_COMM_WORLD, dup, ierr) ! expect: mpi-resource-leak
  call MPI_Barrier(dup, ierr)
  call MPI_Finalize(ierr)
end program null_handles
