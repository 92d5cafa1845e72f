// Package mpi is the registry of MPI functions: one table that says, for
// every function of the MPI-3.1 and MPI-4.0 C interface (the prototypes of
// mpich 4.0.2, which also still declares a few MPI-1 functions removed in
// MPI-3.0), what the analyses need to know about a call to it:
//
//   - its Kind (blocking, nonblocking or persistent collective,
//     point-to-point, completion, RMA communication or synchronisation,
//     initialisation, rank and size queries, ...) and Sub kind
//     (communicator, window and file constructors and destructors, file
//     operations, partitioned communication);
//   - whether it is collective, over what (a communicator, a window, a
//     file, a group, or MPI_COMM_WORLD implicitly) and whether it blocks;
//   - the index of each argument the analyses look at (communicator, root,
//     op, datatype, count, buffers, request, window, target rank, ...), for
//     the C binding and for the Fortran binding;
//   - its blocking family (Base): MPI_Ibcast and MPI_Bcast_init belong to
//     the MPI_Bcast family.
//
// # Symbols
//
// [Lookup] and [Resolve] map a symbol as it appears in LLVM IR to its entry:
//
//	MPI_Bcast  PMPI_Bcast  MPI_Bcast_c  PMPI_Bcast_c        C (and the MPI-4 large-count _c variant)
//	mpi_bcast_  mpi_bcast__  mpi_bcast  MPI_BCAST  MPI_BCAST_   Fortran, mpif.h and "use mpi"
//	pmpi_bcast_  PMPI_BCAST                                  Fortran profiling interface
//	mpi_bcast_f08ts_  mpi_barrier_f08_                       Fortran "use mpi_f08" (mpich; Open MPI uses _f08_)
//	mpi_bcast_f08ts_large_  mpi_bcast_c_f08ts_  mpi_bcast_c_f08_   mpi_f08 large-count procedures
//	__mpi_f08_MOD_mpi_bcast_f08  _QMmpi_f08Pmpi_bcast_f08    module procedures (gfortran, flang), best effort
//
// The mpi_f08 names were read from the symbols exported by mpich 4.0.2's
// libmpichfort.so (mpi_barrier_f08_, mpi_bcast_f08ts_, mpi_bcast_f08ts_large_,
// mpi_get_count_f08_large_), from its mpi_f08.mod (the interface MPI_Bcast
// names the external procedure mpi_bcast_f08ts), from newer mpich sources
// (MPI_Bcast_c_f08ts, the MPI-4 spelling of the large-count procedure) and
// from Open MPI's use-mpi-f08 sources (external subroutine MPI_Bcast_f08,
// profiling PMPI_Bcast_f08). gfortran and flang lower an external procedure
// name to lower case and append one underscore.
//
// # Fortran arguments
//
// In the Fortran bindings every argument is passed by reference, and the
// argument order is the C order followed by a trailing ierror, with these
// exceptions, recorded in the table and reflected in [Func.FortranArgs]:
//
//   - MPI_INIT(ierror): no argc/argv;
//   - MPI_INIT_THREAD(required, provided, ierror): required is argument 0,
//     provided argument 1 (in C they are 2 and 3);
//   - MPI_WTIME(), MPI_WTICK(), MPI_AINT_ADD(base, disp), MPI_AINT_DIFF(addr1,
//     addr2) are functions without ierror, and MPI_PCONTROL(level) has no
//     ierror (C: MPI_Pcontrol(level, ...));
//   - the status, file, info and handle conversion functions (MPI_Status_c2f,
//     MPI_File_f2c, ...) and MPI_DUP_FN have no Fortran binding.
//
// Two things are not arguments of the table: a CHARACTER argument adds a
// hidden length argument after ierror (gfortran and flang pass it by value),
// and in mpi_f08 ierror is OPTIONAL, so a call without it passes a null
// pointer. mpi_f08 handles are TYPE(MPI_Comm) etc., a one-integer structure
// passed by reference, so they look like the integer handles of mpif.h.
//
// # Constants
//
// The thread levels, the mpich integer handles (MPI_COMM_WORLD is
// 0x44000000 in C and in Fortran), the Open MPI handle globals
// (&ompi_mpi_comm_world), Open MPI's Fortran handle numbers, and the few
// integers that differ between mpich and Open MPI (MPI_ANY_SOURCE,
// MPI_PROC_NULL, MPI_ROOT, lock types and assertions) are in handles.go; see
// [HandleName], [GlobalHandleName], [FortranSentinel] and [MPICH] /
// [OpenMPI].
//
// The tests compare the table with the installed mpich headers
// (/usr/include/x86_64-linux-gnu/mpich): every prototype, parameter name,
// pointer parameter, large-count variant and handle value. They skip when
// the headers are absent, and fail instead when CI=true.
package mpi
