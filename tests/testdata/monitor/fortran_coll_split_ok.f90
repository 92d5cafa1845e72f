! run: np=4
! Collectives on communicators of MPI_Comm_split and MPI_Comm_dup from Fortran, with
! MPI_IN_PLACE at the root of MPI_Reduce, MPI_INTEGER against MPI_INT of the same size, and a
! nonblocking MPI_Ibcast completed by MPI_Wait.
program coll_split_ok
  use mpi
  implicit none
  integer :: ierr, rank, sub, dup, srank, x, y, req
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_split(MPI_COMM_WORLD, mod(rank, 2), rank, sub, ierr)
  call MPI_Comm_dup(sub, dup, ierr)
  call MPI_Comm_rank(sub, srank, ierr)
  x = rank + 1
  if (srank == 0) then
    call MPI_Reduce(MPI_IN_PLACE, x, 1, MPI_INTEGER, MPI_SUM, 0, sub, ierr)
  else
    call MPI_Reduce(x, y, 1, MPI_INTEGER, MPI_SUM, 0, sub, ierr)
  end if
  call MPI_Ibcast(x, 1, MPI_INTEGER, 0, dup, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call MPI_Allreduce(x, y, 1, MPI_INTEGER, MPI_MAX, dup, ierr)
  call MPI_Comm_free(dup, ierr)
  call MPI_Comm_free(sub, ierr)
  if (rank < 2) print *, 'rank', rank, y
  call MPI_Finalize(ierr)
end program coll_split_ok
