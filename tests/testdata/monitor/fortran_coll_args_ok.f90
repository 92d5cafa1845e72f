! run: np=4
! The correct twin of fortran_split_negative_color_bug, fortran_free_active_collective_request_bug,
! fortran_unreceived_message_bug and fortran_coll_comm_arg_bug: MPI_Comm_split with
! non-negative colours and with MPI_UNDEFINED; an MPI_Ibarrier completed by MPI_Wait, not
! freed; every message sent is received; every process reduces on its own half of
! MPI_COMM_WORLD at the same line (two communicators picked from an array, each called by all
! of its members), then all meet at a barrier on MPI_COMM_WORLD.
program coll_args_ok
  use mpi
  implicit none
  integer :: ierr, rank, x, y, half, dup, lone, color, req, i, comms(2)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  x = 1
  y = 0
  call MPI_Comm_split(MPI_COMM_WORLD, mod(rank, 2), rank, half, ierr)
  color = MPI_UNDEFINED
  if (rank == 0) color = 0
  call MPI_Comm_split(MPI_COMM_WORLD, color, 0, lone, ierr)
  call MPI_Comm_dup(half, dup, ierr)
  comms(1) = half
  comms(2) = dup
  do i = 1, 3
    call MPI_Allreduce(x, y, 1, MPI_INTEGER, MPI_SUM, comms(merge(2, 1, i == 2)), ierr)
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end do
  call MPI_Ibarrier(MPI_COMM_WORLD, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  if (rank == 0) then
    call MPI_Send(y, 1, MPI_INTEGER, 1, 3, MPI_COMM_WORLD, ierr)
  else if (rank == 1) then
    call MPI_Recv(x, 1, MPI_INTEGER, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  end if
  if (lone /= MPI_COMM_NULL) call MPI_Comm_free(lone, ierr)
  call MPI_Comm_free(dup, ierr)
  call MPI_Comm_free(half, ierr)
  print *, 'rank', rank, x, y
  call MPI_Finalize(ierr)
end program coll_args_ok
