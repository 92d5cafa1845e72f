! f_loops_in_both_rank_branches_ok.f90 broken: the counts differ (3 and 4), and the count of
! one side is the rank.
program main
  use mpi
  implicit none
  integer :: rank, ierr, i, j, x
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  x = 0
  if (rank == 0) then
    do i = 1, 3
      call MPI_Bcast(x, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
    end do
  else
    do j = 1, 4
      call MPI_Bcast(x, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
    end do
  end if
  if (rank < 2) then
    do i = 1, 2
      call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
    end do
  else
    do j = 1, rank
      call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-mismatch, collective-in-loop
    end do
  end if
  call MPI_Finalize(ierr)
end program main
