! The twin of f_target_put_load_bug.f90: rank 1 reads the element after the fence that
! completes rank 0's Put.
! Correct.
program target_put_load
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, win, value
  integer :: winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  winbuf = 0
  value = 42
  winsize = 16
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)

  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(value, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  if (rank == 1) then
    print *, winbuf(1)
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program target_put_load
