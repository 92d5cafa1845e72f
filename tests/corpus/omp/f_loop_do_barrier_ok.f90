! Fortran: a sequential time-step loop with a fixed trip count, run by every
! thread, holding a worksharing DO (implicit barrier), an explicit barrier and
! a DO NOWAIT (the Fig. 3.10 (c) shape). Every thread encounters the same
! sequence of constructs and barriers. Correct.
program loop_do_barrier
  implicit none
  integer, parameter :: n = 12, steps = 3
  real :: u(n), w(n)
  integer :: i, t
  do i = 1, n
    u(i) = real(i)
  end do
  !$omp parallel shared(u, w) private(i, t)
  do t = 1, steps
    !$omp do
    do i = 1, n
      w(i) = u(i) + 1.0
    end do
    !$omp end do
    !$omp barrier
    !$omp do
    do i = 1, n
      u(i) = w(i)
    end do
    !$omp end do nowait
    !$omp barrier
  end do
  !$omp end parallel
  print '(a,f5.1,a,f5.1)', 'u(1) = ', u(1), ', u(n) = ', u(n)
end program loop_do_barrier
