! As f_module_comm_refreshed_ok.f90, but the routine stores the communicator on one path only
! (when it is given a new one): on the other path Comm keeps what main left in it, the world
! communicator on most processes and MPI_COMM_SELF on process 0, which then reduces alone
! while the others wait for it forever. Only an overwrite on every path from the routine's
! entry to the call makes the memory the call reads the same everywhere.
module dist_partly_mod
  use mpi
  implicit none
  type :: comm_t
    integer :: comm, nproc
  end type comm_t
  integer, save :: Comm
contains
  subroutine distribute(spatial, renew, n)
    type(comm_t), intent(in) :: spatial
    logical, intent(in) :: renew
    integer, intent(inout) :: n
    integer :: ierr, t
    if (renew) Comm = spatial%comm
    t = n
    call MPI_ALLREDUCE(t, n, 1, MPI_INTEGER, MPI_SUM, Comm, ierr) ! expect: collective-argument-mismatch
  end subroutine distribute
end module dist_partly_mod

program module_comm_partly_refreshed_bug
  use mpi
  use dist_partly_mod
  implicit none
  type(comm_t) :: spatial
  integer :: ierr, rank, n
  call MPI_INIT(ierr)
  call MPI_COMM_RANK(MPI_COMM_WORLD, rank, ierr)
  spatial%comm = MPI_COMM_WORLD
  Comm = MPI_COMM_WORLD
  if (rank == 0) Comm = MPI_COMM_SELF
  n = rank
  call distribute(spatial, .false., n)
  if (rank == 0) print *, 'n =', n
  call MPI_FINALIZE(ierr)
end program module_comm_partly_refreshed_bug
