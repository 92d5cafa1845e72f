! run: np=2
! MPI_Request_free on the active request of a nonblocking collective (MPI_Ibarrier): MPI 4.0
! §6.12 forbids freeing it; the Fortran twin of free_active_collective_request_bug.c.
program free_active_collective_request_bug
  use mpi
  implicit none
  integer :: ierr, r
  call MPI_Init(ierr)
  call MPI_Ibarrier(MPI_COMM_WORLD, r, ierr)
  call MPI_Request_free(r, ierr) ! monitor-expect: request-free-active
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Finalize(ierr)
end program free_active_collective_request_bug
