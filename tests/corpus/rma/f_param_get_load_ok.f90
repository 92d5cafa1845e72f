! Two dummy arguments (issue 13, one memory model): exchange gets into `in` and reads `old` in
! the same fence epoch. The subroutine alone cannot tell them apart; the program passes two
! different arrays, which the program-wide points-to keeps in different classes.
! Correct (the twin f_param_get_load_bug.f90 passes one array as both).
module exchmod_ok
  use mpi
  implicit none
contains
  subroutine exchange(in, old, target, win, v)
    integer, intent(inout) :: in(1), old(1)
    integer, intent(in) :: target, win
    integer, intent(out) :: v
    integer :: ierr
    integer(kind=MPI_ADDRESS_KIND) :: disp
    disp = 0
    call MPI_Win_fence(0, win, ierr)
    call MPI_Get(in, 1, MPI_INTEGER, target, disp, 1, MPI_INTEGER, win, ierr)
    v = old(1)
    call MPI_Win_fence(0, win, ierr)
  end subroutine exchange
end module exchmod_ok

program f_param_get_load
  use mpi
  use exchmod_ok
  implicit none
  integer :: ierr, rank, nprocs, win, v
  integer :: got(1), prev(1), winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  winbuf = rank
  got = 0
  prev = 5
  winsize = 16
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call exchange(got, prev, mod(rank + 1, nprocs), win, v)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_param_get_load
