! run: np=2
! The correct twin of the Fortran bug programs of handles, counts, tags and requests
! (fortran_leak_bug, fortran_uncommitted_bug, fortran_count_bug, fortran_tag_bug,
! fortran_request_reuse_bug, fortran_start_active_bug, fortran_pending_bug): a duplicated and a
! split communicator, a committed contiguous type, a group, all freed; a message of that type
! received as four integers; an empty message; the largest tag allowed; a request variable
! reused once completed; a persistent send started twice, each start completed, then freed.
program handles_ok
  use mpi
  implicit none
  integer :: ierr, rank, peer, dup, half, t4, grp, req, preq, x(4), y(4), i, s
  integer(kind=MPI_ADDRESS_KIND) :: ub
  logical :: flag
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  peer = 1 - rank
  call MPI_Comm_dup(MPI_COMM_WORLD, dup, ierr)
  call MPI_Comm_split(MPI_COMM_WORLD, rank, 0, half, ierr)
  call MPI_Comm_group(dup, grp, ierr)
  call MPI_Type_contiguous(4, MPI_INTEGER, t4, ierr)
  call MPI_Type_commit(t4, ierr)
  call MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, ub, flag, ierr)
  x = (/ (rank * 10 + i, i = 1, 4) /)
  y = 0
  call MPI_Irecv(y, 4, MPI_INTEGER, peer, int(ub), dup, req, ierr)
  call MPI_Send(x, 1, t4, peer, int(ub), dup, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call MPI_Irecv(s, 0, MPI_INTEGER, peer, 0, dup, req, ierr)
  call MPI_Send(s, 0, MPI_INTEGER, peer, 0, dup, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call MPI_Send_init(x, 4, MPI_INTEGER, peer, 1, MPI_COMM_WORLD, preq, ierr)
  do i = 1, 2
    call MPI_Start(preq, ierr)
    call MPI_Recv(y, 4, MPI_INTEGER, peer, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
    call MPI_Wait(preq, MPI_STATUS_IGNORE, ierr)
  end do
  call MPI_Request_free(preq, ierr)
  call MPI_Allreduce(y(1), s, 1, MPI_INTEGER, MPI_SUM, half, ierr)
  call MPI_Type_free(t4, ierr)
  call MPI_Group_free(grp, ierr)
  call MPI_Comm_free(half, ierr)
  call MPI_Comm_free(dup, ierr)
  print *, 'rank', rank, 'got', y(1), s
  call MPI_Finalize(ierr)
end program handles_ok
