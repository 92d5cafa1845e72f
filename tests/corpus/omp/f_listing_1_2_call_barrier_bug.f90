! Seed 002 Listing 1.2 in Fortran: subroutine f holds an orphaned barrier and
! is correct on its own; the main program calls it only when r (the thread id)
! is 0. The inter-procedural analysis replaces the call by one barrier, which
! is conditional: the finding belongs to the main program (flang-16 gives no
! line, so it matches the program unit's expectation at the call).
! Run time (2+ threads): thread 0 waits at f's barrier, the other threads at
! the end of the parallel region: deadlock.
subroutine f()
  !$omp barrier
end subroutine f

program listing_1_2
  use omp_lib
  implicit none
  integer :: r
  !$omp parallel private(r)
  r = omp_get_thread_num()
  if (r == 0) then
    call f() ! expect: omp-barrier-divergence
  end if
  !$omp end parallel
  print '(a)', 'done'
end program listing_1_2
