! run: np=2
! The twin of fortran_fence_noput_bug: MPI_MODE_NOPRECEDE on the first fence, a put, then
! MPI_MODE_NOPUT on an epoch of gets only, MPI_MODE_NOSUCCEED on the last fence.
program fence_ok
  use mpi
  implicit none
  integer :: ierr, rank, win, buf(4), x, got
  integer(kind=MPI_ADDRESS_KIND) :: size, disp
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  buf = 0
  x = 10 + rank
  got = -1
  size = 16
  disp = 0
  call MPI_Win_create(buf, size, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Win_fence(MPI_MODE_NOPRECEDE, win, ierr)
  call MPI_Put(x, 1, MPI_INTEGER, 1 - rank, disp, 1, MPI_INTEGER, win, ierr)
  call MPI_Win_fence(MPI_MODE_NOPUT, win, ierr)
  call MPI_Get(got, 1, MPI_INTEGER, 1 - rank, disp, 1, MPI_INTEGER, win, ierr)
  call MPI_Win_fence(MPI_MODE_NOSUCCEED, win, ierr)
  print *, 'rank', rank, buf(1), got
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program fence_ok
