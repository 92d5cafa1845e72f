! f_snap_two_packs_ok.f90 broken twice. The count of the second broadcast is given to a
! routine between its store and the broadcast (`call halve(dlen)`: a count stored before is
! no longer known; here it becomes 0, so epsi is not sent: the root keeps its own, the others
! get 0). And sweep is called once before input_read, with niter and ng as the root alone
! read them: the loop bound it gets through its dummy and the count of glmax_d_1d differ.
module plib_f_snap_two_packs_bug
  use mpi
  implicit none
  integer :: nproc, iproc, comm_snap
  integer, parameter :: root = 0
  integer :: niter, ng
  double precision :: epsi
contains
  subroutine pinit()
    integer :: ierr
    call MPI_Init(ierr)
    call MPI_Comm_dup(MPI_COMM_WORLD, comm_snap, ierr)
    call MPI_Comm_size(comm_snap, nproc, ierr)
    call MPI_Comm_rank(comm_snap, iproc, ierr)
  end subroutine pinit

  subroutine bcast_i_1d(value, ilen, comm, bproc)
    integer, intent(in) :: ilen, comm, bproc
    integer, dimension(ilen), intent(inout) :: value
    integer :: ierr
    if (nproc == 1) return
    if (comm == MPI_COMM_NULL) return
    call MPI_Bcast(value, ilen, MPI_INTEGER, bproc, comm, ierr)
  end subroutine bcast_i_1d

  subroutine bcast_d_1d(value, dlen, comm, bproc)
    integer, intent(in) :: dlen, comm, bproc
    double precision, dimension(dlen), intent(inout) :: value
    integer :: ierr
    if (nproc == 1) return
    if (comm == MPI_COMM_NULL) return
    call MPI_Bcast(value, dlen, MPI_DOUBLE_PRECISION, bproc, comm, ierr)
  end subroutine bcast_d_1d

  subroutine glmax_d_1d(value, dlen, comm)
    integer, intent(in) :: dlen, comm
    double precision, dimension(dlen), intent(inout) :: value
    double precision, dimension(dlen) :: x
    integer :: ierr
    if (nproc == 1) return
    if (comm == MPI_COMM_NULL) return
    call MPI_Allreduce(value, x, dlen, MPI_DOUBLE_PRECISION, MPI_MAX, comm, ierr) ! expect: collective-argument-mismatch
    value = x
  end subroutine glmax_d_1d

  subroutine input_var_bcast()
    integer :: ipak(4), ilen, dlen
    double precision :: dpak(3)
    ipak = 0
    dpak = 0.0d0
    if (iproc == root) then
      ipak(1) = niter
      ipak(2) = ng
      dpak(1) = epsi
    end if
    ilen = size(ipak)
    dlen = size(dpak)
    call halve(dlen)
    call bcast_i_1d(ipak, ilen, comm_snap, root)
    call bcast_d_1d(dpak, dlen, comm_snap, root)
    if (iproc /= root) then
      niter = ipak(1)
      ng = ipak(2)
      epsi = dpak(1)
    end if
  end subroutine input_var_bcast

  subroutine halve(n)
    integer, intent(inout) :: n
    n = n / 4
  end subroutine halve

  subroutine input_read()
    integer :: ios
    niter = 1
    ng = 2
    epsi = 1.0d-4
    if (iproc == root) then
      open(unit=10, file='input', status='old', iostat=ios)
      if (ios == 0) read(10, *, iostat=ios) niter, ng, epsi
    end if
    call input_var_bcast()
  end subroutine input_read

  subroutine sweep(maxit, df)
    integer, intent(in) :: maxit
    double precision, intent(inout) :: df(ng)
    integer :: it
    do it = 1, maxit
      call glmax_d_1d(df, ng, comm_snap) ! expect: collective-in-loop
    end do
  end subroutine sweep
end module plib_f_snap_two_packs_bug

program f_snap_two_packs_bug
  use plib_f_snap_two_packs_bug
  implicit none
  integer :: ierr
  double precision, allocatable :: df(:)
  call pinit()
  niter = 1
  ng = 1
  if (iproc == root) then
    niter = 2
    ng = 2
  end if
  allocate(df(2))
  df = 0.0d0
  call sweep(niter, df)
  deallocate(df)
  call input_read()
  if (nproc < 1) stop
  allocate(df(ng))
  df = 0.0d0
  call sweep(1, df)
  call sweep(niter, df)
  if (epsi < 1.0d-3) then
    call MPI_Barrier(MPI_COMM_WORLD, ierr) ! expect: collective-mismatch
  end if
  call MPI_Finalize(ierr)
end program f_snap_two_packs_bug
