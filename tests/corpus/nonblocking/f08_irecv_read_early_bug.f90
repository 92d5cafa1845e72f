! Fortran with `use mpi_f08`: the receive buffer is read before MPI_Wait.
! Bug: `early` gets the value inv had before the message arrived.
program f08_irecv_read_early
  use mpi_f08
  implicit none
  integer :: rank, nprocs, outv, inv, early
  type(MPI_Request) :: rreq
  type(MPI_Status) :: status

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs)
  outv = rank
  inv = -1
  call MPI_Irecv(inv, 1, MPI_INTEGER, mod(rank + nprocs - 1, nprocs), 0, MPI_COMM_WORLD, rreq)
  early = inv ! expect: mpi-buffer-race
  call MPI_Send(outv, 1, MPI_INTEGER, mod(rank + 1, nprocs), 0, MPI_COMM_WORLD)
  call MPI_Wait(rreq, status)
  print *, rank, early, inv, status%MPI_SOURCE
  call MPI_Finalize()
end program f08_irecv_read_early
