package dependence

import (
	"strings"

	"github.com/parcoach/parcoach/internal/itanium"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Domain is what "varies" means: between the processes of a communicator, or between the
// threads of an OpenMP team.
type Domain int

const (
	// Processes: a value varies when MPI processes may hold different values (the rank,
	// data received, timers).
	Processes Domain = iota
	// Threads: a value varies when the threads of a team may hold different values (the
	// thread number, the bounds of a worksharing loop chunk).
	Threads
)

func (d Domain) String() string {
	if d == Threads {
		return "threads"
	}
	return "processes"
}

// effect is what a call to a function outside the program does to values, as far as
// variation goes.
type effect struct {
	known    bool
	ret      string // non-empty: the result varies, and this says why ("rank obtained from ...")
	vary     []int  // pointer arguments whose memory receives varying data
	varyWhy  string // why they vary
	uniform  []int  // pointer arguments whose memory holds the same value everywhere after the call
	readOnly bool   // writes through no argument (printf, strlen, ...)
	// written, when not nil, says which pointer arguments the call may write (the Fortran
	// binding passes inputs by reference too); nil: any pointer argument.
	written   func(i int) bool
	argString []string // for getenv: the names that make the result vary
}

// varyEverywhere are library functions whose result differs between processes and threads.
var varyEverywhere = map[string]string{
	"rand": "a random number from rand", "random": "a random number from random", "rand_r": "a random number from rand_r",
	"drand48": "a random number from drand48", "lrand48": "a random number from lrand48", "mrand48": "a random number from mrand48",
	"erand48": "a random number from erand48", "time": "the time from time", "clock": "the time from clock",
	"getpid": "the process id from getpid", "gettid": "the thread id from gettid", "MPI_Wtime": "the time from MPI_Wtime",
	"PMPI_Wtime": "the time from MPI_Wtime", "omp_get_wtime": "the time from omp_get_wtime",
	"mpi_wtime_": "the time from MPI_Wtime", "_FortranACpuTime": "the time from CPU_TIME",
}

// varyOutputs are library functions that write varying data through a pointer argument.
var varyOutputs = map[string]effect{
	"gettimeofday":  {vary: []int{0}, varyWhy: "the time from gettimeofday"},
	"clock_gettime": {vary: []int{1}, varyWhy: "the time from clock_gettime"},
	"gethostname":   {vary: []int{0}, varyWhy: "the host name from gethostname"},
}

// readOnlyFuncs write through none of their pointer arguments and return a value computed
// from their arguments.
var readOnlyFuncs = map[string]bool{
	"printf": true, "fprintf": true, "puts": true, "fputs": true, "putchar": true, "fflush": true,
	"strlen": true, "strcmp": true, "strncmp": true, "memcmp": true, "atoi": true, "atol": true,
	"atoll": true, "strcasecmp": true, "strncasecmp": true, "strchr": true, "strrchr": true,
	"strstr": true, "strpbrk": true, "strspn": true, "strcspn": true, "memchr": true,
	"fopen": true, "fopen64": true, "fdopen": true, "opendir": true, "access": true,
	"atof": true, "abs": true, "labs": true, "fabs": true, "sqrt": true, "pow": true, "exp": true,
	"log": true, "sin": true, "cos": true, "floor": true, "ceil": true, "free": true, "perror": true,
	// C++ operator delete and delete[] (plain, sized, aligned): the object is gone, nothing
	// is written that the program can read.
	"_ZdlPv": true, "_ZdaPv": true, "_ZdlPvm": true, "_ZdaPvm": true, "_ZdlPvSt11align_val_t": true,
	"_ZdaPvSt11align_val_t": true, "_ZdlPvmSt11align_val_t": true, "_ZdaPvmSt11align_val_t": true,
	"omp_get_num_threads": true, "omp_get_max_threads": true, "omp_in_parallel": true,
	"omp_get_num_procs": true, "omp_get_level": true, "omp_get_dynamic": true, "omp_get_nested": true,
	"__kmpc_barrier": true, "__kmpc_end_single": true, "__kmpc_end_master": true, "__kmpc_end_masked": true,
	"__kmpc_critical": true, "__kmpc_end_critical": true, "__kmpc_for_static_fini": true,
	"__kmpc_push_num_threads": true, "__kmpc_serialized_parallel": true, "__kmpc_end_serialized_parallel": true,
	"__kmpc_fork_call": true, "__kmpc_omp_taskwait": true, "__kmpc_flush": true,
	"__cxa_begin_catch": true, "__cxa_end_catch": true, "__cxa_allocate_exception": true,
	"__cxa_free_exception": true, "__clang_call_terminate": true,
}

// rankEnvironment are the environment variables launchers set to the process rank.
var rankEnvironment = []string{
	"PMI_RANK", "PMIX_RANK", "PMI_ID", "OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_LOCAL_RANK",
	"MV2_COMM_WORLD_RANK", "MV2_COMM_WORLD_LOCAL_RANK", "SLURM_PROCID", "SLURM_LOCALID", "MPI_LOCALRANKID",
	"PALS_RANKID", "ALPS_APP_PE",
}

// threadSources are the OpenMP runtime calls whose result (or outputs) differ between the
// threads of a team.
var threadSources = map[string]effect{
	"omp_get_thread_num":        {ret: "the thread number from omp_get_thread_num"},
	"__kmpc_global_thread_num":  {ret: "the thread number from the OpenMP runtime"},
	"omp_get_team_num":          {ret: "the team number from omp_get_team_num"},
	"__kmpc_single":             {ret: "the thread chosen by single"},
	"__kmpc_master":             {ret: "the master thread test"},
	"__kmpc_masked":             {ret: "the masked thread test"},
	"__kmpc_reduce":             {ret: "the reduction role of the thread"},
	"__kmpc_reduce_nowait":      {ret: "the reduction role of the thread"},
	"__kmpc_for_static_init_4":  {vary: []int{3, 4, 5, 6}, varyWhy: "the loop chunk given to the thread"},
	"__kmpc_for_static_init_4u": {vary: []int{3, 4, 5, 6}, varyWhy: "the loop chunk given to the thread"},
	"__kmpc_for_static_init_8":  {vary: []int{3, 4, 5, 6}, varyWhy: "the loop chunk given to the thread"},
	"__kmpc_for_static_init_8u": {vary: []int{3, 4, 5, 6}, varyWhy: "the loop chunk given to the thread"},
	"__kmpc_dispatch_next_4":    {ret: "the loop chunk given to the thread", vary: []int{2, 3, 4, 5}, varyWhy: "the loop chunk given to the thread"},
	"__kmpc_dispatch_next_4u":   {ret: "the loop chunk given to the thread", vary: []int{2, 3, 4, 5}, varyWhy: "the loop chunk given to the thread"},
	"__kmpc_dispatch_next_8":    {ret: "the loop chunk given to the thread", vary: []int{2, 3, 4, 5}, varyWhy: "the loop chunk given to the thread"},
	"__kmpc_dispatch_next_8u":   {ret: "the loop chunk given to the thread", vary: []int{2, 3, 4, 5}, varyWhy: "the loop chunk given to the thread"},
}

// sharedPointerReads read a file through its shared file pointer: each process reads the
// part after the one the process before it read (in rank order for the ordered ones).
var sharedPointerReads = map[string]bool{
	"MPI_File_read_shared": true, "MPI_File_iread_shared": true, "MPI_File_read_ordered": true,
	"MPI_File_read_ordered_begin": true,
}

// uniformCollectives leave the same data on every process in their receive buffer.
var uniformCollectives = map[string]bool{
	"MPI_Allreduce": true, "MPI_Allgather": true, "MPI_Allgatherv": true, "MPI_Bcast": true,
}

// effectOf classifies a call to a function the program does not define.
func effectOf(d Domain, name string) effect {
	if why, ok := varyEverywhere[name]; ok {
		return effect{known: true, ret: why, readOnly: true}
	}
	if e, ok := varyOutputs[name]; ok {
		e.known = true
		return e
	}
	if name == "getenv" || name == "secure_getenv" {
		return effect{known: true, readOnly: true, argString: rankEnvironment}
	}
	if f, binding, ok := mpi.Lookup(name); ok {
		return mpiEffect(d, f, binding)
	}
	if d == Threads {
		if e, ok := threadSources[name]; ok {
			e.known = true
			return e
		}
	}
	if readOnlyFuncs[name] || strings.HasPrefix(name, "llvm.") && !isMemIntrinsic(name) ||
		strings.HasPrefix(name, "_FortranAio") && !fortranItem(name) || strings.HasPrefix(name, "__kmpc_") && d == Processes {
		return effect{known: true, readOnly: true}
	}
	return effect{}
}

// isMemIntrinsic reports whether an LLVM intrinsic writes memory through an argument: the
// others (llvm.dbg.*, llvm.lifetime.*, llvm.eh.typeid.for, math) only read.
func isMemIntrinsic(name string) bool {
	for _, p := range []string{"llvm.memcpy", "llvm.memmove", "llvm.memset", "llvm.va_", "llvm.stacksave", "llvm.stackrestore"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// mpiEffect says which outputs of an MPI call vary. Between processes: ranks, coordinates,
// received data, statuses and flags, the communicator of a split (MPI_COMM_NULL on some);
// between threads of one process only what is received or tested (the rank is the same).
func mpiEffect(d Domain, f *mpi.Func, b mpi.Binding) effect {
	a := f.ArgsFor(b)
	e := effect{known: true}
	// What the call may write through: in C every pointer not to const (MPI-3's bindings
	// say which only read: send buffers, the v and w collectives' counts, displacements and
	// datatypes); in Fortran every argument is by reference and FortranWritten says.
	e.written = f.CWritten
	if b == mpi.Fortran {
		e.written = f.FortranWritten
	}
	why := "data received by " + f.Name
	add := func(i int, reason string) {
		if i >= 0 {
			e.vary = append(e.vary, i)
			if e.varyWhy == "" {
				e.varyWhy = reason
			}
		}
	}
	if d == Processes {
		switch {
		case f.Kind == mpi.Rank:
			add(a.Rank, "the rank obtained from "+f.Name)
		case f.Kind == mpi.Size:
			e.uniform = append(e.uniform, a.Size)
		case f.Name == "MPI_Cart_coords" || f.Name == "MPI_Cart_shift" || f.Name == "MPI_Cart_rank" || f.Name == "MPI_Cart_get":
			for i, p := range paramsOf(f, b) {
				if p == "coords" || p == "rank_source" || p == "rank_dest" || p == "rank" && f.Name == "MPI_Cart_rank" {
					add(i, "coordinates obtained from "+f.Name)
				}
			}
		case sharedPointerReads[f.Name]:
			add(a.Buffer, "data read by "+f.Name+" through the file's shared pointer (each process reads its own part)")
		case f.Name == "MPI_Comm_split" || f.Name == "MPI_Comm_split_type" || f.Name == "MPI_Comm_create" || f.Name == "MPI_Comm_create_group":
			add(a.New, "the communicator from "+f.Name+" (MPI_COMM_NULL on some)")
		}
	}
	if f.Kind == mpi.PointToPoint || f.Kind == mpi.NonblockingP2P || f.Kind == mpi.PersistentP2P {
		if a.Source >= 0 {
			add(a.Buffer, why)
		}
		add(a.RecvBuffer, why)
	}
	if f.Collective || f.Kind == mpi.NonblockingCollective || f.Kind == mpi.PersistentCollective {
		family := f.Family()
		if uniformCollectives[family] {
			if family == "MPI_Bcast" {
				e.uniform = append(e.uniform, a.Buffer)
			} else {
				e.uniform = append(e.uniform, a.RecvBuffer)
			}
		} else if d == Processes {
			add(a.RecvBuffer, why)
		}
	}
	if f.Kind == mpi.RMAComm && (f.Name == "MPI_Get" || f.Name == "MPI_Rget") {
		add(a.Buffer, "data read by "+f.Name)
	}
	if f.Kind == mpi.RMAComm {
		add(a.RecvBuffer, "data read by "+f.Name) // result buffer of Get_accumulate, Fetch_and_op, ...
	}
	add(a.Status, "the status of "+f.Name)
	add(a.Flag, "the flag of "+f.Name)
	add(a.Index, "the index of "+f.Name)
	if f.Name == "MPI_Wtime" {
		e.ret = "the time from MPI_Wtime"
	}
	return e
}

func paramsOf(f *mpi.Func, b mpi.Binding) []string {
	if b == mpi.Fortran {
		return f.FortranParams
	}
	return f.Params
}

// stringArg returns the C string a pointer argument points to, when it is a constant.
func stringArg(m *llvmir.Module, v *llvmir.Value) (string, bool) {
	if v == nil {
		return "", false
	}
	b := v.Base()
	if b == nil || b.Kind != llvmir.ValGlobal {
		return "", false
	}
	g := m.Global(b.Name)
	if g == nil {
		return "", false
	}
	return g.String()
}

// argFlow says which pointer arguments of a library call are read and which are written.
type argFlow struct {
	reads, writes func(i int) bool
}

func anyArg(int) bool { return true }

// fortranInputItem reports whether a flang I/O runtime call stores one item a READ
// statement reads (_FortranAioInputInteger, InputReal64, InputAscii, InputDescriptor...).
func fortranInputItem(name string) bool { return strings.HasPrefix(name, "_FortranAioInput") }

// fortranItem reports whether a flang I/O runtime call transfers one item of a READ or a
// WRITE, between the program's memory and the statement's state (which, for an internal
// unit, is the CHARACTER variable: pointsto.go's internalIO).
func fortranItem(name string) bool {
	return fortranInputItem(name) || strings.HasPrefix(name, "_FortranAioOutput")
}

// libraryFlow is what a library function outside the tables does with its pointer
// arguments: by default it reads and writes all of them; the formatting, scanning and
// copying functions read their inputs and write only their outputs, so that the output
// buffer's old content does not flow into the result, nor a varying input into the inputs.
func libraryFlow(name string) argFlow {
	from := func(k int) func(int) bool { return func(i int) bool { return i >= k } }
	only := func(k int) func(int) bool { return func(i int) bool { return i == k } }
	upTo := func(k int) func(int) bool { return func(i int) bool { return i <= k } }
	switch {
	case name == "sscanf" || name == "__isoc99_sscanf" || name == "fscanf" || name == "__isoc99_fscanf":
		return argFlow{reads: upTo(1), writes: from(2)}
	case name == "scanf" || name == "__isoc99_scanf":
		return argFlow{reads: upTo(0), writes: from(1)}
	case name == "sprintf" || name == "vsprintf":
		return argFlow{reads: from(1), writes: only(0)}
	case name == "snprintf" || name == "vsnprintf":
		return argFlow{reads: from(2), writes: only(0)}
	case name == "fgets":
		return argFlow{reads: only(2), writes: only(0)}
	case name == "strcpy" || name == "strncpy" || name == "memcpy" || name == "memmove" ||
		strings.HasPrefix(name, "llvm.memcpy") || strings.HasPrefix(name, "llvm.memmove"):
		return argFlow{reads: only(1), writes: only(0)}
	case name == "memset" || strings.HasPrefix(name, "llvm.memset"):
		return argFlow{reads: func(int) bool { return false }, writes: only(0)}
	case fortranInputItem(name):
		// flang's READ: each item is written from the statement's state (the first
		// argument), which the statement's Begin call made from the unit or the internal
		// string it reads.
		return argFlow{reads: only(0), writes: from(1)}
	case strings.HasPrefix(name, "_FortranAioOutput"):
		// flang's WRITE: each item is given to the statement's state (the first argument).
		return argFlow{reads: anyArg, writes: only(0)}
	case strings.HasPrefix(name, "_ZStls") || strings.HasPrefix(name, "_ZNSo"):
		// An output stream operator or method (std::operator<<, ostream::operator<<,
		// write, _M_insert): it writes the stream, and only reads what it prints.
		return argFlow{reads: anyArg, writes: only(0)}
	case strings.HasPrefix(name, "_ZSt18_Rb_tree_increment") || strings.HasPrefix(name, "_ZSt18_Rb_tree_decrement"):
		// std::_Rb_tree_increment/decrement (libstdc++): the next or previous node of a
		// red-black tree, found by following its links; they write nothing.
		return argFlow{reads: anyArg, writes: func(int) bool { return false }}
	}
	return argFlow{reads: anyArg, writes: anyArg}
}

// callFlow is libraryFlow for one call: a C++ function outside the program (the compiled
// part of the standard library: std::string, streams) writes neither what its const
// pointer and reference parameters designate nor, for a const member function, its object
// (cxxReadOnly).
func callFlow(in *llvmir.Inst) argFlow {
	flow := libraryFlow(in.CalledFunction())
	if ro := cxxReadOnly(in); ro != nil {
		writes := flow.writes
		flow.writes = func(i int) bool { return writes(i) && !ro(i) }
	}
	return flow
}

// cxxReadOnly says which arguments of a call to a C++ function outside the program only read
// the object they designate, nil when none is known. The mangled name (package itanium) says
// which declared parameters are pointers or references to const, and whether the function is
// a const member; the IR call passes before them the result's slot (sret) and the object,
// when there are such: the leading arguments beyond the declared ones, at most two, all
// pointers. Each declared parameter must have the IR type its kind implies (a pointer for a
// pointer or reference, a number for a number), otherwise the call is not matched (a class
// passed by value split into two registers) and nothing is assumed. Const parameters count
// only in namespace std, whose code is known not to cast const away; a const member's
// object is not written in any library.
func cxxReadOnly(in *llvmir.Inst) func(int) bool {
	sig, ok := itanium.Parse(in.CalledFunction())
	if !ok {
		return nil
	}
	n := len(in.Args)
	extra := n - len(sig.Params)
	if extra < 0 || extra > 2 {
		return nil
	}
	for i := range extra {
		if !llvmir.IsPointerType(in.Args[i].Type) {
			return nil
		}
	}
	ro := make([]bool, n)
	found := false
	for j, k := range sig.Params {
		ptr := llvmir.IsPointerType(in.Args[extra+j].Type)
		switch k {
		case itanium.Number:
			if ptr {
				return nil
			}
		case itanium.Pointer, itanium.Reference, itanium.RvalueReference, itanium.ConstPointer, itanium.ConstReference:
			if !ptr {
				return nil
			}
		}
		if sig.Std && k.ReadOnly() {
			ro[extra+j], found = true, true
		}
	}
	if sig.ConstMember && extra >= 1 {
		ro[extra-1], found = true, true // the object comes last before the declared parameters
	}
	if !found {
		return nil
	}
	return func(i int) bool { return i < n && ro[i] }
}

// isDestructor reports whether a mangled name is a C++ destructor (D0, D1, D2 of a class):
// after it the object is dead, so what it writes into the object is never read.
func isDestructor(name string) bool {
	return strings.HasPrefix(name, "_ZN") && (strings.HasSuffix(name, "D0Ev") || strings.HasSuffix(name, "D1Ev") || strings.HasSuffix(name, "D2Ev"))
}
