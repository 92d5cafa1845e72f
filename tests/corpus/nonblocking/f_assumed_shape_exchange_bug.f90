! A halo exchange subroutine takes its buffers as assumed-shape arrays and starts
! MPI_ISEND / MPI_IRECV on them; the caller waits later.
! Bug: an assumed-shape dummy may be non-contiguous, so the compiler passes a
! contiguous temporary copy to each call and copies it back (and frees it) as soon
! as the call returns, while the operation is still in flight (MPI 4.0 section
! 19.1.12). The send and the receive buffer themselves are two different arrays:
! only the copies are reported, not the two buffers against each other.
module exchange_mod
  use mpi
  implicit none
contains
  subroutine start_exchange(snd, rcv, n, other, req_send, req_recv)
    real(kind=8) :: snd(:), rcv(:)
    integer :: n, other, req_send, req_recv, ierr
    call MPI_ISEND(snd, n, MPI_DOUBLE_PRECISION, other, 1, MPI_COMM_WORLD, req_send, ierr) ! expect: mpi-buffer-race
    call MPI_IRECV(rcv, n, MPI_DOUBLE_PRECISION, other, 1, MPI_COMM_WORLD, req_recv, ierr) ! expect: mpi-buffer-race
  end subroutine start_exchange
end module exchange_mod

program assumed_shape_exchange
  use mpi
  use exchange_mod
  implicit none
  real(kind=8) :: a(10), b(10)
  integer :: ierr, rank, nprocs, other, rs, rr
  integer :: st(MPI_STATUS_SIZE)
  call MPI_INIT(ierr)
  call MPI_COMM_RANK(MPI_COMM_WORLD, rank, ierr)
  call MPI_COMM_SIZE(MPI_COMM_WORLD, nprocs, ierr)
  other = mod(rank + 1, nprocs)
  a = rank
  call start_exchange(a, b, 10, other, rs, rr)
  call MPI_WAIT(rs, st, ierr)
  call MPI_WAIT(rr, st, ierr)
  print *, rank, b(1)
  call MPI_FINALIZE(ierr)
end program assumed_shape_exchange
