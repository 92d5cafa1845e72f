! f_write_via_param_ok.f90 broken: the residual is the solver's dummy, not a local of its
! own. The caller gives it its rank: only the solver's own variables start fresh at its entry,
! and the iterations that do not reduce the residual test that rank.
module m_f_dummy_stale_entry_bug
  use mpi
  implicit none
contains
  subroutine allsum(v)
    real(8) :: v, t
    integer :: ierr
    t = v
    call MPI_Allreduce(v, t, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: collective-in-loop, collective-in-loop
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

  subroutine solve(err_v)
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
end module m_f_dummy_stale_entry_bug

program main
  use mpi
  use m_f_dummy_stale_entry_bug
  implicit none
  integer :: ierr, rank
  real(8) :: e
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  e = real(rank, 8)
  call solve(e)
  call MPI_Finalize(ierr)
end program main
