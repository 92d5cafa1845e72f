! Every process creates a persistent broadcast, but only the non-root processes start it.
! Bug: the broadcast is one collective operation that the root never starts: the other
! processes wait forever in MPI_Wait.
program persistent_bcast_start_bug
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, root, x, req
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  root = 0
  x = 0
  call MPI_Bcast_init(x, 1, MPI_INTEGER, root, MPI_COMM_WORLD, MPI_INFO_NULL, req, ierr)
  if (rank /= root) then
    call MPI_Start(req, ierr) ! expect: persistent-collective-mismatch
    call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  end if
  call MPI_Request_free(req, ierr)
  call MPI_Finalize(ierr)
end program persistent_bcast_start_bug
