! The twin of f_hybrid_task_get_load_bug.f90: the thread that created the task waits for it
! (taskwait) before printing `got`.
! Correct.
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
  !$omp taskwait
  print *, got
  !$omp end single
  !$omp end parallel
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_hybrid_task_get_load
