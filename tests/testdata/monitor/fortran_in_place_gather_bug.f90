! run: np=3
! MPI_IN_PLACE as the send buffer of MPI_Gather on every process: only the root may use it
! (MPI 4.0 §6.5); the others must send their value. The Fortran twin of in_place_gather_bug.c.
program in_place_gather_bug
  use mpi
  implicit none
  integer :: ierr, rank, all(8)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  all = 0
  all(rank + 1) = rank
  call MPI_Gather(MPI_IN_PLACE, 1, MPI_INTEGER, all, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr) ! monitor-expect: invalid-in-place
  call MPI_Finalize(ierr)
end program in_place_gather_bug
