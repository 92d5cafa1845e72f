! The twin of fmod_deep1_get_load_bug.f90: the main program reads buf(2) after the fence that
! completes the MPI_Get made in a module subroutine one call deep.
! Correct.
module getmod_d1ok
  use mpi
  implicit none
contains
  subroutine get1(buf, target, win)
    integer, intent(inout) :: buf(4)
    integer, intent(in) :: target, win
    integer :: ierr
    integer(kind=MPI_ADDRESS_KIND) :: disp
    disp = 0
    call MPI_Get(buf, 4, MPI_INTEGER, target, disp, 4, MPI_INTEGER, win, ierr)
  end subroutine get1
end module getmod_d1ok

program fdeep1_d1ok
  use mpi
  use getmod_d1ok
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
  call MPI_Win_fence(0, win, ierr)
  early = buf(2)

  call MPI_Win_free(win, ierr)
  print *, rank, early, buf(2)
  call MPI_Finalize(ierr)
end program fdeep1_d1ok
