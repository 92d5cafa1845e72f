! SNAP's input_var_bcast (input.f90) with its two packs: the counts of both broadcasts are
! stored before the first of them (`ilen = SIZE(ipak); dlen = SIZE(dpak)`), then ipak and
! dpak go through guarded wrappers on comm_snap (a duplicate of MPI_COMM_WORLD) and are
! unpacked on the others. After input_read every process holds the root's niter and epsi.
! The loop bound then reaches a routine through a dummy argument (SNAP's outer(..., iitm)),
! and the count of a reduction wrapper is a dummy given ng (SNAP's glmax_d_1d): both are read
! after the broadcast only.
module plib_f_snap_two_packs_ok
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
    call MPI_Allreduce(value, x, dlen, MPI_DOUBLE_PRECISION, MPI_MAX, comm, ierr)
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
    call bcast_i_1d(ipak, ilen, comm_snap, root)
    call bcast_d_1d(dpak, dlen, comm_snap, root)
    if (iproc /= root) then
      niter = ipak(1)
      ng = ipak(2)
      epsi = dpak(1)
    end if
  end subroutine input_var_bcast

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
      call glmax_d_1d(df, ng, comm_snap)
    end do
  end subroutine sweep
end module plib_f_snap_two_packs_ok

program f_snap_two_packs_ok
  use plib_f_snap_two_packs_ok
  implicit none
  integer :: ierr
  double precision, allocatable :: df(:)
  call pinit()
  call input_read()
  if (nproc < 1) stop
  allocate(df(ng))
  df = 0.0d0
  call sweep(1, df)
  call sweep(niter, df)
  if (epsi < 1.0d-3) then
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end if
  call MPI_Finalize(ierr)
end program f_snap_two_packs_ok
