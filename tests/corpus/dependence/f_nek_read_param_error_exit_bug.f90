! Nekbone's driver (driver.f, comm_mpi.f), the main program first in the file as there: rank 0
! reads the parameters (an internal read here, a file there) whose error branch calls exitt0,
! which finalizes and exits; every parameter is then broadcast through the wrapper `bcast`, one
! by one, tested, and main loops over them, calling in its loops a routine that sets six
! other variables of main through its dummies (Nekbone's init_mesh). Every process runs the
! same loops. The only findings are the latent ones: should rank 0 fail to read its
! parameters, it finalizes and exits while the others wait in the first broadcast (a bad
! input, rank 0 only; Nekbone's two latent findings).
! What it pins: (1) exitt0 ends the process on every path, so the code after its calls runs on
! no process that called it, and the reads' error branches do not make the broadcasts run
! "only where rank 0's read succeeded" for the data; (2) each broadcast through the wrapper
! leaves the bytes broadcast before it as they were, although all the parameters are one
! class (bcast's dummy); (3) a routine writing six dummies writes only the caller's variables
! it is given, not the loop bounds (the same class); (4) main is evaluated before that routine,
! which is summarised.
program f_nek_read_param_error_exit_bug
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
      call setup(a, b, c, d, e, f)
      call mpi_barrier(nekcomm, ierr)
    end do
  end do
  call mpi_finalize(ierr)
end program f_nek_read_param_error_exit_bug

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
  f = a * b
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
