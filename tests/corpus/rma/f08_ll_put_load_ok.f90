! ll_put_load with `use mpi_f08` (seed 001, Table II): the origin buffer of an
! MPI_Put is read inside the epoch.
! Correct: two reads of the same buffer are compatible.
program f08_ll_put_load
  use mpi_f08
  implicit none
  integer :: rank, nprocs, target, total
  integer :: buf(4), winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp
  type(MPI_Win) :: win

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs)
  target = mod(rank + 1, nprocs)
  winbuf = -1
  buf = rank
  winsize = 16
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)

  call MPI_Win_fence(0, win)
  call MPI_Put(buf, 4, MPI_INTEGER, target, disp, 4, MPI_INTEGER, win)
  total = buf(1) + buf(4)
  call MPI_Win_fence(0, win)

  call MPI_Win_free(win)
  print *, rank, total, winbuf(1)
  call MPI_Finalize()
end program f08_ll_put_load
