! The twin of f_loop_barrier_put_load_ok.f90 without the barrier between the Put and the
! read: in each iteration rank 1 reads its window while rank 0's Put into it may be in progress.
! Bug: rank 1 may read the old or the new value.
program f_loop_barrier_put_load
  use mpi
  implicit none
  integer :: ierr, rank, win, it, value, total
  integer :: winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  winbuf = 0
  winsize = 16
  disp = 0
  total = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  do it = 1, 10
    if (rank == 0) then
      call MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win, ierr)
      value = it
      call MPI_Put(value, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
      call MPI_Win_unlock(1, win, ierr)
    end if
    if (rank == 1) then
      total = total + winbuf(1) ! expect: rma-target-race
    end if
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end do
  print *, rank, total
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_loop_barrier_put_load
