package model

import (
	"strings"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/mpi"
)

// EventKind says what an event is.
type EventKind int

const (
	// MPICall is a call to a function of the MPI registry.
	MPICall EventKind = iota
	// Call is a direct call to a function of the program (or, with Fork, the OpenMP region a
	// __kmpc_fork_call runs).
	Call
	// IndirectCall is a call through a function pointer; what it reaches is not known.
	IndirectCall
	// OMPCall is a call to the OpenMP runtime that marks a construct (see omp.go).
	OMPCall
)

// Event is a call the analyses care about.
type Event struct {
	Kind    EventKind
	Inst    *llvmir.Inst
	Block   *Block
	Index   int // position among the events of its block
	Pos     diag.Pos
	MPI     *mpi.Func   // MPICall
	Binding mpi.Binding // MPICall: C or Fortran argument passing
	Callee  *Function   // Call
	Fork    bool        // Call: the callee is an OpenMP outlined region started by __kmpc_fork_call
	OMP     *OMP        // OMPCall: the construct
}

// Fn is the function holding the event.
func (e *Event) Fn() *Function { return e.Block.Fn }

// Name is what a message calls the event: the MPI function or the callee.
func (e *Event) Name() string {
	switch {
	case e.MPI != nil:
		return e.MPI.Name
	case e.Callee != nil:
		return e.Callee.Name
	}
	return "indirect call"
}

// IsCollective reports whether the event is an MPI call that is collective over a
// communicator (or a window or file, which have one).
func (e *Event) IsCollective() bool { return e.Kind == MPICall && e.MPI.Collective }

// noReturn lists the functions a call to which never comes back. MPI_Abort is found through
// the registry (every binding).
var noReturn = map[string]bool{
	"exit": true, "_exit": true, "_Exit": true, "abort": true, "quick_exit": true,
	"__assert_fail": true, "__assert_rtn": true, "pthread_exit": true,
	"longjmp": true, "siglongjmp": true, "_longjmp": true,
	"__cxa_bad_cast": true, "__cxa_throw_bad_array_new_length": true,
	// Fortran runtimes: STOP, ERROR STOP, EXIT.
	"_FortranAStopStatement": true, "_FortranAStopStatementText": true, "_FortranAExit": true,
	"_FortranAFailImageStatement": true, "_gfortran_stop_string": true,
	"_gfortran_stop_numeric": true, "_gfortran_error_stop_string": true,
	"_gfortran_error_stop_numeric": true,
}

// IsThrow reports whether a call to the named function raises a C++ exception.
func IsThrow(name string) bool { return name == "__cxa_throw" || name == "__cxa_rethrow" }

// IsNoReturn reports whether a call to the named function never returns.
func IsNoReturn(name string) bool {
	if noReturn[name] {
		return true
	}
	if f, _, ok := mpi.Lookup(name); ok && f.Kind == mpi.Abort {
		return true
	}
	return false
}

func isCallOp(op string) bool { return op == "call" || op == "invoke" || op == "callbr" }

// firstNoReturnCall is the first call of b that never comes back: a library function of
// IsNoReturn, or a function of the program that ends the job on every path (a die() helper).
func (f *Function) firstNoReturnCall(b *llvmir.Block) *llvmir.Inst {
	for _, in := range b.Insts {
		if !isCallOp(in.Op) {
			continue
		}
		name := in.CalledFunction()
		if IsNoReturn(name) {
			return in
		}
		if g := f.Program.resolve(f.Module, name); g != nil && f.Program.neverReturns[g] {
			return in
		}
	}
	return nil
}

// forkCall is the OpenMP runtime entry that runs its third argument on a new team;
// forkCallIf (flang 22, `!$omp parallel if(...)`) does the same when its fourth argument is
// not zero, and runs the region on the calling thread otherwise.
const (
	forkCall   = "__kmpc_fork_call"
	forkCallIf = "__kmpc_fork_call_if"
)

// IsForkCall reports whether name is a runtime entry that starts a parallel region:
// __kmpc_fork_call(ident, n, microtask, shared...) or __kmpc_fork_call_if(ident, n,
// microtask, cond, shared).
func IsForkCall(name string) bool { return name == forkCall || name == forkCallIf }

// ForkShared returns the arguments of a fork call that the microtask receives as its
// parameters 2, 3, ... (after the thread ids): the shared variables.
func ForkShared(in *llvmir.Inst) []*llvmir.Value {
	first := 3
	if in.CalledFunction() == forkCallIf {
		first = 4
	}
	if len(in.Args) < first {
		return nil
	}
	return in.Args[first:]
}

// buildEvents classifies the calls of every block, once all functions of the program are
// known (a call may reach a function of another module).
func (f *Function) buildEvents() {
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			if !isCallOp(in.Op) {
				continue
			}
			if e := f.classify(in); e != nil {
				e.Block = b
				e.Index = len(b.Events)
				e.Pos = f.InstPos(in)
				b.Events = append(b.Events, e)
			}
			if in == b.NoReturn {
				break
			}
		}
	}
}

func (f *Function) classify(in *llvmir.Inst) *Event {
	name := in.CalledFunction()
	if name == "" {
		if in.Callee != nil && in.Callee.Kind == llvmir.ValAsm {
			return nil
		}
		return &Event{Kind: IndirectCall, Inst: in}
	}
	if strings.HasPrefix(name, "llvm.") {
		return nil
	}
	if mf, binding, ok := mpi.Lookup(name); ok {
		return &Event{Kind: MPICall, Inst: in, MPI: mf, Binding: binding}
	}
	if IsForkCall(name) && len(in.Args) >= 3 {
		if micro := in.Args[2].Base(); micro != nil && micro.Kind == llvmir.ValGlobal {
			if callee := f.Program.resolve(f.Module, micro.Name); callee != nil {
				return &Event{Kind: Call, Inst: in, Callee: callee, Fork: true}
			}
		}
		return nil
	}
	if strings.HasPrefix(name, "__kmpc_") || strings.HasPrefix(name, "omp_") {
		return f.classifyOMP(in, name)
	}
	if callee := f.Program.resolve(f.Module, name); callee != nil {
		return &Event{Kind: Call, Inst: in, Callee: callee}
	}
	return nil
}

// EventOf returns the event of a call instruction of f, or nil when the call is not an event.
func (f *Function) EventOf(in *llvmir.Inst) *Event {
	return f.events.get(func() map[*llvmir.Inst]*Event {
		events := map[*llvmir.Inst]*Event{}
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				events[e.Inst] = e
			}
		}
		return events
	})[in]
}
