! A duplicate of MPI_COMM_WORLD has all its processes: rank 0 broadcasts on the duplicate
! before the barrier on MPI_COMM_WORLD, the others after it (no --np: the check tries the
! launch sizes 2 to 8).
! Bug: rank 0 waits in MPI_Bcast for the others, which wait in MPI_Barrier for rank 0.
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
    call MPI_Bcast(v, 1, MPI_INTEGER, 0, dup, ierr) ! expect: collective-order-overlap
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  else
    call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-order-overlap
    call MPI_Bcast(v, 1, MPI_INTEGER, 0, dup, ierr)
  end if
  call MPI_Comm_free(dup, ierr)
  call MPI_Finalize(ierr)
end program overlap_dup
