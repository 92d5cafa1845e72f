! A helper that ends the process only on some paths is no exit: stop_if(.false.) returns.
! Rank 0 sets the loop bound and calls it; the bound is never broadcast, so rank 0 runs three
! barriers and the others one (deadlock). Pins that the code after such a call (here the rest
! of rank 0's branch and the join) still carries rank 0's write.
program f_exit_helper_returns_bug
  include 'mpif.h'
  integer rank, ierr, i, n
  call mpi_init(ierr)
  call mpi_comm_rank(mpi_comm_world, rank, ierr)
  call read_n(rank, n)
  do i = 1, n
    call mpi_barrier(mpi_comm_world, ierr)   ! expect: collective-in-loop
  end do
  call mpi_finalize(ierr)
end program f_exit_helper_returns_bug

subroutine stop_if(bad)
  logical bad
  if (bad) call exit(1)
end subroutine stop_if

subroutine read_n(rank, n)
  integer rank, n
  n = 1
  if (rank .eq. 0) then
    n = 3
    call stop_if(.false.)
  end if
end subroutine read_n
