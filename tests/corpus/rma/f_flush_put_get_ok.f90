! The twin of f_flush_local_put_get_bug.f90 with MPI_Win_flush: the Put is complete at the
! target before the Get of the same location starts.
! Correct.
program flush_put_get_ok
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, win, value, got
  integer :: winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  value = 1
  got = 0
  winbuf = 0
  winsize = 16
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 0) then
    call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win, ierr)
    call MPI_Put(value, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(1, win, ierr)
    value = 2
    call MPI_Get(got, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_unlock(1, win, ierr)
    print *, 'got', got
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program flush_put_get_ok
