! Rank 0 puts and rank 1 accumulates into the same location of rank 2's window in one fence epoch
! (Fortran): MPI_Put is not atomic with MPI_Accumulate.
! run: np=3
program fence_put_put
  use mpi
  implicit none
  integer :: rank, ierr, win, v, w
  integer :: buf(4)
  integer(kind=MPI_ADDRESS_KIND) :: sz, disp
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  buf = 0
  sz = 16
  call MPI_Win_create(buf, sz, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  v = rank + 1
  w = v
  disp = 1
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(v, 1, MPI_INTEGER, 2, disp, 1, MPI_INTEGER, win, ierr) ! rma-expect: rma-target-race
  end if
  if (rank == 1) then
    call MPI_Accumulate(w, 1, MPI_INTEGER, 2, disp, 1, MPI_INTEGER, MPI_SUM, win, ierr) ! rma-expect: rma-target-race
  end if
  call MPI_Win_fence(0, win, ierr)
  if (rank == 2) print *, 'set', buf(2) /= 0
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program
