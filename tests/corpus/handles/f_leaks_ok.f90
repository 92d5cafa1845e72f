! Communicators, groups and persistent requests created and freed on every path before
! MPI_Finalize.
program leaks_ok
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, dup, group, gsize, req, x, y, i
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    call MPI_Comm_dup(MPI_COMM_WORLD, dup, ierr)
    call MPI_Barrier(dup, ierr)
    call MPI_Comm_free(dup, ierr)
  end do
  call MPI_Comm_group(MPI_COMM_WORLD, group, ierr)
  call MPI_Group_size(group, gsize, ierr)
  call MPI_Group_free(group, ierr)
  x = 1
  y = 0
  call MPI_Recv_init(y, 1, MPI_INTEGER, MPI_ANY_SOURCE, 0, MPI_COMM_SELF, req, ierr)
  call MPI_Start(req, ierr)
  call MPI_Send(x, 1, MPI_INTEGER, 0, 0, MPI_COMM_SELF, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call MPI_Request_free(req, ierr)
  call MPI_Finalize(ierr)
end program leaks_ok
