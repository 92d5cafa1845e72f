! Nekbone's shape (comm_mpi.f, driver.f): the communicator lives in the COMMON block /nekmpi/
! beside the rank, written only by MPI_Comm_dup of MPI_COMM_WORLD (passed down by reference:
! main -> iniproc -> create_comm); the broadcast wrapper
! `bcast` first calls an empty subroutine (`adelay`). Rank 0 sets the parameters and every
! process receives them through the wrapper, so the loop bound and the exit test are the same
! everywhere.
! flang makes /nekmpi/ one global and passes nid, its first member, as the block's own address
! to mpi_comm_rank: the rank is written into that member only, so nekcomm (only
! MPI_Comm_dup(MPI_COMM_WORLD) writes it) stays the same everywhere, and `bcast` (an empty call,
! then MPI_Bcast on nekcomm) is read as a broadcast helper.
! The communicator reaches create_comm as a reference to main's temporary holding
! MPI_COMM_WORLD (through iniproc's dummy); the loop bound reaches main through read_param's
! reference arguments, fresh after the call: the second broadcast (nmax, in the class of
! bcast's dummy with niter) leaves niter's broadcast bytes as they were.
subroutine create_comm(intracomm)
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr, intracomm
  call mpi_comm_dup(intracomm, nekcomm, ierr)
end subroutine create_comm

subroutine iniproc(intracomm)
  include 'mpif.h'
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr, intracomm
  call mpi_init(ierr)
  call create_comm(intracomm)
  call mpi_comm_size(nekcomm, np, ierr)
  call mpi_comm_rank(nekcomm, nid, ierr)
end subroutine iniproc

subroutine adelay()
end subroutine adelay

subroutine bcast(buf, len)
  include 'mpif.h'
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr, len
  real*4 buf(1)
  call adelay
  call mpi_bcast(buf, len, mpi_byte, 0, nekcomm, ierr)
end subroutine bcast

subroutine exitt()
  include 'mpif.h'
  integer ierr
  call mpi_finalize(ierr)
  call exit(0)
end subroutine exitt

subroutine read_param(niter, nmax)
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, niter, nmax
  niter = 0
  nmax = 0
  if (nid .eq. 0) then
    niter = 3
    nmax = 2
  end if
  call bcast(niter, 4)
  call bcast(nmax, 4)
  if (nmax .gt. 100 .or. niter .gt. 100) call exitt
end subroutine read_param

program f_nek_bcast_wrapper_ok
  include 'mpif.h'
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr, i, niter, nmax
  call iniproc(mpi_comm_world)
  call read_param(niter, nmax)
  do i = 1, niter
    call mpi_barrier(nekcomm, ierr)
  end do
  call mpi_finalize(ierr)
end program f_nek_bcast_wrapper_ok
