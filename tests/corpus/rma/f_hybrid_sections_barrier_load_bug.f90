! MPI + OpenMP in Fortran, target side: rank 0 puts into rank 1's window, completes it and
! enters a barrier in one section of a sections construct; on the other ranks another section
! than the one entering the barrier, maybe on another thread, reads the element.
! Bug: that section is not ordered with the barrier: it may read before the Put arrived.
program hybrid_sections_barrier_load
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, win, value, provided, n
  integer :: winbuf(4)
  integer(kind=MPI_ADDRESS_KIND) :: winsize, disp

  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  winbuf = 0
  value = 42
  n = 0
  winsize = 16
  disp = 0
  call MPI_Win_create(winbuf, winsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  if (rank == 0) then
    call MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win, ierr)
    call MPI_Put(value, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_unlock(1, win, ierr)
    !$omp parallel num_threads(2)
    !$omp sections
    !$omp section
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
    !$omp section
    n = n + 1
    !$omp end sections
    !$omp end parallel
  else
    !$omp parallel num_threads(2)
    !$omp sections
    !$omp section
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
    !$omp section
    print *, winbuf(1) ! expect: rma-target-race
    !$omp end sections
    !$omp end parallel
  end if

  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  print *, n
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program hybrid_sections_barrier_load
