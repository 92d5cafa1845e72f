! ll_store_put in Fortran (seed 001, Table II): the buffer is written, then
! sent with MPI_Put, in one epoch.
! Correct: the store is complete before the put reads the buffer.
program ll_store_put
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, nprocs, target, win
  integer :: buf(4), winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  target = mod(rank + 1, nprocs)
  winbuf = -1
  buf = 0
  winsize = 16
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)

  call MPI_Win_fence(0, win, ierr)
  buf(1) = rank
  call MPI_Put(buf, 4, MPI_INTEGER, target, disp, 4, MPI_INTEGER, win, ierr)
  call MPI_Win_fence(0, win, ierr)

  call MPI_Win_free(win, ierr)
  print *, rank, winbuf(1)
  call MPI_Finalize(ierr)
end program ll_store_put
