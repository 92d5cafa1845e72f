! The same calls with valid handles, a split communicator tested against MPI_COMM_NULL.
program null_handles_ok
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, comm, dtype, n, buf(4), s, color
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  buf = 0
  color = 0
  if (mod(rank, 2) == 1) color = MPI_UNDEFINED
  call MPI_Comm_split(MPI_COMM_WORLD, color, rank, comm, ierr)
  if (comm /= MPI_COMM_NULL) then
    call MPI_Bcast(buf, 4, MPI_INTEGER, 0, comm, ierr)
    call MPI_Comm_free(comm, ierr)
  end if
  dtype = MPI_INTEGER
  call MPI_Bcast(buf, 4, dtype, 0, MPI_COMM_WORLD, ierr)
  n = 1
  call MPI_Allreduce(rank, s, n, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
  call MPI_Finalize(ierr)
end program null_handles_ok
