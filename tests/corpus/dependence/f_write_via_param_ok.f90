! TeaLeaf's solver loop (issue 13): the helpers take the residual by reference, so every
! variable given to the reduction wrapper is one memory to the analysis (err_v, rro). The
! local norm writes only the variable it is given (in an OpenMP reduction: through the struct
! of shared pointers flang builds for the parallel region, which also holds the mask), so the
! residual err_v, computed on some iterations only and reduced each time, is the same on every
! process at the exit test (needs writevia.go: the callee writes the class only through its
! dummy; and err_v, a local never written before the loop, starts fresh).
module m_f_write_via_param_ok
  use mpi
  implicit none
contains
  subroutine allsum(v)
    real(8) :: v, t
    integer :: ierr
    t = v
    call MPI_Allreduce(v, t, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
    v = t
  end subroutine allsum

  subroutine local_norm(mask, x)
    integer :: mask
    real(8) :: x
    integer :: rank, ierr, i
    call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
    x = 0.0_8
!$omp parallel do reduction(+:x)
    do i = 1, 10
      if (mask /= 0) x = x + real(rank * i, 8)
    end do
!$omp end parallel do
  end subroutine local_norm

  subroutine solve()
    real(8) :: err_v, rro
    integer :: n
    call local_norm(1, rro)
    call allsum(rro)
    do n = 1, 100
      if (mod(n, 10) == 0) then
        call local_norm(1, err_v)
        call allsum(err_v)
      end if
      call local_norm(1, rro)
      call allsum(rro)
      if (abs(err_v) < rro) exit
    end do
  end subroutine solve
end module m_f_write_via_param_ok

program main
  use mpi
  use m_f_write_via_param_ok
  implicit none
  integer :: ierr
  call MPI_Init(ierr)
  call solve()
  call MPI_Finalize(ierr)
end program main
