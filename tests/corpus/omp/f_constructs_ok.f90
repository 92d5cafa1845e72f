! Fortran: every construct flang-16 supports, each encountered by every
! thread: DO with schedules, SECTIONS, SINGLE, SINGLE NOWAIT, MASTER,
! CRITICAL, reduction, ordered, task + taskwait. (ATOMIC crashes flang-16 and
! MASKED/WORKSHARE are rejected, so they are not used.) Correct.
program constructs
  use omp_lib
  implicit none
  integer, parameter :: n = 20
  integer :: a(n), i, s, x, y, cnt, last, tk
  s = 0; x = 0; y = 0; cnt = 0; last = 0; tk = 0
  !$omp parallel shared(a, s, x, y, cnt, last, tk) private(i)
  !$omp do schedule(dynamic, 3)
  do i = 1, n
    a(i) = i
  end do
  !$omp end do
  !$omp do schedule(static) reduction(+:s)
  do i = 1, n
    s = s + a(i)
  end do
  !$omp end do
  !$omp sections
  !$omp section
  x = 1
  !$omp section
  y = 2
  !$omp end sections
  !$omp single
  cnt = cnt + 1
  !$omp end single
  !$omp single
  !$omp task shared(tk)
  tk = 5
  !$omp end task
  !$omp taskwait
  !$omp end single nowait
  !$omp master
  cnt = cnt + 1
  !$omp end master
  !$omp barrier
  !$omp critical
  last = max(last, cnt)
  !$omp end critical
  !$omp do ordered schedule(static, 1)
  do i = 1, 4
    !$omp ordered
    last = last + 0
    !$omp end ordered
  end do
  !$omp end do
  !$omp end parallel
  print '(5(i0,1x))', s, x + y, cnt, last, tk
end program constructs
