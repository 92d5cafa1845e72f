! MPI_Win_flush_local after an MPI_Put only completes it at the origin (its buffer may be
! reused); a later MPI_Get of the same target location may still overtake it
! (RMARaceBench sync/025 in Fortran).
! Bug: the Get may read the old or the new value.
program flush_local_put_get_bug
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
    call MPI_Win_flush_local(1, win, ierr)
    value = 2
    call MPI_Get(got, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr) ! expect: rma-target-race
    call MPI_Win_unlock(1, win, ierr)
    print *, 'got', got
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program flush_local_put_get_bug
