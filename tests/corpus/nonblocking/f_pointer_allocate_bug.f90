! The receive goes into a POINTER array allocated by the runtime (_FortranAPointerAllocate),
! and the program writes that array before MPI_WAIT: the block the pointer names is the
! pending receive buffer (its first element is given, so no temporary copy is made).
module pointer_recv_mod
  use mpi
  implicit none
contains
  subroutine exchange(rank, nproc)
    integer, intent(in) :: rank, nproc
    integer, pointer :: p(:)
    integer :: ierr, req, sbuf(4), status(MPI_STATUS_SIZE)
    allocate(p(4))
    call MPI_IRECV(p(1), 4, MPI_INTEGER, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, req, ierr)
    p(1) = 4 ! expect: mpi-buffer-race
    sbuf = rank
    call MPI_SEND(sbuf, 4, MPI_INTEGER, mod(rank + 1, nproc), 7, MPI_COMM_WORLD, ierr)
    call MPI_WAIT(req, status, ierr)
    print *, rank, 'got', p(1)
    deallocate(p)
  end subroutine exchange
end module pointer_recv_mod

program pointer_allocate_bug
  use mpi
  use pointer_recv_mod
  implicit none
  integer :: ierr, rank, nproc
  call MPI_INIT(ierr)
  call MPI_COMM_RANK(MPI_COMM_WORLD, rank, ierr)
  call MPI_COMM_SIZE(MPI_COMM_WORLD, nproc, ierr)
  call exchange(rank, nproc)
  call MPI_FINALIZE(ierr)
end program pointer_allocate_bug
