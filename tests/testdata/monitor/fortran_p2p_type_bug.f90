! run: np=2
! An integer sent with MPI_INTEGER, received as MPI_REAL: the same size, not the same type
! signature (mpich's Fortran binding calls the C functions, so the monitor sees both).
program p2p_type_bug
  use mpi
  implicit none
  integer :: rank, ierr, n
  real :: x
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  n = 42
  if (rank == 0) then
    call MPI_Send(n, 1, MPI_INTEGER, 1, 3, MPI_COMM_WORLD, ierr)
  else if (rank == 1) then
    call MPI_Recv(x, 1, MPI_REAL, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr) ! monitor-expect: p2p-mismatch
  end if
  call MPI_Finalize(ierr)
end program p2p_type_bug
