! Fortran buffers that are variables of a known type, described by counts and datatypes that
! fit: INTEGER as MPI_INTEGER, REAL(8) as MPI_DOUBLE_PRECISION, an element of an array that
! starts the rest of the array (sequence association), MPI_BYTE, CHARACTER storage. Silent.
program f_buffer_type_ok
  use mpi
  implicit none
  integer :: ierr, rank, ibuf(10)
  real(8) :: dbuf(10), x
  real :: r4(5)
  character(len=16) :: name
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  ibuf = rank
  dbuf = 1.0d0
  x = 2.0d0
  r4 = 3.0
  name = 'parcoach'
  call MPI_Bcast(ibuf, 10, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
  call MPI_Bcast(dbuf, 10, MPI_DOUBLE_PRECISION, 0, MPI_COMM_WORLD, ierr)
  call MPI_Bcast(x, 1, MPI_DOUBLE_PRECISION, 0, MPI_COMM_WORLD, ierr)
  call MPI_Bcast(ibuf(6), 5, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
  call MPI_Bcast(dbuf, 80, MPI_BYTE, 0, MPI_COMM_WORLD, ierr)
  call MPI_Bcast(name, 16, MPI_CHARACTER, 0, MPI_COMM_WORLD, ierr)
  call MPI_Allreduce(MPI_IN_PLACE, r4, 5, MPI_REAL, MPI_SUM, MPI_COMM_WORLD, ierr)
  print *, rank, ibuf(1), dbuf(1), x, r4(1), name
  call MPI_Finalize(ierr)
end program
