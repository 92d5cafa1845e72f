! parcoach-args: --np 4
! A communicator split by mod(rank, 2) overlaps MPI_COMM_WORLD; ranks 1-3 call the barrier on
! MPI_COMM_WORLD before the reduction on the split, rank 0 the other way round.
! Bug: rank 0 waits in MPI_Reduce for rank 2 (same colour), which waits in MPI_Barrier for
! rank 0: each communicator's own order is the same everywhere, yet the job hangs.
program overlap_order
  use mpi
  implicit none
  integer :: rank, sub, ierr, x, y
  x = 1
  y = 0
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_split(MPI_COMM_WORLD, mod(rank, 2), rank, sub, ierr)
  if (mod(rank, 4) /= 0) then
    call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-order-overlap
    call MPI_Reduce(x, y, 1, MPI_INTEGER, MPI_SUM, 0, sub, ierr)
  else
    call MPI_Reduce(x, y, 1, MPI_INTEGER, MPI_SUM, 0, sub, ierr) ! expect: collective-order-overlap
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end if
  call MPI_Comm_free(sub, ierr)
  call MPI_Finalize(ierr)
end program overlap_order
