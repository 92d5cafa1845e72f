! The twin of fmod_deep3_get_load_bug.f90: the main program reads buf(1), which the MPI_Get
! made three calls deep (into buf(2:4)) does not touch, then buf(2) after the fence.
! Correct.
module getmod_d3ok
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
end module getmod_d3ok

program fdeep3_d3ok
  use mpi
  use getmod_d3ok
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
  early = buf(1)
  call MPI_Win_fence(0, win, ierr)
  early = early + buf(2)

  call MPI_Win_free(win, ierr)
  print *, rank, early, buf(2)
  call MPI_Finalize(ierr)
end program fdeep3_d3ok
