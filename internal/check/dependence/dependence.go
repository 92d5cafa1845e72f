// Package dependence finds which values of a program may differ between the processes of a
// communicator, or between the threads of an OpenMP team (seed 000 §5.3.1). A conditional that
// every process evaluates alike cannot make processes disagree on their collectives, so the
// checks drop such conditionals from their PDF+ and stay silent on correct code.
//
// Sources of variation between processes: the rank (MPI_Comm_rank, MPI_Group_rank,
// MPI_Cart_coords ...), data received by point-to-point calls and by rooted or personalised
// collectives (MPI_Recv, MPI_Scatter, MPI_Alltoall, MPI_Scan, MPI_Reduce ...), statuses and
// test flags, the communicator of a split, timers (MPI_Wtime, time, clock), random numbers,
// getpid, and getenv of the launcher's rank variables. Between threads: omp_get_thread_num,
// the thread id the runtime passes to an outlined region, the chunk of a worksharing loop.
// Uniform: constants, MPI_Comm_size, the results of MPI_Allreduce, MPI_Allgather and the
// buffer of MPI_Bcast after the call, argc and argv (unless --argv-varies).
//
// Propagation: through SSA def-use; through memory with a Steensgaard points-to analysis
// (locals whose address does not escape are followed in program order, so a broadcast makes
// them uniform again; other memory is flow-insensitive); through calls (varying arguments make
// parameters vary, varying results flow back, a call made only by some processes makes what
// the callee writes vary); and through control dependence: a value assigned under a
// conditional that varies varies (the post-dominance frontier is the control dependence).
//
// Functions outside the program and outside the tables are assumed to compute their result
// and outputs from their arguments only.
package dependence

import (
	"slices"

	"sync"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Analyzer computes the dependence of every conditional on the process rank and the thread id.
var Analyzer = &check.Analyzer{
	Name: "dependence",
	Doc:  "which conditionals and values may differ between processes or between threads",
	Run: func(pass *check.Pass) (any, error) {
		return Compute(pass.Program, pass.Config), nil
	},
}

// Result answers dependence questions for the checks.
type Result struct {
	off bool // --no-dependence: everything varies
	// mu serialises the questions: the solvers are built on demand and share the points-to
	// classes (whose find compresses paths), and analyses may ask at once (check -j).
	mu      sync.Mutex
	solvers [2]*solver

	// Among the processes of a communicator made by a split, the colour is the same: one
	// solver per split call treats the colour (and the new communicator) as uniform.
	prog       *model.Program
	pt         *pointsTo
	argvVaries bool
	splits     map[*llvmir.Inst]*solver
}

// Compute runs the analysis between processes; the thread domain is solved on its first
// question, so a program the OpenMP checks have nothing to ask about never pays for it.
func Compute(p *model.Program, cfg *check.Config) *Result {
	r := &Result{off: cfg != nil && cfg.NoDependence}
	if r.off {
		return r
	}
	pt, view := alias.ProgramPoints(p)
	r.prog, r.pt, r.argvVaries, r.splits = p, pt, cfg != nil && cfg.ArgvVaries, map[*llvmir.Inst]*solver{}
	// The inclusion sets the nonblocking and RMA checks will ask for: built before the
	// solver holds its memory, or beside the solve when analyses run at once.
	if cfg != nil && cfg.Jobs > 1 {
		view.BuildInclusionAhead()
		r.solveAtOnce()
	} else {
		view.BuildInclusionNow()
		r.solver(Processes)
	}
	return r
}

// solver returns the solved domain d.
func (r *Result) solver(d Domain) *solver {
	if r.solvers[d] == nil {
		r.solvers[d] = solveDomain(d, r.prog, r.pt, r.argvVaries, nil, nil)
	}
	return r.solvers[d]
}

// among returns the solver for "varies between the processes of communicator c".
func (r *Result) among(c model.Comm) *solver {
	if c.Kind != model.CommVar || c.Ctor == nil {
		return r.solver(Processes)
	}
	if s, ok := r.splits[c.Ctor]; ok {
		return s
	}
	s := r.solver(Processes)
	if uniform := splitUniform(c); len(uniform) > 0 {
		s = solveDomain(Processes, r.prog, r.pt, r.argvVaries, func(s *solver) {
			s.domain = c.Ctor
			for _, v := range uniform {
				s.forceUniform(c.CtorFn, v)
			}
		}, s)
	}
	r.splits[c.Ctor] = s
	return s
}

// splitUniform lists the arguments of the constructor of c that every process of c holds
// alike: the colour of MPI_Comm_split (processes with different colours get different
// communicators) and the new communicator itself (MPI_COMM_NULL only where the process is in
// none).
func splitUniform(c model.Comm) []*llvmir.Value {
	mf, binding, ok := mpi.Lookup(c.Ctor.CalledFunction())
	if !ok {
		return nil
	}
	var out []*llvmir.Value
	params := paramsOf(mf, binding)
	for i, a := range c.Ctor.Args {
		if i < len(params) && (params[i] == "color" || params[i] == "split_type") {
			out = append(out, a)
		}
	}
	if i := mf.ArgsFor(binding).New; i >= 0 && i < len(c.Ctor.Args) {
		out = append(out, c.Ctor.Args[i])
	}
	return out
}

// CondVariesAmong reports whether the conditional ending block b of f may be evaluated
// differently by the processes of communicator c.
func (r *Result) CondVariesAmong(c model.Comm, f *model.Function, b int) bool {
	if r == nil || r.off {
		return true
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.condAmong(c, f, b) != nil
}

// condAmong is CondVariesAmong's reason. The processes of c are some of all the processes:
// a conditional the same on all of them is the same on those, and c's own domain (a whole
// solve) is built only for a conditional that varies between all the processes.
func (r *Result) condAmong(c model.Comm, f *model.Function, b int) *reason {
	why := r.solver(Processes).condOf(f, b)
	if why == nil {
		return nil
	}
	return r.among(c).condOf(f, b)
}

// BroadcastSource names the broadcast bytes the load ld of f reads on every path that reaches
// it: a cell that a broadcast on a communicator of every process filled, or one equal to such
// bytes (packed into the buffer before the broadcast on its root, copied out of it after it
// elsewhere), with nothing written to them since. Two loads with the same source on the two
// sides of a conditional, each after its side's matching broadcast, read the same value on
// every process (bcastcopy.go).
func (r *Result) BroadcastSource(f *model.Function, ld *llvmir.Inst) (BcastSource, bool) {
	if r == nil || r.off {
		return BcastSource{}, false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	src, ok := r.solver(Processes).broadcastSrc[ld]
	return src, ok
}

// WhyAmong explains CondVariesAmong.
func (r *Result) WhyAmong(c model.Comm, f *model.Function, b int) []diag.Note {
	if r == nil || r.off {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return explain(r.condAmong(c, f, b), Processes)
}

// CondVaries reports whether the conditional ending block b of f may be evaluated differently
// by different processes (threads).
func (r *Result) CondVaries(d Domain, f *model.Function, b int) bool {
	if r == nil || r.off {
		return true
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.solver(d).condOf(f, b) != nil
}

// ValueVaries reports whether value v of f (an argument of a call, say) may differ.
func (r *Result) ValueVaries(d Domain, f *model.Function, v *llvmir.Value) bool {
	if r == nil || r.off {
		return v != nil && v.Kind == llvmir.ValLocal
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.solver(d).value(f, v) != nil
}

// Why explains why the conditional of block b varies: notes from the conditional back to the
// source of the variation, at most a few steps.
func (r *Result) Why(d Domain, f *model.Function, b int) []diag.Note {
	if r == nil || r.off {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return explain(r.solver(d).condOf(f, b), d)
}

// WhyValue explains why value v of f varies.
func (r *Result) WhyValue(d Domain, f *model.Function, v *llvmir.Value) []diag.Note {
	if r == nil || r.off {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return explain(r.solver(d).value(f, v), d)
}

const maxWhy = 3

// explain turns a reason chain into notes, from the conditional back to the source.
func explain(rs *reason, d Domain) []diag.Note {
	var notes []diag.Note
	seen := map[*reason]bool{}
	for ; rs != nil && len(notes) < maxWhy && !seen[rs]; rs = rs.next {
		seen[rs] = true
		msg := rs.msg
		if rs.source {
			msg += " differs between " + d.String()
		}
		notes = append(notes, diag.Note{Pos: rs.pos, Message: msg})
	}
	return notes
}

// ArgVariesAmong explains why argument i of the MPI call e may differ between the processes
// of communicator c (nil when it is the same everywhere). In the Fortran binding the argument
// is a reference: what varies is the memory it points to.
func (r *Result) ArgVariesAmong(c model.Comm, e *model.Event, i int) []diag.Note {
	if r == nil || r.off {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	// As in condAmong: c's domain only for an argument that varies between all the processes.
	if argVaries(r.solver(Processes), e, i) == nil {
		return nil
	}
	return explain(argVaries(r.among(c), e, i), Processes)
}

// argVaries is why argument i of the MPI call e varies in s's domain (nil: it does not).
func argVaries(s *solver, e *model.Event, i int) *reason {
	v := e.Arg(i)
	if v == nil {
		return nil
	}
	f := e.Fn()
	if why := s.value(f, v); why != nil {
		return why
	}
	if e.Binding == mpi.Fortran && v == e.Inst.Args[i] && llvmir.IsPointerType(v.Type) {
		if s.ownFreshArg(e, i) {
			return nil // overwritten by its function just before, the same everywhere (reffresh.go)
		}
		return s.memoryReadBy(f, e.Block.Index, slices.Index(e.Block.IR.Insts, e.Inst), v)
	}
	return nil
}
