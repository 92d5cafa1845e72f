! Rank 0 computes each step's value and broadcasts it; the other processes receive it in a
! DO loop of their own with the same count, then both sides run a DO loop with a uniform
! count around a barrier. flang counts a DO loop's trips down in a phi of its header.
program main
  use mpi
  implicit none
  integer :: rank, ierr, i, j, x, steps
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  x = 0
  steps = command_argument_count() + 2
  if (rank == 0) then
    do i = 1, 3
      x = i * 7
      call MPI_Bcast(x, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
    end do
    do i = 1, steps
      call MPI_Barrier(MPI_COMM_WORLD, ierr)
    end do
  else
    do j = 1, 3
      call MPI_Bcast(x, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
    end do
    do j = 1, steps
      x = x + j
      call MPI_Barrier(MPI_COMM_WORLD, ierr)
    end do
  end if
  call MPI_Finalize(ierr)
end program main
