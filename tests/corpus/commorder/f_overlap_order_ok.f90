! parcoach-args: --np 4
! A communicator split by mod(rank, 2) overlaps MPI_COMM_WORLD; the ranks call the barrier and
! the reduction in different orders only where the colour differs too, so the processes
! sharing the split communicator agree on the order: correct.
program overlap_order
  use mpi
  implicit none
  integer :: rank, sub, ierr, x, y
  x = 1
  y = 0
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_split(MPI_COMM_WORLD, mod(rank, 2), rank, sub, ierr)
  if (mod(rank, 2) /= 0) then
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
    call MPI_Reduce(x, y, 1, MPI_INTEGER, MPI_SUM, 0, sub, ierr)
  else
    call MPI_Reduce(x, y, 1, MPI_INTEGER, MPI_SUM, 0, sub, ierr)
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end if
  call MPI_Comm_free(sub, ierr)
  call MPI_Finalize(ierr)
end program overlap_order
