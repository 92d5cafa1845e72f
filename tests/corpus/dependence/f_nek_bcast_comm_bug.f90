! Nekbone's shape (see f_nek_bcast_wrapper_ok.f90), but only rank 0 duplicates
! MPI_COMM_WORLD into the COMMON member nekcomm; the others use MPI_COMM_WORLD itself. The
! broadcast wrapper's MPI_Bcast then runs on different communicators: rank 1 waits in a
! broadcast of MPI_COMM_WORLD that rank 0 never makes.
subroutine iniproc()
  include 'mpif.h'
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr
  call mpi_init(ierr)
  call mpi_comm_rank(mpi_comm_world, nid, ierr)
  if (nid .eq. 0) then
    call mpi_comm_dup(mpi_comm_world, nekcomm, ierr)   ! expect: collective-mismatch
  else
    nekcomm = mpi_comm_world
  end if
  call mpi_comm_size(mpi_comm_world, np, ierr)
end subroutine iniproc

subroutine adelay()
end subroutine adelay

subroutine bcast(buf, len)
  include 'mpif.h'
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr, len
  real*4 buf(1)
  call adelay
  call mpi_bcast(buf, len, mpi_byte, 0, nekcomm, ierr)   ! expect: collective-argument-mismatch
end subroutine bcast

program f_nek_bcast_comm_bug
  include 'mpif.h'
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr, nmax
  call iniproc
  nmax = 0
  if (nid .eq. 0) nmax = 2
  call bcast(nmax, 4)
  print *, nid, nmax
  call mpi_finalize(ierr)
end program f_nek_bcast_comm_bug
