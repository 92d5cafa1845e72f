! run: np=3
! A collective whose communicator differs between processes (the Fortran twin of
! coll_comm_arg_bug.c): ranks 0 and 1 reduce on their half of MPI_COMM_WORLD, rank 2 on
! MPI_COMM_WORLD itself, at the same line. Ranks 0 and 1 go on to the barrier on MPI_COMM_WORLD
! while rank 2 waits in its reduction there: the comparison on MPI_COMM_WORLD finds two
! different collectives; ranks 0 and 1 called rank 2's MPI_Allreduce at that line on another
! communicator, so they report the argument.
program coll_comm_arg_bug
  use mpi
  implicit none
  integer :: ierr, rank, x, y, half, comms(2)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  x = 1
  y = 0
  call MPI_Comm_split(MPI_COMM_WORLD, merge(1, 0, rank < 2), rank, half, ierr)
  comms(1) = half
  comms(2) = MPI_COMM_WORLD
  call MPI_Allreduce(x, y, 1, MPI_INTEGER, MPI_SUM, comms(merge(2, 1, rank == 2)), ierr) ! monitor-expect: collective-mismatch
  call MPI_Barrier(MPI_COMM_WORLD, ierr) ! monitor-expect: collective-argument-mismatch
  call MPI_Comm_free(half, ierr)
  call MPI_Finalize(ierr)
end program coll_comm_arg_bug
