! run: np=2
! MPI_Comm_split with a negative colour that is not MPI_UNDEFINED (MPI 4.0 §7.4.2: the colour
! must be non-negative or MPI_UNDEFINED); the Fortran twin of split_negative_color_bug.c.
program split_negative_color_bug
  use mpi
  implicit none
  integer :: ierr, rank, c
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_split(MPI_COMM_WORLD, rank - 5, 0, c, ierr) ! monitor-expect: invalid-argument
  call MPI_Comm_free(c, ierr)
  call MPI_Finalize(ierr)
end program split_negative_color_bug
