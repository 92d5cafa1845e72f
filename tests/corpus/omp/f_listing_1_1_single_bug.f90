! Seed 002 Listing 1.1 in Fortran: a single that only thread 0 encounters,
! because the condition inside the parallel region depends on the thread id;
! the condition outside the region (on the argument count) cannot make the
! team diverge. flang-16 emits no line information, so the findings match the
! expectations of the program unit (the single and its implicit barrier).
! Run time (2+ threads): thread 0 waits at the single's implicit barrier, which
! pairs with the other threads' explicit barrier; then thread 0 waits at the
! explicit barrier and the others at the end of the parallel region: deadlock.
program listing_1_1
  use omp_lib
  implicit none
  integer :: counter
  counter = 0
  if (command_argument_count() >= 0) then
    !$omp parallel shared(counter)
    if (omp_get_thread_num() == 0) then
      counter = counter + 1
      !$omp single ! expect: omp-worksharing-divergence, omp-barrier-divergence
      counter = counter + 10
      !$omp end single
    end if
    !$omp barrier
    !$omp end parallel
  end if
  print '(a,i0)', 'counter = ', counter
end program listing_1_1
