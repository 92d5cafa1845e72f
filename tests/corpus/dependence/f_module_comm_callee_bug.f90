! As f_module_comm_callee_ok.f90, but main also gives the helper the module variable before
! the routine stored it, while process 0 holds MPI_COMM_SELF there and the others the world
! communicator: process 0 reduces alone, the others wait for it forever. One call reaching the
! helper without the caller's own store is enough to lose the freshness at its entry.
module dist_callee_bug_mod
  use mpi
  implicit none
  type :: comm_t
    integer :: comm, nproc
  end type comm_t
  integer, save :: Comm
contains
  subroutine reduce_on(c, n)
    integer, intent(in) :: c
    integer, intent(inout) :: n
    integer :: ierr, t
    t = n
    call MPI_ALLREDUCE(t, n, 1, MPI_INTEGER, MPI_SUM, c, ierr) ! expect: collective-argument-mismatch
  end subroutine reduce_on

  subroutine distribute(spatial, n)
    type(comm_t), intent(in) :: spatial
    integer, intent(inout) :: n
    Comm = spatial%comm
    if (n > 100) then
      call reduce_on(Comm, n)
    else
      n = n + 1
      call reduce_on(Comm, n)
    end if
  end subroutine distribute
end module dist_callee_bug_mod

program module_comm_callee_bug
  use mpi
  use dist_callee_bug_mod
  implicit none
  type(comm_t) :: spatial
  integer :: ierr, rank, n
  call MPI_INIT(ierr)
  call MPI_COMM_RANK(MPI_COMM_WORLD, rank, ierr)
  spatial%comm = MPI_COMM_WORLD
  n = rank
  Comm = MPI_COMM_WORLD
  if (rank == 0) Comm = MPI_COMM_SELF
  call reduce_on(Comm, n)
  if (rank == 0) then
    print *, 'partitioning'
    call distribute(spatial, n)
  else
    call distribute(spatial, n)
  end if
  if (rank == 0) print *, 'n =', n
  call MPI_FINALIZE(ierr)
end program module_comm_callee_bug
