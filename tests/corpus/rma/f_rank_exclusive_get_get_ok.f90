! Two MPI_Get into the same variable, one under `if (rank == 0)`, the other under
! `if (rank == 2)`: they run on different processes, each into its own copy of `value`.
! Correct.
program rank_exclusive_get_get_ok
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, win, value
  integer :: winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  value = 0
  winbuf = rank
  winsize = 16
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Get(value, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
  end if
  if (rank == 2) then
    value = 2
    call MPI_Get(value, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  print *, rank, value
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program rank_exclusive_get_get_ok
