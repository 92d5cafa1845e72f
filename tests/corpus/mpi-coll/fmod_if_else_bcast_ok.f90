! Fortran (use mpi): both branches of a rank test call MPI_Bcast with With `use mpi` (parcoach's module for flang).
! the same root; the root fills the buffer first.
! Correct: every process executes exactly one MPI_Bcast.
program if_else_bcast
  use mpi
  implicit none
  integer :: ierr, rank
  integer :: params(3)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)

  params = 0
  if (rank == 0) then
    params = (/ 4, 5, 6 /)
    call MPI_Bcast(params, 3, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
  else
    call MPI_Bcast(params, 3, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
  end if

  if (rank == 0) print '(a,3i3)', 'params', params

  call MPI_Finalize(ierr)
end program if_else_bcast
