! Two MPI_Get into the same variable under the same `if (rank == 0)`, in one fence epoch.
! Bug: both write `value` on process 0 before the closing fence; which one lands is
! undefined.
program rank_same_get_get_bug
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, win, value
  integer :: winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp, disp2
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  value = 0
  winbuf = rank
  winsize = 16
  disp = 0
  disp2 = 1
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Get(value, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
    call MPI_Get(value, 1, MPI_INTEGER, 1, disp2, 1, MPI_INTEGER, win, ierr) ! expect: rma-local-race
  end if
  call MPI_Win_fence(0, win, ierr)
  print *, rank, value
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program rank_same_get_get_bug
