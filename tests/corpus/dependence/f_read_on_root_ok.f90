! Process 0 alone reads the number of steps from a file, then broadcasts it: every process
! runs the loop of reductions the same number of times.
program read_on_root_ok
  use mpi
  implicit none
  integer :: rank, ierr, n, i
  double precision :: x, y
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  n = 1
  if (rank == 0) then
    open(unit=10, file='read_on_root_ok.in', action='write')
    write(10, *) 3
    close(10)
    open(unit=10, file='read_on_root_ok.in', action='read')
    read(10, *) n
    close(10)
  end if
  call MPI_Bcast(n, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
  x = rank
  do i = 1, n
    call MPI_Allreduce(x, y, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
  end do
  call MPI_Finalize(ierr)
end program read_on_root_ok
