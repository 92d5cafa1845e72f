! run: np=2
! The fence opens its epoch with MPI_MODE_NOPUT, yet rank 0 puts into rank 1's window before the
! next fence: rank 1 reports it there, naming the put's line.
program fence_noput_bug
  use mpi
  implicit none
  integer :: ierr, rank, win, buf(4), x
  integer(kind=MPI_ADDRESS_KIND) :: size, disp
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  buf = 0
  x = 1
  size = 16
  disp = 0
  call MPI_Win_create(buf, size, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Win_fence(MPI_MODE_NOPUT, win, ierr)
  if (rank == 0) then
    call MPI_Put(x, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr) ! monitor-expect: rma-fence-assert
  end if
  call MPI_Win_fence(0, win, ierr)
  print *, 'rank', rank, buf(1)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program fence_noput_bug
