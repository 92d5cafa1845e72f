! Fortran: each branch of a thread-id condition holds one barrier, so every
! thread crosses the same number of barriers: correct at the default
! verbosity 0 (the strict check would flag both barriers, see
! ifelse_tid_barriers_strict_bug.c).
program ifelse_barriers
  use omp_lib
  implicit none
  integer :: flag
  flag = 0
  !$omp parallel shared(flag)
  if (omp_get_thread_num() == 0) then
    flag = 1
    !$omp barrier
  else
    !$omp barrier
  end if
  !$omp end parallel
  print '(a,i0)', 'flag = ', flag
end program ifelse_barriers
