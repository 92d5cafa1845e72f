! A persistent barrier and a persistent broadcast started and completed by every process, in
! a loop; the value is read only on the non-root processes.
program persistent_bcast_start_ok
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, root, x, bar, bc, i
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  root = 0
  x = 0
  call MPI_Barrier_init(MPI_COMM_WORLD, MPI_INFO_NULL, bar, ierr)
  call MPI_Bcast_init(x, 1, MPI_INTEGER, root, MPI_COMM_WORLD, MPI_INFO_NULL, bc, ierr)
  do i = 1, 3
    if (rank == root) x = i
    call MPI_Start(bc, ierr)
    call MPI_Wait(bc, MPI_STATUS_IGNORE, ierr)
    if (rank /= root) print *, x
    call MPI_Start(bar, ierr)
    call MPI_Wait(bar, MPI_STATUS_IGNORE, ierr)
  end do
  call MPI_Request_free(bc, ierr)
  call MPI_Request_free(bar, ierr)
  call MPI_Finalize(ierr)
end program persistent_bcast_start_ok
