! Nekbone's shape (see f_nek_bcast_wrapper_ok.f90), but read_param forgets to broadcast the
! loop bound: rank 0 runs three barriers on nekcomm, the others none, and rank 0 blocks in the
! first barrier (deadlock).
subroutine iniproc()
  include 'mpif.h'
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr
  call mpi_init(ierr)
  call mpi_comm_dup(mpi_comm_world, nekcomm, ierr)
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
  call bcast(nmax, 4)
  if (nmax .gt. 100) call exitt
end subroutine read_param

program f_nek_bcast_wrapper_bug
  include 'mpif.h'
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr, i, niter, nmax
  call iniproc
  call read_param(niter, nmax)
  do i = 1, niter
    call mpi_barrier(nekcomm, ierr)   ! expect: collective-in-loop
  end do
  call mpi_finalize(ierr)
end program f_nek_bcast_wrapper_bug
