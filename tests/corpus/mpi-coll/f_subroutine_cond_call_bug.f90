! Fortran (include 'mpif.h'), seed Figure 5.2 style: the barrier is hidden in
! a subroutine that the main program calls on odd ranks only.
! Bug: only the odd ranks enter MPI_Barrier; they wait forever for the even
! ranks, which are in MPI_Finalize.
subroutine sync_step()
  implicit none
  include 'mpif.h'
  integer :: ierr

  call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
end subroutine sync_step

program subroutine_cond_call
  implicit none
  include 'mpif.h'
  integer :: ierr, rank

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)

  if (mod(rank, 2) == 1) then
    call sync_step()
  end if

  if (rank == 0) print *, 'done'

  call MPI_Finalize(ierr)
end program subroutine_cond_call
