! ll_load_get_loop in Fortran (seed 001, Table II and Fig. 5): in a loop with
! no synchronisation, the buffer is loaded, then overwritten by MPI_Get.
! Bug: from the second iteration on, the load reads the buffer the previous
! MPI_Get may still be writing, and the MPI_Get conflicts with itself.
program ll_load_get_loop
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, nprocs, win, step, total
  integer :: buf, winbuf
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  winbuf = rank + 1
  buf = 0
  total = 0
  winsize = 4
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)

  call MPI_Win_lock_all(0, win, ierr)
  step = 1
  do while (step < nprocs)
    total = total + buf ! expect: rma-local-race
    if (rank >= step) then
      call MPI_Get(buf, 1, MPI_INTEGER, rank - step, disp, 1, MPI_INTEGER, win, ierr) ! expect: rma-local-race
    end if
    step = step * 2
  end do
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  print *, rank, buf, total
  call MPI_Finalize(ierr)
end program ll_load_get_loop
