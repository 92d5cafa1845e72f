! Rank 0 puts into rank 1's window while rank 1 stores into its window memory through a
! module subroutine that receives the array as a dummy argument, in the same fence epoch.
! Bug: the Put and the store race on winbuf(1) of rank 1.
module touchmod_bug
  implicit none
contains
  subroutine touch(a)
    integer, intent(inout) :: a(4)
    a(1) = 42 ! expect: rma-target-race
  end subroutine touch
end module touchmod_bug

program f_target_helper_store
  use mpi
  use touchmod_bug
  implicit none
  integer :: ierr, rank, nprocs, win
  integer :: buf(4), winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  winbuf = rank
  buf = 7
  winsize = 16
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(buf, 4, MPI_INTEGER, 1, disp, 4, MPI_INTEGER, win, ierr)
  else if (rank == 1) then
    call touch(winbuf)
  end if
  call MPI_Win_fence(0, win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_target_helper_store
