! TeaLeaf's tea_leaf_calc_2norm: a worksharing loop with a reduction whose body reports an
! error and aborts on a bad argument (that decides nothing), after a barrier.
! Bug: the barrier before the loop is reached by thread 0 only.
module f_red_abort_report_bug
contains
  subroutine report_error(msg)
    character(len=*) :: msg
    print *, msg
    error stop 1
  end subroutine report_error
end module f_red_abort_report_bug

program do_reduction_abort_bug
  use omp_lib
  use f_red_abort_report_bug
  implicit none
  integer :: t, k
  real(8) :: norm, tn
  k = 0
  norm = 0.0d0
  !$omp parallel private(tn)
  if (omp_get_thread_num() == 0) then
    tn = 0.0d0
    !$omp barrier ! expect: omp-barrier-divergence
  end if
  !$omp do reduction(+:norm)
  do t = 1, 100
    if (k == 0) then
      tn = t
    else
      call report_error('bad norm array')
    end if
    norm = norm + tn
  end do
  !$omp end do
  !$omp end parallel
  print *, norm
end program do_reduction_abort_bug
