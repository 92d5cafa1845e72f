! Fortran with `use mpi_f08`: both branches of a rank test call MPI_Bcast with
! the same root on a duplicated communicator (type(MPI_Comm)), ierror present
! in one and absent in the other.
! Correct: every process executes exactly one MPI_Bcast.
program f08_if_else_bcast
  use mpi_f08
  implicit none
  integer :: ierr, rank
  integer :: params(3)
  type(MPI_Comm) :: comm

  call MPI_Init(ierr)
  call MPI_Comm_dup(MPI_COMM_WORLD, comm)
  call MPI_Comm_rank(comm, rank)

  params = 0
  if (rank == 0) then
    params = (/ 4, 5, 6 /)
    call MPI_Bcast(params, 3, MPI_INTEGER, 0, comm, ierr)
  else
    call MPI_Bcast(params, 3, MPI_INTEGER, 0, comm)
  end if

  if (rank == 0) print '(a,3i3)', 'params', params

  if (comm /= MPI_COMM_NULL) call MPI_Comm_free(comm)
  call MPI_Finalize()
end program f08_if_else_bcast
