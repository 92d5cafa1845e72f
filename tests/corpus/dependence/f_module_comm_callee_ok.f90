! BookLeaf_F90's partitioning again (t3_distribute.f90): the routine stores the world
! communicator's copy into the module variable Comm, then gives Comm as a dummy argument to
! the routines that call the collectives, from both sides of a test on its own data that
! varies. Each call of the helper is made under a conditional that varies, so the helper's
! entry freshness leaves both out; but every call reaches it after the routine's own store,
! the same on every process: the communicator the helper reads is the same everywhere.
module dist_callee_ok_mod
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
    call MPI_ALLREDUCE(t, n, 1, MPI_INTEGER, MPI_SUM, c, ierr)
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
end module dist_callee_ok_mod

program module_comm_callee_ok
  use mpi
  use dist_callee_ok_mod
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
end program module_comm_callee_ok
