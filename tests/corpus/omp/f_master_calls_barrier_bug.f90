! Fortran: invalid nesting through a call. The body of a MASTER construct
! calls publish, which holds an orphaned barrier; a barrier may not be closely
! nested inside a master region. The nesting is reported in publish; the call
! site in the main program is also a barrier that only thread 0 reaches.
! Run time (2+ threads): thread 0 waits at the barrier in publish, the other
! threads at the end of the parallel region: deadlock.
subroutine publish(v, x)
  integer, intent(in) :: v
  integer, intent(out) :: x
  x = v
  !$omp barrier ! expect: omp-invalid-nesting
end subroutine publish

program master_calls_barrier
  implicit none
  integer :: val
  val = 0
  !$omp parallel shared(val)
  !$omp master
  call publish(5, val) ! expect: omp-barrier-divergence
  !$omp end master
  !$omp end parallel
  print '(a,i0)', 'val = ', val
end program master_calls_barrier
