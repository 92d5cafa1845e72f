! TeaLeaf's input parser in miniature. The parser keeps its state in module variables: the unit
! it reads (iu), the current line and the selected section (sel). Process 0 first runs it alone
! over the user's file (copying it line by line into a scratch file); then every process runs it
! again, but without parse_init: process 0 reads on from its own unit and line, the others from
! a unit never opened, and the loop of collectives runs 3 times on process 0, once elsewhere.
module boss_parse_bug_mod
  implicit none
  integer :: iu
  character(len=64) :: line, sel
contains
  integer function parse_init(iunit)
    integer :: iunit
    iu = iunit
    line = ''
    rewind(iunit)
    parse_init = 0
  end function parse_init

  integer function parse_getline(mode)
    integer, intent(in) :: mode
    character(len=64) :: l
    integer :: ios
    read(iu, '(a64)', iostat=ios) l
    parse_getline = ios
    if (ios /= 0) return
    if (mode < 0) then
      line = l
    else if (l(1:8) == '*select:') then
      sel = l(9:)
      line = ''
    else if (sel == '' .or. sel == 'all') then
      line = l
    else if (l(1:1) == '*') then
      call parse_error(l)
    else
      line = ''
    end if
  end function parse_getline

  subroutine parse_error(l)
    use mpi
    character(len=*) :: l
    integer :: ierr
    print *, 'unexpected section: ', trim(l)
    call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
  end subroutine parse_error
end module boss_parse_bug_mod

program boss_parser_bug
  use mpi
  use boss_parse_bug_mod
  implicit none
  integer :: rank, ierr, stat, uin, steps, i
  double precision :: x, y
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  sel = ''
  if (rank == 0) then
    uin = 21
    open(unit=uin, file='boss_parser_bug.in', action='write')
    write(uin, '(a)') 'three'
    close(uin)
    open(unit=uin, file='boss_parser_bug.in', action='read')
    open(unit=22, file='boss_parser_bug.tmp', action='write')
    stat = parse_init(uin)
    do
      stat = parse_getline(-1)
      if (stat /= 0) exit
      write(22, '(a)') trim(line)
    end do
    close(22)
    close(uin)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  stat = parse_getline(0)
  select case (line)
  case ('three')
    steps = 3
  case default
    steps = 1
  end select
  x = rank
  do i = 1, steps
    call MPI_Allreduce(x, y, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr) ! expect: collective-in-loop
  end do
  call MPI_Finalize(ierr)
end program boss_parser_bug
