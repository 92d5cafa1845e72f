! f_write_via_param_ok.f90 broken: the local norm also writes its second dummy (its own rank
! there), given err_v: the residual then differs between processes on the iterations that do
! not reduce it, and so does the number of iterations of the loop.
module m_f_write_via_param_bug
  use mpi
  implicit none
contains
  subroutine allsum(v)
    real(8) :: v, t
    integer :: ierr
    t = v
    call MPI_Allreduce(v, t, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: collective-in-loop
    v = t
  end subroutine allsum

  subroutine local_norm(mask, x, y)
    integer :: mask
    real(8) :: x, y
    integer :: rank, ierr, i
    call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
    x = 0.0_8
!$omp parallel do reduction(+:x)
    do i = 1, 10
      if (mask /= 0) x = x + real(rank * i, 8)
    end do
!$omp end parallel do
    y = real(rank, 8)
  end subroutine local_norm

  subroutine solve()
    real(8) :: err_v, rro
    integer :: n
    err_v = 1.0e9_8
    call local_norm(1, rro, err_v)
    call allsum(rro)
    do n = 1, 100
      if (mod(n, 10) == 0) then
        call local_norm(1, err_v, rro)
        call allsum(err_v)
      end if
      if (abs(err_v) < rro) exit
    end do
  end subroutine solve
end module m_f_write_via_param_bug

program main
  use mpi
  use m_f_write_via_param_bug
  implicit none
  integer :: ierr
  call MPI_Init(ierr)
  call solve()
  call MPI_Finalize(ierr)
end program main
