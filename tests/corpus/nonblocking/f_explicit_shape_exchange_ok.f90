! A halo exchange subroutine takes its buffers as explicit-shape arrays (passed by
! address, no temporary copy) and starts MPI_ISEND / MPI_IRECV on them; the caller
! waits for both requests before touching the buffers.
! Correct: the two buffers are different arrays and both operations are completed.
module exchange_ok_mod
  use mpi
  implicit none
contains
  subroutine start_exchange(snd, rcv, n, other, req_send, req_recv)
    integer :: n, other, req_send, req_recv, ierr
    real(kind=8) :: snd(n), rcv(n)
    call MPI_ISEND(snd, n, MPI_DOUBLE_PRECISION, other, 1, MPI_COMM_WORLD, req_send, ierr)
    call MPI_IRECV(rcv, n, MPI_DOUBLE_PRECISION, other, 1, MPI_COMM_WORLD, req_recv, ierr)
  end subroutine start_exchange
end module exchange_ok_mod

program explicit_shape_exchange
  use mpi
  use exchange_ok_mod
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
end program explicit_shape_exchange
