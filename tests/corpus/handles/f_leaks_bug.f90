! Handles created and not freed before MPI_Finalize on some path.
! Bug: each leaked communicator, group or persistent request holds memory in the MPI library
! (communicators also a context id, of which there are a few thousand): a loop creating them
! eventually fails.
program leaks_bug
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, dup, group, gsize, req, x, y, i
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    call MPI_Comm_dup(MPI_COMM_WORLD, dup, ierr) ! expect: mpi-resource-leak
    call MPI_Barrier(dup, ierr)
  end do
  call MPI_Comm_free(dup, ierr)
  call MPI_Comm_group(MPI_COMM_WORLD, group, ierr) ! expect: mpi-resource-leak
  call MPI_Group_size(group, gsize, ierr)
  if (gsize > 4) call MPI_Group_free(group, ierr)
  x = 1
  y = 0
  call MPI_Recv_init(y, 1, MPI_INTEGER, MPI_ANY_SOURCE, 0, MPI_COMM_SELF, req, ierr) ! expect: mpi-resource-leak
  call MPI_Start(req, ierr)
  call MPI_Send(x, 1, MPI_INTEGER, 0, 0, MPI_COMM_SELF, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call MPI_Finalize(ierr)
end program leaks_bug
