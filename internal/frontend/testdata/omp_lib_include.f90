! SNAP's plib.F90 reads the OpenMP interfaces with INCLUDE 'omp_lib.h' (not USE omp_lib):
! flang must find its own omp_lib.h as gfortran finds its copy.
program omp_lib_include
  implicit none
  include 'omp_lib.h'
  integer :: n
  n = 0
!$omp parallel reduction(+:n)
  n = n + omp_get_num_threads() - omp_get_thread_num()
!$omp end parallel
  print *, n
end program omp_lib_include
