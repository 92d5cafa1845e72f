! Fortran: conditions every thread evaluates alike guard a barrier and a
! worksharing DO: omp_get_num_threads() > 1, and a dummy argument passed with
! the same value by every thread. Correct; the plain algorithm cannot tell
! these conditionals from thread-dependent ones.
subroutine stage(rounds, a, n)
  integer, intent(in) :: rounds, n
  integer, intent(inout) :: a(n)
  integer :: i
  if (rounds > 0) then
    !$omp do
    do i = 1, n
      a(i) = a(i) + rounds
    end do
    !$omp end do
  end if
end subroutine stage

program uniform_condition
  use omp_lib
  implicit none
  integer, parameter :: n = 10
  integer :: a(n)
  a = 0
  !$omp parallel shared(a)
  if (omp_get_num_threads() > 1) then
    !$omp barrier
  end if
  call stage(2, a, n)
  !$omp end parallel
  print '(a,i0)', 'sum = ', sum(a)
end program uniform_condition
