! ll_put_load in Fortran (seed 001, Table II): the origin buffer of an MPI_Put With `use mpi` (parcoach's module for flang).
! is read inside the epoch.
! Correct: two reads of the same buffer are compatible.
program ll_put_load
  use mpi
  implicit none
  integer :: ierr, rank, nprocs, target, win, total
  integer :: buf(4), winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  target = mod(rank + 1, nprocs)
  winbuf = -1
  buf = rank
  winsize = 16
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)

  call MPI_Win_fence(0, win, ierr)
  call MPI_Put(buf, 4, MPI_INTEGER, target, disp, 4, MPI_INTEGER, win, ierr)
  total = buf(1) + buf(4)
  call MPI_Win_fence(0, win, ierr)

  call MPI_Win_free(win, ierr)
  print *, rank, total, winbuf(1)
  call MPI_Finalize(ierr)
end program ll_put_load
