! The Fortran twin of hybrid_task_get_load_bug.c (RMARaceBench hybrid/009): a task gets an
! element of rank 0's window into the shared variable `got` and completes the Get; the thread
! that created the task prints `got` without waiting for the task. flang passes the task its
! shareds as a structure of addresses, filled from the parallel region's own captured ones. Both
! read the address of `got` from the region's captured structure: the same buffer (an error).
! Bug: the task may run later, on another thread: the print may see the old value.
program f_hybrid_task_get_load
  use mpi
  implicit none
  integer :: ierr, rank, provided, win, got
  integer :: winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp

  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  winbuf = rank
  got = 0
  winsize = 16
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  !$omp parallel num_threads(2)
  !$omp single
  !$omp task shared(got)
  call MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win, ierr)
  call MPI_Get(got, 1, MPI_INTEGER, 0, disp, 1, MPI_INTEGER, win, ierr)
  call MPI_Win_unlock(0, win, ierr)
  !$omp end task
  print *, got ! expect: rma-local-race
  !$omp end single
  !$omp end parallel
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_hybrid_task_get_load
