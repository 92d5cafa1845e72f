! A POINTER array allocated while a receive into an ALLOCATABLE array is pending, and
! written: a new block, not the receive buffer. flang allocates a POINTER through the runtime
! (_FortranAPointerAllocate), an ALLOCATABLE inline (malloc): the runtime's block had no name
! in the memory models, so the store through the pointer "may" write the pending buffer
! (BookLeaf_F90's key lists, t3_keys.f90, while its MPI_Irecv is pending).
module pointer_allocate_mod
  use mpi
  implicit none
contains
  subroutine exchange(rank, nproc)
    integer, intent(in) :: rank, nproc
    integer, pointer :: p(:)
    integer, dimension(:), allocatable :: rbuf
    integer :: ierr, req, sbuf(4), status(MPI_STATUS_SIZE)
    allocate(rbuf(4))
    call MPI_IRECV(rbuf, 4, MPI_INTEGER, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, req, ierr)
    allocate(p(1))
    p(1) = 4
    sbuf = rank
    call MPI_SEND(sbuf, 4, MPI_INTEGER, mod(rank + 1, nproc), 7, MPI_COMM_WORLD, ierr)
    call MPI_WAIT(req, status, ierr)
    print *, rank, 'got', rbuf(1), p(1)
    deallocate(p, rbuf)
  end subroutine exchange
end module pointer_allocate_mod

program pointer_allocate_ok
  use mpi
  use pointer_allocate_mod
  implicit none
  integer :: ierr, rank, nproc
  call MPI_INIT(ierr)
  call MPI_COMM_RANK(MPI_COMM_WORLD, rank, ierr)
  call MPI_COMM_SIZE(MPI_COMM_WORLD, nproc, ierr)
  call exchange(rank, nproc)
  call MPI_FINALIZE(ierr)
end program pointer_allocate_ok
