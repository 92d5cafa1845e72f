! Requests in an array indexed by the loop variable, in Fortran, completed by
! MPI_Waitall; the values are summed afterwards.
! Correct.
program loop_requests
  implicit none
  include 'mpif.h'
  integer, parameter :: n = 4
  integer :: ierr, rank, nprocs, i, total
  integer :: outv(n), inv(n), reqs(2 * n)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  do i = 1, n
    outv(i) = rank * 10 + i
    call MPI_Irecv(inv(i), 1, MPI_INTEGER, mod(rank + nprocs - 1, nprocs), i, MPI_COMM_WORLD, reqs(i), ierr)
    call MPI_Isend(outv(i), 1, MPI_INTEGER, mod(rank + 1, nprocs), i, MPI_COMM_WORLD, reqs(n + i), ierr)
  end do
  call MPI_Waitall(2 * n, reqs, MPI_STATUSES_IGNORE, ierr)
  total = 0
  do i = 1, n
    total = total + inv(i)
  end do
  print *, rank, total
  call MPI_Finalize(ierr)
end program loop_requests
