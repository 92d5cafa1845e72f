! A duplicate of MPI_COMM_WORLD: rank 0 prepares the value under the rank test, then every
! rank broadcasts on the duplicate before the barrier on MPI_COMM_WORLD. Correct.
program overlap_dup
  implicit none
  include 'mpif.h'
  integer :: rank, dup, ierr, v
  v = 0
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_dup(MPI_COMM_WORLD, dup, ierr)
  if (rank == 0) then
    v = 42
    call MPI_Bcast(v, 1, MPI_INTEGER, 0, dup, ierr)
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  else
    call MPI_Bcast(v, 1, MPI_INTEGER, 0, dup, ierr)
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end if
  call MPI_Comm_free(dup, ierr)
  call MPI_Finalize(ierr)
end program overlap_dup
