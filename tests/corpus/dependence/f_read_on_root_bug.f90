! Process 0 alone reads the number of steps from a file and nobody broadcasts it: the other
! processes keep the default, and the loop of reductions runs a different number of times.
! (flang's READ stores each item through a runtime call; the item is written only where the
! READ runs.)
program read_on_root_bug
  use mpi
  implicit none
  integer :: rank, ierr, n, i
  double precision :: x, y
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  n = 1
  if (rank == 0) then
    open(unit=10, file='read_on_root_bug.in', action='write')
    write(10, *) 3
    close(10)
    open(unit=10, file='read_on_root_bug.in', action='read')
    read(10, *) n
    close(10)
  end if
  x = rank
  do i = 1, n
    call MPI_Allreduce(x, y, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: collective-in-loop
  end do
  call MPI_Finalize(ierr)
end program read_on_root_bug
