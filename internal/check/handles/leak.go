package handles

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// freeFuncs are the functions that free a handle of each class.
var freeFuncs = map[mpi.HandleClass][]string{
	mpi.CommHandle:     {"MPI_Comm_free", "MPI_Comm_disconnect"},
	mpi.GroupHandle:    {"MPI_Group_free"},
	mpi.DatatypeHandle: {"MPI_Type_free"},
	mpi.OpHandle:       {"MPI_Op_free"},
	mpi.WinHandle:      {"MPI_Win_free"},
	mpi.RequestHandle:  {"MPI_Request_free"},
}

var classNames = map[mpi.HandleClass]string{
	mpi.CommHandle: "communicator", mpi.GroupHandle: "group", mpi.DatatypeHandle: "datatype",
	mpi.OpHandle: "reduction operation", mpi.WinHandle: "window", mpi.RequestHandle: "persistent request",
}

// leak is a handle a path loses.
type leak struct {
	site *model.Event
	at   *llvmir.Inst // MPI_Finalize, the return, the overwriting call or store
	how  string
}

// leaks finds, for each handle created into a local variable the function keeps to itself, a
// path from its creation to MPI_Finalize or a return that frees it nowhere, or that
// overwrites the variable before freeing it.
func (fl *flow) leaks() []leak {
	var out []leak
	for _, st := range fl.sites {
		if st.class == mpi.RequestHandle && !st.persistent {
			continue // nonblocking requests: mpi-missing-completion
		}
		e := st.ev
		var p *llvmir.Value
		if st.class == mpi.RequestHandle {
			if r := e.ArgIndex().Request; r >= 0 && r < len(e.Inst.Args) {
				p = e.Inst.Args[r]
			}
		} else {
			_, pname, _ := constructor(e.MPI)
			if i := paramIndex(e.MPI, e.Binding, pname); i >= 0 && i < len(e.Inst.Args) {
				p = e.Inst.Args[i]
			}
		}
		if p == nil {
			continue
		}
		loc := fl.al.Pointer(p)
		if loc.Obj == nil || loc.Obj.Kind != alias.Local || loc.Obj.Escapes() || fl.handleEscapes(loc.Obj) {
			continue
		}
		if l, ok := fl.lostOnSomePath(st, loc); ok {
			out = append(out, l)
		}
	}
	return out
}

// handleEscapes: a handle read from the object goes somewhere the analysis does not follow
// (stored, passed to a function of the program, returned).
func (fl *flow) handleEscapes(obj *alias.Object) bool {
	for _, b := range fl.fn.Blocks {
		for _, in := range b.IR.Insts {
			if in.Op != "load" || in.Result == "" || len(in.Operands) != 1 {
				continue
			}
			l := fl.al.Pointer(in.Operands[0])
			if l.Obj != obj {
				continue
			}
			if fl.valueEscapes(in.Result, 0) {
				return true
			}
		}
	}
	return false
}

func (fl *flow) valueEscapes(name string, depth int) bool {
	if depth > 4 {
		return true
	}
	for _, u := range fl.fn.Uses(name) {
		switch u.Op {
		case "icmp", "switch", "br":
		case "sext", "zext", "trunc", "bitcast", "inttoptr", "ptrtoint", "ptrtoaddr":
			if u.Result != "" && fl.valueEscapes(u.Result, depth+1) {
				return true
			}
		case "call", "invoke":
			if e := fl.fn.EventOf(u); e != nil && e.Kind == model.MPICall {
				continue
			}
			if isDebug(u) {
				continue
			}
			return true
		default:
			return true
		}
	}
	return false
}

// point is where the search is: a block, the instruction to start at, and whether the block
// is a loop header entered from outside its loop.
type point struct {
	block, inst int
	entering    bool
	facts       string // outcomes of correlated branches taken on the way (alias.Fact)
	eqs         string // `v == c` known on the way (one stable variable, one constant): "\x00v\x01c"...
}

// maxLeakStates bounds the search of one creation; past it nothing is reported.
const maxLeakStates = 20000

// factsAt are the outcomes of correlated branches every path to block b took: a branch on a
// condition some other block tests again (`if (rank == 0) create; ... if (rank == 0) free;`),
// whose successor dominates b and is entered only from it.
func (fl *flow) factsAt(corr map[int]alias.Cond, b int) string {
	facts := ""
	dom := fl.fn.Dom()
	for c, cond := range corr {
		for _, o := range []struct {
			succ  int
			holds bool
		}{{cond.True, true}, {cond.False, false}} {
			if len(fl.fn.CFG.Pred[o.succ]) == 1 && dom.Dominates(o.succ, b) && c != b {
				facts = alias.AddFact(facts, alias.Fact(cond.ID, o.holds))
			}
		}
	}
	return facts
}

// lostOnSomePath searches the CFG from just after the creation for MPI_Finalize, a return or
// an overwrite of the variable, avoiding the calls that free it, the branches where it is
// the null handle and the edges taken only when an MPI call failed (errpath.go).
func (fl *flow) lostOnSomePath(st site, loc alias.Loc) (leak, bool) {
	e := st.ev
	corr := fl.al.Correlated()
	start := point{e.Block.Index, indexOf(e.Block.IR.Insts, e.Inst) + 1, false, fl.factsAt(corr, e.Block.Index), fl.eqsAt(e.Block.Index)}
	seen := map[point]bool{}
	work := []point{start}
	first := true
	loops := fl.fn.Loops()
	for len(work) > 0 {
		pt := work[len(work)-1]
		work = work[:len(work)-1]
		if !first {
			if seen[pt] {
				continue
			}
			seen[pt] = true
			if len(seen) > maxLeakStates {
				return leak{}, false
			}
		}
		first = false
		blk := fl.fn.Blocks[pt.block]
		stopped := false
		for i := pt.inst; i < len(blk.IR.Insts) && !stopped; i++ {
			in := blk.IR.Insts[i]
			if in == blk.NoReturn {
				stopped = true // the job ends
				break
			}
			switch in.Op {
			case "store":
				if loc.Exact && len(in.Operands) == 2 {
					if l := fl.al.Pointer(in.Operands[1]); l.Obj == loc.Obj && l.Exact && l.Off == loc.Off && !fl.loadedFrom(in.Operands[0], loc) {
						return leak{e, in, "the variable holding it is overwritten here"}, true
					}
				}
			case "call", "invoke":
				ev := fl.fn.EventOf(in)
				if ev == nil || ev.Kind != model.MPICall {
					continue
				}
				if ev.MPI.Kind == mpi.Finalize {
					return leak{e, in, "MPI_Finalize is reached here"}, true
				}
				if fl.frees(ev, st.class, loc) {
					stopped = true
					break
				}
				if loc.Exact {
					if si, ok := fl.siteOf[in]; ok && fl.writesLoc(fl.sites[si], loc) {
						return leak{e, in, fmt.Sprintf("%s overwrites the variable holding it here", ev.MPI.Name)}, true
					}
				}
			case "ret":
				return leak{e, in, "the function returns here"}, true
			}
		}
		if stopped {
			continue
		}
		// A loop entered from outside runs its body at least once: the loop that frees
		// an array of handles element by element (`for (g...) MPI_Comm_free(&c[g])`) is
		// not skipped by a path that leaves it at once.
		var inside *graph.Loop
		if l := loops.Of[pt.block]; pt.entering && l != nil && l.Header == pt.block {
			inside = l
		}
		cond, correlated := corr[pt.block]
		for _, s := range fl.fn.CFG.Succ[pt.block] {
			if fl.nullEdge(pt.block, s, st.class, loc) || inside != nil && !inside.Contains(s) || fl.errorEdge(pt.block, s) {
				continue
			}
			facts, eqs := pt.facts, pt.eqs
			if v, c, t, f, ok := fl.eqBranch(pt.block); ok && (s == t || s == f) {
				var feasible bool
				if eqs, feasible = addEq(eqs, v, c, s == t); !feasible {
					continue // `rank == 1` on a path that already took `rank == 0`
				}
			}
			if correlated && (s == cond.True || s == cond.False) {
				f := alias.Fact(cond.ID, s == cond.True)
				if alias.HasFact(facts, alias.Opposite(f)) {
					continue // the other outcome of a condition this path already decided
				}
				facts = alias.AddFact(facts, f)
			}
			l := loops.Of[s]
			entering := l != nil && l.Header == s && !l.Contains(pt.block)
			work = append(work, point{s, 0, entering, facts, eqs})
		}
	}
	return leak{}, false
}

func indexOf(insts []*llvmir.Inst, x *llvmir.Inst) int {
	for i, in := range insts {
		if in == x {
			return i
		}
	}
	return len(insts)
}

// sameOrUnknownPlace: a pointer to the handle's variable, the same element when both are
// known, any element of the array otherwise.
func sameOrUnknownPlace(l, loc alias.Loc) bool {
	if l.Obj != loc.Obj {
		return false
	}
	return !l.Exact || !loc.Exact || l.Off == loc.Off
}

func (fl *flow) loadedFrom(v *llvmir.Value, loc alias.Loc) bool {
	if v == nil || v.Kind != llvmir.ValLocal {
		return false
	}
	d := fl.fn.Def(v.Name)
	return d != nil && d.Op == "load" && len(d.Operands) == 1 && sameOrUnknownPlace(fl.al.Pointer(d.Operands[0]), loc)
}

// frees: the call frees the handle held at loc.
func (fl *flow) frees(ev *model.Event, class mpi.HandleClass, loc alias.Loc) bool {
	for _, n := range freeFuncs[class] {
		if ev.MPI.Name == n && len(ev.Inst.Args) > 0 {
			return sameOrUnknownPlace(fl.al.Pointer(ev.Inst.Args[0]), loc)
		}
	}
	return false
}

func (fl *flow) writesLoc(st site, loc alias.Loc) bool {
	e := st.ev
	var p *llvmir.Value
	if st.class == mpi.RequestHandle {
		if r := e.ArgIndex().Request; r >= 0 && r < len(e.Inst.Args) {
			p = e.Inst.Args[r]
		}
	} else {
		_, pname, _ := constructor(e.MPI)
		if i := paramIndex(e.MPI, e.Binding, pname); i >= 0 && i < len(e.Inst.Args) {
			p = e.Inst.Args[i]
		}
	}
	if p == nil {
		return false
	}
	l := fl.al.Pointer(p)
	return l.Obj == loc.Obj && l.Exact && l.Off == loc.Off
}

// nullEdge: the edge from b to s is taken only when the handle's variable holds the null
// handle of its class (`if (c != MPI_COMM_NULL) MPI_Comm_free(&c);`).
func (fl *flow) nullEdge(b, s int, class mpi.HandleClass, loc alias.Loc) bool {
	term := fl.fn.Terminator(b)
	if term == nil || term.Op != "br" || len(term.Succs) != 2 || len(term.Operands) == 0 || term.Succs[0] == term.Succs[1] {
		return false
	}
	cond := term.Operands[0]
	if cond.Kind != llvmir.ValLocal {
		return false
	}
	cmp := fl.fn.Def(cond.Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 || cmp.Pred != "eq" && cmp.Pred != "ne" {
		return false
	}
	x, c := cmp.Operands[0], cmp.Operands[1]
	if c.Kind != llvmir.ValInt {
		x, c = c, x
	}
	if c.Kind != llvmir.ValInt {
		return false
	}
	if _, predefined := mpi.HandleName(c.Int); !predefined {
		return false
	}
	ld := fl.loadOf(x)
	if ld == nil || !sameOrUnknownPlace(fl.al.Pointer(ld.Operands[0]), loc) {
		return false
	}
	// The edge where the variable equals the constant: the constructor gave the null handle
	// (nothing to free), or, for another predefined handle, an edge no created handle takes
	// (the search stops at anything that overwrites the variable).
	eqTaken := cmp.Pred == "eq"
	return (term.Succs[0].Index == s) == eqTaken
}

func (fl *flow) leakDiag(l leak) *diag.Diagnostic {
	st := fl.sites[fl.siteOf[l.site.Inst]]
	free := freeFuncs[st.class][0]
	return &diag.Diagnostic{Check: LeakID, Severity: diag.Warning, Pos: l.site.Pos,
		Message: fmt.Sprintf("the %s %s creates may never be freed (%s): a path loses it", classNames[st.class], l.site.MPI.Name, free),
		Notes:   []diag.Note{{Pos: fl.fn.InstPos(l.at), Message: l.how + " while it is still allocated"}}}
}

// eqBranch reads a branch of block b on `v == c` (or !=) where v keeps one value in the
// function (alias.BranchCond) and c is a constant: v, c and the successors where it holds and
// where it does not.
func (fl *flow) eqBranch(b int) (v string, c int64, t, f int, ok bool) {
	cond, ok := fl.al.BranchCond(b)
	if !ok {
		return "", 0, 0, 0, false
	}
	v, c, ok = alias.EqConst(cond.Key)
	return v, c, cond.True, cond.False, ok
}

// eqsAt are the `v == c` every path to block b took: the true edges of such branches whose
// successor dominates b and is entered only from the branch.
func (fl *flow) eqsAt(b int) string {
	dom := fl.fn.Dom()
	eqs := ""
	for d := dom.Idom[b]; d >= 0; d = dom.Idom[d] {
		if v, c, t, _, ok := fl.eqBranch(d); ok && len(fl.fn.CFG.Pred[t]) == 1 && dom.Dominates(t, b) {
			eqs, _ = addEq(eqs, v, c, true)
		}
	}
	return eqs
}

// addEq adds the outcome of `v == c` to eqs, and says whether it can hold with them: v equal
// to another constant excludes v == c, v equal to c excludes v != c.
func addEq(eqs, v string, c int64, holds bool) (string, bool) {
	key := "\x00" + v + "\x01"
	i := strings.Index(eqs, key)
	if i < 0 {
		if holds {
			eqs += key + strconv.FormatInt(c, 10)
		}
		return eqs, true
	}
	rest := eqs[i+len(key):]
	if j := strings.IndexByte(rest, 0); j >= 0 {
		rest = rest[:j]
	}
	same := rest == strconv.FormatInt(c, 10)
	return eqs, same == holds
}
