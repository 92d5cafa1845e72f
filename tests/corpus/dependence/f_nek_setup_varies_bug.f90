! f_nek_read_param_error_exit_bug.f90's program, but the routine called in main's loops sets
! the inner loop's upper bound (its sixth dummy) to a value that depends on the rank: the
! processes run different numbers of barriers from the second outer iteration on (deadlock).
! The latent read-error exit of rank 0 is reported as there.
program f_nek_setup_varies_bug
  include 'mpif.h'
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr, i, j
  integer n0, n1, nd, m0, m1, md
  integer a, b, c, d, e, f
  call iniproc(mpi_comm_world)
  call read_param(n0, n1, nd, m0, m1, md)
  a = 0
  b = 0
  c = 0
  d = 0
  e = 0
  f = 0
  do i = n0, n1, nd
    do j = m0, m1, md
      call setup(a, b, c, d, e, m1)
      call mpi_barrier(nekcomm, ierr)   ! expect: collective-in-loop
    end do
  end do
  call mpi_finalize(ierr)
end program f_nek_setup_varies_bug

subroutine iniproc(intracomm)
  include 'mpif.h'
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr, intracomm
  call mpi_init(ierr)
  call init_nek_comm(intracomm)
  call mpi_comm_size(nekcomm, np, ierr)
  call mpi_comm_rank(nekcomm, nid, ierr)
end subroutine iniproc

subroutine init_nek_comm(intracomm)
  integer intracomm
  call create_comm(intracomm)
end subroutine init_nek_comm

subroutine create_comm(intracomm)
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr, intracomm
  call mpi_comm_dup(intracomm, nekcomm, ierr)
end subroutine create_comm

subroutine bcast(buf, len)
  include 'mpif.h'
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm, ierr, len
  real*4 buf(1)
  call mpi_bcast(buf, len, mpi_byte, 0, nekcomm, ierr)   ! expect: collective-mismatch
end subroutine bcast

subroutine exitt0()
  include 'mpif.h'
  integer ierr
  call mpi_finalize(ierr)   ! expect: collective-mismatch
  call exit(0)
end subroutine exitt0

subroutine setup(a, b, c, d, e, f)
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm
  integer a, b, c, d, e, f
  a = np
  b = 1
  c = 1
  d = 2
  e = 1
  f = nid + 2
end subroutine setup

subroutine read_param(n0, n1, nd, m0, m1, md)
  common /nekmpi/ nid, np, nekcomm
  integer nid, np, nekcomm
  integer n0, n1, nd, m0, m1, md
  character(len=16) :: line
  line = '1 3 1 1 2 1'
  n0 = 0
  n1 = 0
  nd = 1
  m0 = 0
  m1 = 0
  md = 1
  if (nid .eq. 0) then
    read(line, *, err=100) n0, n1, nd
    read(line(7:), *, err=100) m0, m1, md
  end if
  call bcast(n0, 4)
  call bcast(n1, 4)
  call bcast(nd, 4)
  call bcast(m0, 4)
  call bcast(m1, 4)
  call bcast(md, 4)
  if (n0 .gt. n1 .or. m0 .gt. m1) goto 200
  if (nd .le. 0 .or. md .le. 0) goto 200
  return
100 continue
  write(6,*) 'ERROR READING'
  call exitt0
200 continue
  write(6,*) 'ERROR: bad ranges'
  call exitt0
end subroutine read_param
