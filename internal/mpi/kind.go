package mpi

import "fmt"

// Kind classifies an MPI function by what the analyses do with its calls.
type Kind uint8

const (
	// Other is every function the analyses only need to recognise as MPI
	// (for the thread-level checks): local queries, datatypes, groups, info,
	// attributes, non-collective file I/O, partitioned Pready/Parrived, ...
	Other Kind = iota
	// Collective is a blocking collective over a communicator, a window or
	// a file: MPI_Barrier, MPI_Bcast, ..., the neighbourhood collectives,
	// and the collective communicator, window and file constructors and
	// destructors, MPI_Comm_set_info, MPI_Win_set_info, the collective file
	// operations (see [Sub]). MPI_Reduce_local is not collective (Other).
	Collective
	// NonblockingCollective is an MPI_I* collective (and MPI_Comm_idup,
	// MPI_Comm_idup_with_info, MPI_File_iread_all, ...): it returns a request.
	NonblockingCollective
	// PersistentCollective is an MPI-4 MPI_*_init collective: it returns an
	// inactive persistent request, started by MPI_Start / MPI_Startall.
	PersistentCollective
	// PointToPoint is a point-to-point call that completes within the call:
	// MPI_Send, MPI_Bsend, MPI_Ssend, MPI_Rsend, MPI_Recv, MPI_Sendrecv,
	// MPI_Sendrecv_replace, MPI_Probe, MPI_Mprobe, MPI_Mrecv, and the probes
	// that do not wait, MPI_Iprobe and MPI_Improbe (Blocking false, no
	// request).
	PointToPoint
	// NonblockingP2P is MPI_Isend, MPI_Ibsend, MPI_Issend, MPI_Irsend,
	// MPI_Irecv, MPI_Imrecv, MPI_Isendrecv, MPI_Isendrecv_replace.
	NonblockingP2P
	// PersistentP2P is MPI_Send_init, MPI_Bsend_init, MPI_Ssend_init,
	// MPI_Rsend_init, MPI_Recv_init and the MPI-4 partitioned MPI_Psend_init,
	// MPI_Precv_init (Sub Partitioned).
	PersistentP2P
	// Start is MPI_Start and MPI_Startall.
	Start
	// Completion is MPI_Wait, MPI_Test, MPI_Request_free (Unitary) and
	// MPI_Waitall, MPI_Waitany, MPI_Waitsome, MPI_Testall, MPI_Testany,
	// MPI_Testsome (Multi). MPI_Request_get_status and MPI_Cancel do not
	// complete a request: they are Other.
	Completion
	// RMAComm is a one-sided communication: MPI_Put, MPI_Get,
	// MPI_Accumulate, MPI_Get_accumulate, MPI_Fetch_and_op,
	// MPI_Compare_and_swap and the request-based MPI_Rput, MPI_Rget,
	// MPI_Raccumulate, MPI_Rget_accumulate.
	RMAComm
	// RMASync is a one-sided synchronisation: MPI_Win_fence (collective),
	// MPI_Win_lock, MPI_Win_unlock, MPI_Win_lock_all, MPI_Win_unlock_all,
	// MPI_Win_post, MPI_Win_start, MPI_Win_complete, MPI_Win_wait,
	// MPI_Win_test, MPI_Win_flush, MPI_Win_flush_local, MPI_Win_flush_all,
	// MPI_Win_flush_local_all, MPI_Win_sync.
	RMASync
	// Init is MPI_Init.
	Init
	// InitThread is MPI_Init_thread.
	InitThread
	// Finalize is MPI_Finalize, collective over all connected processes
	// (Over is World).
	Finalize
	// Abort is MPI_Abort.
	Abort
	// Rank is MPI_Comm_rank and MPI_Group_rank: the result (Args.Rank)
	// differs from process to process.
	Rank
	// Size is MPI_Comm_size and MPI_Group_size.
	Size
)

var kindNames = [...]string{
	Other:                 "Other",
	Collective:            "Collective",
	NonblockingCollective: "NonblockingCollective",
	PersistentCollective:  "PersistentCollective",
	PointToPoint:          "PointToPoint",
	NonblockingP2P:        "NonblockingP2P",
	PersistentP2P:         "PersistentP2P",
	Start:                 "Start",
	Completion:            "Completion",
	RMAComm:               "RMAComm",
	RMASync:               "RMASync",
	Init:                  "Init",
	InitThread:            "InitThread",
	Finalize:              "Finalize",
	Abort:                 "Abort",
	Rank:                  "Rank",
	Size:                  "Size",
}

// Kinds lists every Kind, in declaration order.
func Kinds() []Kind {
	ks := make([]Kind, len(kindNames))
	for i := range ks {
		ks[i] = Kind(i)
	}
	return ks
}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Sub refines the Kind of a function: what the call does to a communicator,
// window or file, or that it belongs to partitioned communication.
type Sub uint8

const (
	NoSub Sub = iota
	// CommConstructor returns a new communicator (Args.New): MPI_Comm_dup,
	// MPI_Comm_split, MPI_Comm_create, MPI_Cart_create, MPI_Intercomm_create,
	// MPI_Comm_spawn, MPI_Comm_accept, ..., MPI_Comm_idup (nonblocking) and
	// MPI_Comm_join (not collective).
	CommConstructor
	// CommDestructor is MPI_Comm_free and MPI_Comm_disconnect (collective).
	CommDestructor
	// WinConstructor is MPI_Win_create, MPI_Win_allocate,
	// MPI_Win_allocate_shared, MPI_Win_create_dynamic (collective).
	WinConstructor
	// WinDestructor is MPI_Win_free (collective over the window).
	WinDestructor
	// FileConstructor is MPI_File_open (collective over its communicator).
	FileConstructor
	// FileDestructor is MPI_File_close (collective over the file).
	FileDestructor
	// FileOp is a data access on an open file (collective: _all, _ordered,
	// the split collectives _begin/_end, MPI_File_iread_all, ...; or not:
	// MPI_File_read, MPI_File_iwrite_at, ...) or a collective operation on
	// it (MPI_File_set_view, MPI_File_set_size, MPI_File_preallocate,
	// MPI_File_set_atomicity, MPI_File_sync, MPI_File_seek_shared,
	// MPI_File_set_info). The collective ones are collective over the
	// communicator the file was opened with; their Comm is the file handle
	// (Over is File).
	FileOp
	// Partitioned is MPI-4 partitioned communication: MPI_Psend_init,
	// MPI_Precv_init (PersistentP2P), MPI_Pready, MPI_Pready_range,
	// MPI_Pready_list, MPI_Parrived (Other).
	Partitioned
)

var subNames = [...]string{
	NoSub:           "NoSub",
	CommConstructor: "CommConstructor",
	CommDestructor:  "CommDestructor",
	WinConstructor:  "WinConstructor",
	WinDestructor:   "WinDestructor",
	FileConstructor: "FileConstructor",
	FileDestructor:  "FileDestructor",
	FileOp:          "FileOp",
	Partitioned:     "Partitioned",
}

func (s Sub) String() string {
	if int(s) < len(subNames) {
		return subNames[s]
	}
	return fmt.Sprintf("Sub(%d)", s)
}

// Scope says what kind of object the Comm argument of a call designates.
// For a collective call it is the object the call is collective over.
type Scope uint8

const (
	// NoScope: the function has no communicator argument (and is not
	// collective); Comm is -1.
	NoScope Scope = iota
	// OverComm: Comm is a communicator (comm, comm_old, local_comm, or the
	// input intercomm of MPI_Intercomm_merge).
	OverComm
	// OverWin: Comm is the window (MPI_Win_fence, MPI_Win_free); the call
	// is collective over the group of the window.
	OverWin
	// OverFile: Comm is the file handle; the call is collective over the
	// communicator the file was opened with.
	OverFile
	// OverGroup: Comm is a group (MPI_Comm_create_from_group,
	// MPI_Intercomm_create_from_groups, MPI-4 sessions): the call is
	// collective over the processes of that group.
	OverGroup
	// World: no argument names the processes; MPI_Finalize is collective
	// over all connected processes (MPI_COMM_WORLD). Comm is -1.
	World
)

var scopeNames = [...]string{
	NoScope:   "NoScope",
	OverComm:  "OverComm",
	OverWin:   "OverWin",
	OverFile:  "OverFile",
	OverGroup: "OverGroup",
	World:     "World",
}

func (s Scope) String() string {
	if int(s) < len(scopeNames) {
		return scopeNames[s]
	}
	return fmt.Sprintf("Scope(%d)", s)
}

// CompletionKind tells unitary from multiple completion calls.
type CompletionKind uint8

const (
	// NotCompletion: the function is not a Completion.
	NotCompletion CompletionKind = iota
	// Unitary completes (or frees) the one request given: MPI_Wait,
	// MPI_Test, MPI_Request_free.
	Unitary
	// Multi takes an array of requests (Args.Count, Args.Request):
	// MPI_Waitall, MPI_Waitany, MPI_Waitsome, MPI_Testall, MPI_Testany,
	// MPI_Testsome. Func.Completes says how many it completes.
	Multi
)

func (c CompletionKind) String() string {
	switch c {
	case NotCompletion:
		return "NotCompletion"
	case Unitary:
		return "Unitary"
	case Multi:
		return "Multi"
	}
	return fmt.Sprintf("CompletionKind(%d)", c)
}

// Completes says which of its requests a completion call completes when it
// succeeds.
type Completes uint8

const (
	CompletesNone Completes = iota // not a completion call
	CompletesOne                   // MPI_Wait, MPI_Test, MPI_Request_free: its single request
	CompletesAll                   // MPI_Waitall, MPI_Testall: all of them
	CompletesAny                   // MPI_Waitany, MPI_Testany: exactly one, unknown statically
	CompletesSome                  // MPI_Waitsome, MPI_Testsome: at least one, unknown statically
)

func (c Completes) String() string {
	switch c {
	case CompletesNone:
		return "CompletesNone"
	case CompletesOne:
		return "CompletesOne"
	case CompletesAll:
		return "CompletesAll"
	case CompletesAny:
		return "CompletesAny"
	case CompletesSome:
		return "CompletesSome"
	}
	return fmt.Sprintf("Completes(%d)", c)
}

// Binding is the language interface a symbol belongs to.
type Binding uint8

const (
	// C: arguments as in the C prototypes; handles by value (mpich: i32;
	// Open MPI: pointers), outputs through pointers.
	C Binding = iota
	// Fortran: mpif.h, "use mpi" or "use mpi_f08". Every argument is passed
	// by reference; a trailing ierror follows the C arguments, except where
	// Func.FortranArgs says otherwise.
	Fortran
)

func (b Binding) String() string {
	switch b {
	case C:
		return "C"
	case Fortran:
		return "Fortran"
	}
	return fmt.Sprintf("Binding(%d)", b)
}
