! ll_get_load with `use mpi_f08` (seed 001, Table II): a load of the buffer an
! MPI_Get is filling, inside a fence epoch; type(MPI_Win).
! Bug: the value read is the old or the new one.
program f08_ll_get_load
  use mpi_f08
  implicit none
  integer :: rank, nprocs, target, early
  integer :: buf(4), winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp
  type(MPI_Win) :: win

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs)
  target = mod(rank + 1, nprocs)
  winbuf = rank
  buf = 0
  winsize = 16
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)

  call MPI_Win_fence(0, win)
  call MPI_Get(buf, 4, MPI_INTEGER, target, disp, 4, MPI_INTEGER, win)
  early = buf(2) ! expect: rma-local-race
  call MPI_Win_fence(0, win)

  call MPI_Win_free(win)
  print *, rank, early, buf(2)
  call MPI_Finalize()
end program f08_ll_get_load
