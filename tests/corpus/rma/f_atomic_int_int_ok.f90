! The twin of f_atomic_short_int_bug.f90: both accumulates use MPI_INTEGER and MPI_SUM: they
! are atomic with each other.
! Correct.
program atomic_int_int_ok
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, win
  integer :: u(4), v(4), winbuf(8)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  u = 1
  v = (/ 1, 2, 3, 4 /)
  winbuf = 0
  winsize = 32
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Accumulate(u, 4, MPI_INTEGER, 1, disp, 4, MPI_INTEGER, MPI_SUM, win, ierr)
  end if
  if (rank == 2) then
    call MPI_Accumulate(v, 4, MPI_INTEGER, 1, disp, 4, MPI_INTEGER, MPI_SUM, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program atomic_int_int_ok
