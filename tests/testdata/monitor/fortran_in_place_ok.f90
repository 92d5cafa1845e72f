! run: np=3
! The correct twin of fortran_in_place_gather_bug and fortran_buffer_overlap_bug: MPI_IN_PLACE
! where MPI 4.0 accepts it (the send buffer at the root of MPI_Gather and MPI_Reduce, of
! MPI_Allreduce and MPI_Allgather everywhere, the receive buffer at the root of MPI_Scatter),
! and send and receive buffers of one call next to each other in one array, never overlapping.
program in_place_ok
  use mpi
  implicit none
  integer :: ierr, rank, nprocs, x, y, v(8), a(8), i
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  x = rank + 1
  if (rank == 0) then
    call MPI_Reduce(MPI_IN_PLACE, x, 1, MPI_INTEGER, MPI_SUM, 0, MPI_COMM_WORLD, ierr)
  else
    call MPI_Reduce(x, y, 1, MPI_INTEGER, MPI_SUM, 0, MPI_COMM_WORLD, ierr)
  end if
  v = 0
  v(rank + 1) = rank * 10
  if (rank == 0) then
    call MPI_Gather(MPI_IN_PLACE, 1, MPI_INTEGER, v, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
  else
    call MPI_Gather(v(rank + 1), 1, MPI_INTEGER, v, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
  end if
  call MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_INTEGER, MPI_MAX, MPI_COMM_WORLD, ierr)
  call MPI_Allgather(MPI_IN_PLACE, 1, MPI_INTEGER, v, 1, MPI_INTEGER, MPI_COMM_WORLD, ierr)
  if (rank == 0) then
    call MPI_Scatter(v, 1, MPI_INTEGER, MPI_IN_PLACE, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
  else
    call MPI_Scatter(v, 1, MPI_INTEGER, v(rank + 1), 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
  end if
  a = (/ (rank * 10 + i, i = 1, 8) /)
  ! the two halves of one array, disjoint: a(1:4) sent, a(5:8) received
  call MPI_Allreduce(a(1), a(5), 4, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
  print *, 'rank', rank, x, v(rank + 1), a(5)
  call MPI_Finalize(ierr)
end program in_place_ok
