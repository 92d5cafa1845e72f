! Like f_helper_fills_pending_recv_bug.f90, but the subroutine fills `halo` only after the
! wait; while the receive is pending it fills the send buffer.
subroutine fill(v, n, rank)
  implicit none
  integer :: n, rank, i
  double precision :: v(n)
  do i = 1, n
    v(i) = rank + i
  end do
end subroutine fill

program helper_fills_pending_recv
  implicit none
  include 'mpif.h'
  integer, parameter :: n = 16
  integer :: ierr, rank, nprocs, rreq
  integer :: status(MPI_STATUS_SIZE)
  double precision :: halo(n), mine(n)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  call MPI_Irecv(halo, n, MPI_DOUBLE_PRECISION, mod(rank + nprocs - 1, nprocs), 0, MPI_COMM_WORLD, rreq, ierr)
  call fill(mine, n, rank)
  call MPI_Send(mine, n, MPI_DOUBLE_PRECISION, mod(rank + 1, nprocs), 0, MPI_COMM_WORLD, ierr)
  call MPI_Wait(rreq, status, ierr)
  print *, rank, halo(1)
  call fill(halo, n, rank)
  print *, rank, halo(1)
  call MPI_Finalize(ierr)
end program helper_fills_pending_recv
