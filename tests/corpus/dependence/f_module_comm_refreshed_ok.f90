! BookLeaf_F90's partitioning (t3_distribute.f90): a routine stores the world communicator's
! copy into a module variable (Comm = spatial%comm) and gives Comm to its collectives. The
! routine is called on both sides of a rank test, so every process calls it, but each call is
! made "only under a conditional that varies", and everything it writes is taken as varying.
! What each call of the routine reads by reference is what the routine itself stored just
! before, on every path, the same everywhere: the communicator is the same (reffresh.go).
module dist_ok_mod
  use mpi
  implicit none
  type :: comm_t
    integer :: comm, nproc
  end type comm_t
  integer, save :: Comm
contains
  subroutine distribute(spatial, n)
    type(comm_t), intent(in) :: spatial
    integer, intent(inout) :: n
    integer :: ierr, t
    Comm = spatial%comm
    t = n
    call MPI_ALLREDUCE(t, n, 1, MPI_INTEGER, MPI_SUM, Comm, ierr)
  end subroutine distribute
end module dist_ok_mod

program module_comm_refreshed_ok
  use mpi
  use dist_ok_mod
  implicit none
  type(comm_t) :: spatial
  integer :: ierr, rank, n
  call MPI_INIT(ierr)
  call MPI_COMM_RANK(MPI_COMM_WORLD, rank, ierr)
  spatial%comm = MPI_COMM_WORLD
  n = rank
  if (rank == 0) then
    print *, 'partitioning'
    call distribute(spatial, n)
  else
    call distribute(spatial, n)
  end if
  if (rank == 0) print *, 'n =', n
  call MPI_FINALIZE(ierr)
end program module_comm_refreshed_ok
