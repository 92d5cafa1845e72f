! An MPI_Get made three module subroutines deep (get1 -> get2 -> get3, the buffer passed on
! as buf(2), explicit-shape dummies) fills buf(2:4); the main program reads buf(2) before the
! fence that ends the epoch.
! Bug: the load may see the value before the Get has written it.
module getmod_d3bug
  use mpi
  implicit none
contains
  subroutine get3(buf, n, target, win)
    integer, intent(in) :: n, target, win
    integer, intent(inout) :: buf(n)
    integer :: ierr
    integer(kind=MPI_ADDRESS_KIND) :: disp
    disp = 0
    call MPI_Get(buf, n, MPI_INTEGER, target, disp, n, MPI_INTEGER, win, ierr)
  end subroutine get3
  subroutine get2(buf, target, win)
    integer, intent(in) :: target, win
    integer, intent(inout) :: buf(*)
    call get3(buf(2), 3, target, win)
  end subroutine get2
  subroutine get1(buf, target, win)
    integer, intent(in) :: target, win
    integer, intent(inout) :: buf(4)
    call get2(buf, target, win)
  end subroutine get1
end module getmod_d3bug

program fdeep3_d3bug
  use mpi
  use getmod_d3bug
  implicit none
  integer :: ierr, rank, nprocs, target, win, early
  integer :: buf(4), winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  target = mod(rank + 1, nprocs)
  winbuf = rank
  buf = 0
  winsize = 16
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)

  call MPI_Win_fence(0, win, ierr)
  call get1(buf, target, win)
  early = buf(2) ! expect: rma-local-race
  call MPI_Win_fence(0, win, ierr)

  call MPI_Win_free(win, ierr)
  print *, rank, early, buf(2)
  call MPI_Finalize(ierr)
end program fdeep3_d3bug
