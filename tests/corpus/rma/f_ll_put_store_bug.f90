! ll_put_store in Fortran (seed 001, Table II): the origin buffer of an MPI_Put
! is modified inside the epoch.
! Bug: the target may receive the old or the new value.
program ll_put_store
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
  buf = rank
  winsize = 16
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)

  call MPI_Win_lock_all(0, win, ierr)
  call MPI_Put(buf, 4, MPI_INTEGER, target, disp, 4, MPI_INTEGER, win, ierr)
  buf(4) = 99 ! expect: rma-local-race
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_free(win, ierr)
  print *, rank, winbuf(4)
  call MPI_Finalize(ierr)
end program ll_put_store
