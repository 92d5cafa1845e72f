// Package handles follows the values of MPI arguments and the states of the handles a
// function creates (issue 16): a forward dataflow over the CFG keeps, for each local variable
// whose address stays in the function, the set of constants, predefined handles,
// communicator sizes (`MPI_Comm_size` results plus an offset) and created handles it may hold,
// refined on the branches that compare it with a constant (`if (c != MPI_COMM_NULL)`), and for
// each handle created by a call of the function whether it is live, committed, started or
// freed. Three checks use it:
//
//   - mpi-invalid-argument: an argument invalid on every path reaching the call, or one of a
//     few known constants one of which is invalid (pathargs.go) (null
//     handles, freed or uncommitted datatypes, negative counts, tags, ranks out of range,
//     negative dims, a predefined communicator freed, ...);
//   - mpi-resource-leak: a communicator, group, datatype, operation, window or persistent
//     request created into a local variable that some path does not free before MPI_Finalize
//     or the return, or overwrites first;
//   - mpi-missing-start: MPI_Wait or MPI_Test on a persistent request no MPI_Start activated.
//
// Values the analysis cannot follow (globals, memory whose address leaves the function,
// results of other calls) are unknown and never reported.
package handles

import (
	"fmt"
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/dependence"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Check ids.
const (
	InvalidID = "mpi-invalid-argument"
	LeakID    = "mpi-resource-leak"
	StartID   = "mpi-missing-start"
	PStartID  = "persistent-collective-mismatch"
	P2PID     = "p2p-mismatch"
	OverlapID = "collective-order-overlap"
)

// Analyzer is the handle and argument analysis.
var Analyzer = &check.Analyzer{
	Name: "handles",
	Doc:  "values of MPI arguments and states of MPI handles: invalid arguments, leaks, persistent requests never started",
	Checks: []check.Check{
		{ID: InvalidID, Severity: diag.Warning,
			Short: "An MPI call receives an argument that is invalid on every path, or on the paths assigning an invalid constant.",
			Tags:  []string{"mpi", "correctness", "arguments"},
			Doc: "An MPI call receives, on every path that reaches it, an argument the standard " +
				"forbids: MPI_COMM_NULL, MPI_DATATYPE_NULL, MPI_OP_NULL or MPI_REQUEST_NULL where a " +
				"valid handle is needed, a C communicator, datatype or operation that is a null pointer (0), " +
				"a null buffer with a positive count of a predefined datatype, " +
				"in C a buffer that is a local variable or a global of a scalar type (or an array of one) " +
				"described by a predefined datatype of another kind or size of value (an int array sent " +
				"as MPI_DOUBLE; arrays of char are raw storage and take any datatype) or by a count that " +
				"needs more bytes than the variable holds from where the buffer starts, " +
				"a negative count or block length given to a type constructor or a null newtype, a " +
				"negative window size or a displacement unit that is not positive, " +
				"MPI_REPLACE or MPI_NO_OP given to a collective reduction (they are for the accumulate " +
				"functions), a logical or bitwise operation on a floating-point datatype or MPI_MAXLOC / " +
				"MPI_MINLOC on a datatype that is not a value-index pair, a null request or flag pointer (C), a communicator, datatype or operation already freed, a derived " +
				"datatype used to communicate before MPI_Type_commit, a negative count or tag (MPI_ANY_TAG " +
				"only for receives), a root, destination or source that is negative (other than " +
				"MPI_PROC_NULL, MPI_ANY_SOURCE where allowed) or not below the size of the communicator " +
				"(the value of MPI_Comm_size itself, a constant at least 1 on MPI_COMM_SELF, or at least N " +
				"on MPI_COMM_WORLD with --np N), a negative color for MPI_Comm_split other than " +
				"MPI_UNDEFINED, negative dims for MPI_Cart_create, MPI_Comm_free of MPI_COMM_WORLD or " +
				"MPI_COMM_SELF, a Cartesian query on a communicator without topology, MPI_Start on a " +
				"request that is not persistent. At run time MPI reports an error and aborts, or the " +
				"behaviour is undefined. The analysis follows local variables assigned in the function " +
				"(constants, MPI_Comm_size results, handles the function creates and frees), and reports " +
				"when every value that can reach the call is invalid, or when the argument is one of a " +
				"few constants or predefined handles, all known, one of them invalid (`int count = N; " +
				"if (argc == 1) count = 5 * N;` before sending a buffer of N ints), or a pointer that is " +
				"NULL on some paths and the address of memory on the others (`buf = argc == 1 ? NULL : " +
				"malloc(...)`): the call fails on the paths that assign that value. A test that excludes the value before the call " +
				"(`if (tag < 0) return;`) removes it; a value the analysis cannot follow (an unknown in the " +
				"set) keeps the argument silent. Arguments only the root reads (MPI_Gather's receive buffer, " +
				"MPI_Scatter's send buffer and count, MPI_Reduce's receive buffer) are checked where the root " +
				"runs the call with what every process passes: in main, reached alike by every process, " +
				"with values that do not vary between processes. Without --np, a gathering collective's " +
				"receive buffer (a scattering one's send buffer) on MPI_COMM_WORLD must hold a block for " +
				"each of at least 2 processes. The notes show where the value is assigned. Fix the argument."},
		{ID: LeakID, Severity: diag.Warning,
			Short: "An MPI communicator, group, datatype, operation, window or persistent request may never be freed.",
			Tags:  []string{"mpi", "correctness", "resource-leak"},
			Doc: "A communicator (MPI_Comm_dup, MPI_Comm_split, MPI_Cart_create...), group " +
				"(MPI_Comm_group, MPI_Group_excl...), derived datatype, reduction operation (MPI_Op_create), " +
				"window or persistent request (MPI_Send_init, MPI_Bcast_init...) created into a local " +
				"variable is not freed (MPI_Comm_free, MPI_Group_free, MPI_Type_free, MPI_Op_free, " +
				"MPI_Win_free, MPI_Request_free) on some path before MPI_Finalize or the function's " +
				"return, or the variable is overwritten while it still holds it. Each leaked handle holds " +
				"memory in the MPI library (and communicators a context id, of which there are only a few " +
				"thousand): in a loop the program eventually fails. Branches that test the variable " +
				"against the null handle are understood (`if (c != MPI_COMM_NULL) MPI_Comm_free(&c);`). " +
				"Handles stored elsewhere (a global, a structure, an argument of a function of the " +
				"program) are not followed. The note shows where the path loses the handle. Free it on " +
				"every path."},
		{ID: StartID, Severity: diag.Warning,
			Short: "MPI_Wait or MPI_Test on a persistent request that was never started.",
			Tags:  []string{"mpi", "correctness", "nonblocking"},
			Doc: "MPI_Wait or MPI_Test is called on a persistent request (made by MPI_Send_init, " +
				"MPI_Recv_init, MPI_Bcast_init...) that no MPI_Start or MPI_Startall activated on any path " +
				"since it was created or last completed, and that nothing in the function ever starts. The " +
				"wait returns at once: the communication the program waits for never happens, and the " +
				"matching process may block forever. Call MPI_Start on the request before waiting for it. " +
				"(A wait before the first start of a request the function starts later, the first round " +
				"of `for (...) { MPI_Wait(&r); MPI_Start(&r); }`, is allowed by MPI and not reported.)"},
		{ID: PStartID, Severity: diag.Warning,
			Short: "A persistent collective request may be started by some processes only.",
			Tags:  []string{"mpi", "collective", "correctness"},
			Doc: "Every process created a persistent collective request (MPI_Bcast_init, " +
				"MPI_Allreduce_init, MPI_Barrier_init...), but MPI_Start on it is under a conditional that " +
				"may differ between processes (`if (rank != root) MPI_Start(&req);`): each start of a " +
				"persistent collective is one collective operation, which all processes of the " +
				"communicator must start, so the processes that start it wait forever in MPI_Wait. The " +
				"notes name the conditional and why it varies. Start the request on every process, or " +
				"create it only where it is used with a communicator of those processes."},
		{ID: P2PID, Severity: diag.Warning,
			Short: "A point-to-point send or receive that no call of another rank matches, or matches with another datatype.",
			Tags:  []string{"mpi", "point-to-point", "correctness"},
			Doc: "With --np N, main is specialised for each rank 0..N-1 (MPI_Comm_rank on " +
				"MPI_COMM_WORLD is then a constant, and the branches on it are decided), and the sends " +
				"and receives each rank executes are matched as MPI matches them: a receive takes the first " +
				"unmatched send from its source on the same communicator with a compatible tag. Reported: " +
				"a receive no send matches (it waits forever), a send no receive matches (the message is " +
				"never received; a synchronous or large send waits forever), a matched pair whose " +
				"predefined datatypes differ (the type signatures must match), and a receive shorter than " +
				"its send (MPI_ERR_TRUNCATE). Without --np, the matching is done for every launch of " +
				"2 to 8 processes, and only the calls reported on every one of them are (a program written " +
				"for 4 processes, where rank 3 sends to rank 0, is silent). When that finds nothing and main " +
				"has one choice every process makes alike that the analysis cannot decide (`if (argc == 1)`, " +
				"or several tests of the same variable for equality with the same constant), the matching " +
				"is also done once per outcome, forced on every rank, and a finding says which. The check speaks only where the program is simple: every " +
				"send and receive of a rank is executed on every path of its specialised program, outside " +
				"loops, in main, with constant destination, source, tag, count and datatype, on " +
				"MPI_COMM_WORLD or a duplicate of it; MPI_ANY_SOURCE, probes, MPI_Sendrecv, persistent " +
				"requests or sends and receives in other functions make it silent for the whole program."},
		{ID: OverlapID, Severity: diag.Error,
			Short: "Processes call the collectives of overlapping communicators in different orders: a deadlock.",
			Tags:  []string{"mpi", "collective", "deadlock", "correctness"},
			Doc: "main is specialised for each rank 0..N-1 of a launch on N processes (--np N; " +
				"without it, N = 2 to 8 are tried up to the first that deadlocks, and the message names " +
				"it): MPI_Comm_rank on MPI_COMM_WORLD is then a constant and the branches on it are " +
				"decided. The blocking collectives each rank executes are replayed: a collective completes once every member " +
				"of its communicator has reached a collective on that communicator. The members of a " +
				"communicator made by MPI_Comm_split are the ranks that gave the same colour, those of " +
				"MPI_Comm_dup all the ranks of its parent, so a split or a duplicate of MPI_COMM_WORLD " +
				"overlaps MPI_COMM_WORLD. Reported: the collectives where the ranks stop although each " +
				"communicator's own sequence is the same on all its members (which collective-mismatch " +
				"checks), as in `if (rank % 4) { MPI_Barrier(MPI_COMM_WORLD); MPI_Reduce(..., sub); } " +
				"else { MPI_Reduce(..., sub); MPI_Barrier(MPI_COMM_WORLD); }` with sub split by " +
				"`rank % 2`: rank 0 waits in the reduction for rank 2, which waits in the barrier for " +
				"rank 0. The note shows where the other members of the communicator wait. The check " +
				"speaks only where the program is simple: all collectives in main, outside loops, each " +
				"executed on every path of a rank's specialised program, on MPI_COMM_WORLD or on " +
				"communicators made in main by MPI_Comm_split with a constant colour or MPI_Comm_dup; " +
				"anything else (nonblocking or persistent collectives, other constructors, collectives " +
				"in other functions) makes it silent. Fix it by calling the collectives in the same " +
				"order on every process."},
	},
	Requires: []*check.Analyzer{dependence.Analyzer},
	Run:      run,
}

func run(pass *check.Pass) (any, error) {
	prog := pass.Program
	dep := pass.ResultOf[dependence.Analyzer].(*dependence.Result)
	res := &Result{args: map[*llvmir.Inst][]vset{}}
	np := 0
	if pass.Config != nil {
		np = pass.Config.NP
	}
	if main := p2pMain(prog); main != nil {
		ds := []*diag.Diagnostic(nil)
		guess := np <= 0 && len(main.Blocks) <= maxGuessBlocks
		if np > 0 {
			ds = p2pMismatches(main, np, nil)
		} else if guess {
			ds = p2pEverySize(main, nil)
		}
		if len(ds) == 0 && (np > 0 || guess) {
			ds = p2pChoice(main, dep, np)
		}
		for _, d := range ds {
			pass.Report(d)
		}
	}
	if main := collMain(prog); main != nil && makesComms(main) {
		// Without --np, the launch sizes 2..8 are tried, up to the first that deadlocks.
		sizes := []int{np}
		if np <= 0 {
			sizes = []int{2, 3, 4, 5, 6, 7, 8}
			if len(main.Blocks) > maxGuessBlocks {
				sizes = nil // 35 specialisations of a large main: only on request (--np)
			}
		}
		for _, n := range sizes {
			ds := overlapOrders(main, n)
			for _, d := range ds {
				pass.Report(d)
			}
			if len(ds) > 0 {
				break
			}
		}
	}
	for _, f := range prog.Funcs {
		rt := newRoutes(dep, f)
		if !hasMPI(f) || prog.NeverRuns(f) || quiet(f, np, rt) {
			continue
		}
		fl := newFlow(f, np)
		fl.routes = rt
		var ds []*diag.Diagnostic
		starts := map[int][]*model.Event{}
		// Persistent requests waited for before any start (below) are reported only when
		// nothing in f ever starts them: `for (...) { MPI_Wait(&r); MPI_Start(&r); }` waits
		// for the previous round, and the first wait, on the inactive request, returns at
		// once as MPI specifies (MPICH's inactivereq test checks exactly that). A request
		// never started is never sent, and its matching process waits.
		started, startsAll := map[int]bool{}, false
		type unstarted struct {
			d     *diag.Diagnostic
			sites []int
		}
		var waits []unstarted
		fl.visit = func(e *model.Event, s *state) {
			res.record(fl, s, e)
			if e.MPI.Name == "MPI_Start" && len(e.Inst.Args) > 0 {
				r := fl.read(s, e.Inst.Args[0])
				if r.known() && len(r.vals) == 1 && r.vals[0].kind == vHandle {
					starts[r.vals[0].site] = append(starts[r.vals[0].site], e)
				}
				for _, v := range r.vals {
					if v.kind == vHandle {
						started[v.site] = true
					}
				}
				if !r.known() {
					startsAll = true // an MPI_Start of a request not followed
				}
			}
			if e.MPI.Name == "MPI_Startall" {
				startsAll = true
			}
			must := fl.invalidArgs(s, e)
			for _, p := range must {
				msg := fmt.Sprintf("%s: %s %s", e.MPI.Name, p.what, p.why)
				if d := describe(p.vals); d != "" && !strings.Contains(p.why, d) {
					msg += " (" + d + ")"
				}
				ds = append(ds, &diag.Diagnostic{Check: InvalidID, Severity: diag.Error, Pos: e.Pos,
					Message: msg + " on every path that reaches the call", Notes: fl.notesOf(p.vals)})
			}
			for _, p := range fl.pathInvalidArgs(s, e, must) {
				ds = append(ds, &diag.Diagnostic{Check: InvalidID, Severity: diag.Error, Pos: e.Pos,
					Message: pathMessage(e.MPI.Name, p), Notes: fl.notesOf(p.vals)})
			}
			if n := e.MPI.Name; (n == "MPI_Wait" || n == "MPI_Test") && len(e.Inst.Args) > 0 {
				r := fl.read(s, e.Inst.Args[0])
				if r.all(func(x val) bool { return x.kind == vHandle && fl.sites[x.site].persistent && s.objs[x.site] == stLive }) {
					w := unstarted{d: &diag.Diagnostic{Check: StartID, Severity: diag.Warning, Pos: e.Pos,
						Message: fmt.Sprintf("%s on a persistent request that no MPI_Start activated: it returns at once and the communication never happens", n),
						Notes:   fl.notesOf(r)}}
					for _, v := range r.vals {
						w.sites = append(w.sites, v.site)
					}
					waits = append(waits, w)
				}
			}
		}
		fl.run()
		for _, w := range waits {
			if !startsAll && !slices.ContainsFunc(w.sites, func(site int) bool { return started[site] }) {
				ds = append(ds, w.d)
			}
		}
		ds = append(ds, fl.startMismatches(dep, starts)...)
		for _, l := range fl.leaks() {
			ds = append(ds, fl.leakDiag(l))
		}
		for _, d := range ds {
			pass.Report(d)
		}
	}
	return res, nil
}

func hasMPI(f *model.Function) bool {
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			if e.Kind == model.MPICall && e.MPI.Kind != mpi.Init && e.MPI.Kind != mpi.Finalize {
				return true
			}
		}
	}
	return false
}

// p2pMain is main when it holds every point-to-point call of the program (and calls nothing
// through pointers), nil otherwise.
func p2pMain(prog *model.Program) *model.Function {
	return soleMain(prog, func(e *model.Event) bool {
		return e.Kind == model.MPICall && (e.MPI.Kind == mpi.PointToPoint || e.MPI.Kind == mpi.NonblockingP2P || e.MPI.Kind == mpi.PersistentP2P)
	})
}

// soleMain is the program's main (flang's main program rather than the C main that only calls
// it) when it holds every event of the kind `holds` accepts and calls nothing through
// pointers, nil otherwise.
func soleMain(prog *model.Program, holds func(*model.Event) bool) *model.Function {
	var main *model.Function
	for _, f := range prog.Funcs {
		if f.IR.Name == "_QQmain" {
			main = f
			break
		}
		if f.IR.Name == "main" {
			main = f
		}
	}
	if main == nil {
		return nil
	}
	for _, f := range prog.Funcs {
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if f != main && holds(e) {
					return nil
				}
				if f == main && e.Kind == model.IndirectCall {
					return nil
				}
			}
		}
	}
	return main
}

// quiet reports whether the value flow of f cannot report anything, so that it need not run
// (issue 18: most functions of a program pass only constants and predefined handles to MPI):
// f creates no handle (no leak, no persistent request to start), and the argument checks of
// every MPI call read only constants and globals, which are the same whatever the flow knows
// at the call, and find nothing wrong with them.
func quiet(f *model.Function, np int, rt *routes) bool {
	fl := bareFlow(f, np)
	fl.routes = rt
	if len(fl.sites) > 0 {
		return false
	}
	read := false
	fl.stateRead = &read
	empty := &state{reach: true, locs: map[string]vset{}, objs: map[int]uint8{}}
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			if e.Kind != model.MPICall {
				continue
			}
			if e.MPI.Name == "MPI_Cart_create" { // reads its dims array from the state
				return false
			}
			if len(fl.invalidArgs(empty, e)) > 0 || read {
				return false
			}
		}
	}
	return true
}
