! run: np=2
! Matching type signatures in Fortran: MPI_INTEGER received as MPI_INTEGER4 (the same basic type),
! MPI_DOUBLE_PRECISION through a contiguous derived type, nonblocking receives.
program p2p_type_ok
  use mpi
  implicit none
  integer :: rank, ierr, n(4), m(4), t2, req
  double precision :: a(2), b(2)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Type_contiguous(2, MPI_DOUBLE_PRECISION, t2, ierr)
  call MPI_Type_commit(t2, ierr)
  n = (/1, 2, 3, 4/)
  m = 0
  a = (/1.5d0, 2.5d0/)
  b = 0
  if (rank == 0) then
    call MPI_Send(n, 4, MPI_INTEGER, 1, 1, MPI_COMM_WORLD, ierr)
    call MPI_Send(a, 1, t2, 1, 2, MPI_COMM_WORLD, ierr)
  else if (rank == 1) then
    call MPI_Irecv(m, 4, MPI_INTEGER4, 0, 1, MPI_COMM_WORLD, req, ierr)
    call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
    call MPI_Recv(b, 2, MPI_DOUBLE_PRECISION, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
    print *, m(4), b(2)
  end if
  call MPI_Type_free(t2, ierr)
  call MPI_Finalize(ierr)
end program p2p_type_ok
