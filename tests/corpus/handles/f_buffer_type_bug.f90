! Fortran buffers that are variables of a known type, against the count and datatype that
! describe them. Bug: a datatype of another kind or size of value than the variable holds, and
! counts that need more bytes than the variable has from where the buffer starts.
program f_buffer_type_bug
  use mpi
  implicit none
  integer :: ierr, rank, ibuf(10)
  real(8) :: dbuf(10), x
  real :: r4(5)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  ibuf = rank
  call MPI_Bcast(ibuf, 10, MPI_DOUBLE_PRECISION, 0, MPI_COMM_WORLD, ierr) ! expect: mpi-invalid-argument
  call MPI_Bcast(dbuf, 10, MPI_REAL, 0, MPI_COMM_WORLD, ierr) ! expect: mpi-invalid-argument
  call MPI_Bcast(x, 2, MPI_DOUBLE_PRECISION, 0, MPI_COMM_WORLD, ierr) ! expect: mpi-invalid-argument
  call MPI_Bcast(ibuf(6), 6, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr) ! expect: mpi-invalid-argument
  call MPI_Allreduce(MPI_IN_PLACE, r4, 6, MPI_REAL, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: mpi-invalid-argument
  print *, rank, ibuf(1), dbuf(1), x, r4(1)
  call MPI_Finalize(ierr)
end program
