program bcast
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, x
  call MPI_INIT(ierr)
  call MPI_COMM_RANK(MPI_COMM_WORLD, rank, ierr)
  x = rank
  if (rank == 0) then
    call MPI_BCAST(x, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
  end if
  call MPI_BARRIER(MPI_COMM_WORLD, ierr)
  call MPI_FINALIZE(ierr)
end program bcast
