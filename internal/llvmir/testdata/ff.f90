module mm
contains
  subroutine sub(x)
    integer :: x
    x = x + 1
  end subroutine
end module
program p
  use mm
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, i, s
  real(8) :: a(10)
  common /blk/ s
  call mpi_init(ierr)
  call mpi_comm_rank(MPI_COMM_WORLD, rank, ierr)
  if (rank == 0) call mpi_barrier(MPI_COMM_WORLD, ierr)
  !$omp parallel
  !$omp do
  do i = 1, 10
    a(i) = i
  end do
  !$omp end do
  !$omp single
  call mpi_barrier(MPI_COMM_WORLD, ierr)
  !$omp end single
  !$omp end parallel
  !$omp parallel do reduction(+:s)
  do i = 1, 10
    s = s + i
  end do
  call sub(s)
  select case (rank)
  case (1)
    s = 2
  case (2:4)
    s = 3
  case default
    s = 0
  end select
  call mpi_allreduce(MPI_IN_PLACE, a, 10, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
  call mpi_finalize(ierr)
end program
