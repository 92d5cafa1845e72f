! ll_get_load in Fortran (seed 001, Table II): a load of the buffer an MPI_Get With `use mpi` (parcoach's module for flang).
! is filling, inside a fence epoch.
! Bug: the value read is the old or the new one.
program ll_get_load
  use mpi
  implicit none
  integer :: ierr, rank, nprocs, target, win, early
  integer :: buf(4), winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  target = mod(rank + 1, nprocs)
  winbuf = rank
  buf = 0
  winsize = 16
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)

  call MPI_Win_fence(0, win, ierr)
  call MPI_Get(buf, 4, MPI_INTEGER, target, disp, 4, MPI_INTEGER, win, ierr)
  early = buf(2) ! expect: rma-local-race
  call MPI_Win_fence(0, win, ierr)

  call MPI_Win_free(win, ierr)
  print *, rank, early, buf(2)
  call MPI_Finalize(ierr)
end program ll_get_load
