! Two accumulates on the same location of rank 1 by ranks 0 and 2 in one fence epoch, one
! with MPI_INTEGER2, the other with MPI_INTEGER (RMARaceBench atomic/005 in Fortran).
! Bug: accumulates are atomic with each other only for the same predefined datatype; here
! the bytes of the two may interleave.
program atomic_short_int_bug
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, win
  integer(kind=2) :: s(4)
  integer :: v(4), winbuf(8)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  s = 1
  v = (/ 1, 2, 3, 4 /)
  winbuf = 0
  winsize = 32
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Accumulate(s, 4, MPI_INTEGER2, 1, disp, 4, MPI_INTEGER2, MPI_SUM, win, ierr)
  end if
  if (rank == 2) then
    call MPI_Accumulate(v, 4, MPI_INTEGER, 1, disp, 4, MPI_INTEGER, MPI_SUM, win, ierr) ! expect: rma-target-race
  end if
  call MPI_Win_fence(0, win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program atomic_short_int_bug
