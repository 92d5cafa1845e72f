! run: np=2
! The twin of fortran_init_state_bug: what MPI 4.0 §11.4.1 allows before MPI_Init and after
! MPI_Finalize (MPI_Initialized, MPI_Finalized, MPI_Get_version).
program init_state_ok
  use mpi
  implicit none
  integer :: ierr, rank, major, minor
  logical :: init, fin
  call MPI_Initialized(init, ierr)
  call MPI_Get_version(major, minor, ierr)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Finalize(ierr)
  call MPI_Finalized(fin, ierr)
  print *, 'rank', rank, init, fin, major >= 3
end program init_state_ok
