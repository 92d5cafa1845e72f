! Each process formats its rank into a string and reads a count back from it (an internal
! READ): the count differs between processes, and so does the number of reductions.
program internal_read_bug
  use mpi
  implicit none
  integer :: rank, ierr, n, i
  character(len=16) :: text
  double precision :: x, y
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  write(text, '(i0)') rank + 1
  read(text, *) n
  x = rank
  do i = 1, n
    call MPI_Allreduce(x, y, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: collective-in-loop
  end do
  call MPI_Finalize(ierr)
end program internal_read_bug
