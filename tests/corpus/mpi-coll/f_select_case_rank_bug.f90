! Fortran (include 'mpif.h'): a SELECT CASE on the rank in which the master
! broadcasts and the workers reduce.
! Bug: rank 0 is in MPI_Bcast while the others are in MPI_Reduce; the
! collectives never match and the job hangs.
program select_case_rank
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, cfg, total

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)

  cfg = rank
  total = 0
  select case (rank)
  case (0)
    call MPI_Bcast(cfg, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
  case default
    call MPI_Reduce(cfg, total, 1, MPI_INTEGER, MPI_SUM, 1, MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
  end select

  if (rank == 1) print '(a,i4)', 'total', total

  call MPI_Finalize(ierr)
end program select_case_rank
