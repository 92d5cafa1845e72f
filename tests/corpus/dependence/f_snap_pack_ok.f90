! SNAP's mechanism B (input.f90): the root reads the input, input_var_bcast packs it into
! ipak on the root, broadcasts ipak through a guarded wrapper (one process, null
! communicator) on comm_snap, a duplicate of MPI_COMM_WORLD, and unpacks it on the others.
! Every process then holds the root's fluxp and nsteps: the loop and the test agree.
module plib_f_snap_pack_ok
  use mpi
  implicit none
  integer :: nproc, iproc, comm_snap
  integer, parameter :: root = 0
  integer :: fluxp, nsteps
contains
  subroutine pinit()
    integer :: ierr, w
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

  subroutine input_var_bcast()
    integer :: ipak(4), ilen
    ipak = 0
    if (iproc == root) then
      ipak(1) = nsteps
      ipak(2) = fluxp
      
    end if
    ilen = size(ipak)
    call bcast_i_1d(ipak, ilen, comm_snap, root)
    if (iproc /= root) then
      nsteps = ipak(1)
      fluxp = ipak(2)
    end if
  end subroutine input_var_bcast

  subroutine input_read()
    integer :: ios
    fluxp = 0
    nsteps = 1
    if (iproc == root) then
      open(unit=10, file='input', status='old', iostat=ios)
      if (ios == 0) read(10, *, iostat=ios) fluxp, nsteps
    end if
    call input_var_bcast()
  end subroutine input_read
end module plib_f_snap_pack_ok

program f_snap_pack_ok
  use plib_f_snap_pack_ok
  implicit none
  integer :: ierr, i
  call pinit()
  call input_read()
  do i = 1, nsteps
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end do
  if (fluxp == 1) then
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end if
  call MPI_Finalize(ierr)
end program f_snap_pack_ok
