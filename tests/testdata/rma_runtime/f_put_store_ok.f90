! The origin buffer of an MPI_Put is modified after MPI_Win_unlock_all completed it (Fortran): no

! race.
! run: np=2
program put_store
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
  call MPI_Win_unlock_all(win, ierr)
  buf(4) = 99
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_free(win, ierr)
  print *, rank, 'done'
  call MPI_Finalize(ierr)
end program put_store
