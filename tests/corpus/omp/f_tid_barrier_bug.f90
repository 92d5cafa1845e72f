! Fortran: an explicit barrier under a condition on omp_get_thread_num(),
! through a private variable. Only thread 0 reaches it.
! Run time (2+ threads): thread 0 waits at the barrier, the other threads at
! the end of the parallel region: deadlock. With one thread it completes.
program tid_barrier
  use omp_lib
  implicit none
  integer :: me, s
  s = 0
  !$omp parallel private(me) shared(s)
  me = omp_get_thread_num()
  if (me == 0) then
    s = 1
    !$omp barrier ! expect: omp-barrier-divergence
  end if
  !$omp end parallel
  print '(a,i0)', 's = ', s
end program tid_barrier
