! Fortran: a worksharing DO with NOWAIT that only the even-numbered threads
! encounter. No barrier is involved, so nothing hangs, but the iterations
! assigned to the odd threads are never executed.
! Run time: 1 thread runs all 16 iterations; with 2 threads the static
! schedule gives iterations 9..16 to thread 1, which skips the loop: the
! program prints "8 of 16" and stops with exit code 1.
program do_nowait_tid
  use omp_lib
  implicit none
  integer, parameter :: n = 16
  integer :: a(n), i
  a = 0
  !$omp parallel shared(a) private(i)
  if (mod(omp_get_thread_num(), 2) == 0) then
    !$omp do schedule(static) ! expect: omp-worksharing-divergence
    do i = 1, n
      a(i) = 1
    end do
    !$omp end do nowait
  end if
  !$omp end parallel
  print '(i0,a,i0)', sum(a), ' of ', n
  if (sum(a) /= n) stop 1
end program do_nowait_tid
