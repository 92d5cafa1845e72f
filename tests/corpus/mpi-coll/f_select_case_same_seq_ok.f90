! Fortran (include 'mpif.h'): a SELECT CASE on the rank where every case
! prepares different data but performs the same collective sequence
! (MPI_Bcast then MPI_Reduce); MPI_Comm_split / MPI_Comm_free on every
! process complete the program.
! Correct.
program select_case_same_seq
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, cfg, local, total, sub

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)

  cfg = 0
  total = 0
  select case (rank)
  case (0)
    cfg = 9
    call MPI_Bcast(cfg, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
    local = cfg
    call MPI_Reduce(local, total, 1, MPI_INTEGER, MPI_SUM, 0, MPI_COMM_WORLD, ierr)
  case (1)
    call MPI_Bcast(cfg, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
    local = 2 * cfg
    call MPI_Reduce(local, total, 1, MPI_INTEGER, MPI_SUM, 0, MPI_COMM_WORLD, ierr)
  case default
    call MPI_Bcast(cfg, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
    local = 1
    call MPI_Reduce(local, total, 1, MPI_INTEGER, MPI_SUM, 0, MPI_COMM_WORLD, ierr)
  end select

  call MPI_Comm_split(MPI_COMM_WORLD, mod(rank, 2), rank, sub, ierr)
  call MPI_Comm_free(sub, ierr)

  if (rank == 0) print '(a,i4)', 'total', total

  call MPI_Finalize(ierr)
end program select_case_same_seq
