! TeaLeaf's tea_leaf_calc_2norm: a worksharing loop with a reduction whose body reports an
! error and aborts on a bad argument. A thread that aborts ends the whole process, so it
! leaves no thread waiting at the loop's implicit barrier: the abort decides nothing.
module f_red_abort_report
contains
  subroutine report_error(msg)
    character(len=*) :: msg
    print *, msg
    error stop 1
  end subroutine report_error
end module f_red_abort_report

program do_reduction_abort_ok
  use f_red_abort_report
  implicit none
  integer :: t, k
  real(8) :: norm, tn
  k = 0
  norm = 0.0d0
  !$omp parallel private(tn)
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
end program do_reduction_abort_ok
