! As f_module_comm_refreshed_ok.f90, but the routine stores MPI_COMM_SELF on process 0 and
! the world communicator elsewhere: process 0 reduces alone, the others wait for it forever.
module dist_bug_mod
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
    integer :: ierr, t, me
    call MPI_COMM_RANK(MPI_COMM_WORLD, me, ierr)
    Comm = spatial%comm
    if (me == 0) Comm = MPI_COMM_SELF
    t = n
    call MPI_ALLREDUCE(t, n, 1, MPI_INTEGER, MPI_SUM, Comm, ierr) ! expect: collective-argument-mismatch
  end subroutine distribute
end module dist_bug_mod

program module_comm_refreshed_bug
  use mpi
  use dist_bug_mod
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
end program module_comm_refreshed_bug
