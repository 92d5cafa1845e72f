package dependence

import (
	"strconv"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Context-sensitive values for summarised helpers. Giving a helper's parameters the variation
// of any call's arguments made its result vary at every call: std::vector<double>::operator[]
// given a rank-dependent index in one function returned a varying pointer everywhere, and every
// read through it varied (PENNANT). Instead, each summarised helper gets a dependence summary,
// computed once on its code: which of its parameters its result depends on, and, for each
// memory class it writes, which parameters the written data (or address, or the decision to
// write) depends on. A call then makes its result and writes vary only when the arguments at
// that call do. The helper's body is solved with its parameters uniform: what varies there
// comes from inside it (a timer, a global).

// paramDeps is the dependence summary of a summarised function. A dependence set is a bit
// set: bit i (i < 31) stands for parameter i, bit 31 for all parameters beyond; bit 32+k for
// what class reads[k] of the function's graph held when it was called (the memory it reads
// through its arguments), bit 63 for all read classes beyond. So a helper that reads one
// varying array through one argument and writes a uniform count through another makes only
// the array's dependents vary at that call, not everything it writes.
type paramDeps struct {
	ret    depMask
	writes map[class]depMask // by representative, classes of the function's graph
	reads  map[class]int     // by representative: the read classes' indexes k
}

// depMask is a dependence set twice: all counts every use of a parameter; data leaves out
// its uses as the address of a load or a store (through a member or element address
// computed from it too). A pointer argument NULL on some processes only (an allocation
// wrapper's result, nullvary.go) reaches the same object on every process that does not
// crash: a write that depends on it only as the address it writes through, or reads
// through, does not vary by it (hypre's setters, `(data->max_iter) = max_iter`, given the
// solver HYPRE_BoomerAMGCreate returned).
type depMask struct{ all, data uint64 }

const (
	paramBits = 31 // parameters 0..30 have a bit each; the others share bit 31
	readBase  = 32 // read class k has bit readBase+k; k >= readBits share bit 63
	readBits  = 31
)

func paramBit(i int) uint64 {
	if i >= paramBits {
		return 1 << paramBits
	}
	return 1 << uint(i)
}

func readBit(k int) uint64 {
	if k >= readBits {
		return 1 << 63
	}
	return 1 << uint(readBase+k)
}

// computeParamDeps fills s.deps for every summarised function, callees first.
func (s *solver) computeParamDeps() {
	s.deps = map[*model.Function]*paramDeps{}
	s.frameOwner = frameOwners(s.pt)
	s.readFrom = map[*model.Function][]class{}
	for _, f := range s.prog.Funcs { // in program order: the bit numbering is deterministic
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if site := s.pt.Sites[in]; site != nil {
					for _, c := range site.ReadFrom {
						s.readFrom[site.Fn] = append(s.readFrom[site.Fn], s.pt.Find(c))
					}
				}
			}
		}
	}
	for _, comp := range s.pt.SummaryOrder {
		for _, f := range comp {
			if s.pt.Summary[f] != nil {
				s.deps[f] = s.paramDepsOf(f)
			}
		}
	}
}

// paramDepsOf computes f's dependence summary (both masks of depMask) by paramTaint.
func (s *solver) paramDepsOf(f *model.Function) *paramDeps {
	if !s.summarisable(f) {
		return nil
	}
	// Only the classes some call site copies get a bit: the function's own locals are read
	// too, but no caller can make them vary.
	reads := map[class]int{}
	for _, c := range s.readFrom[f] {
		if _, ok := reads[c]; !ok {
			reads[c] = len(reads)
		}
	}
	t := s.paramTaint(f, reads)
	return &paramDeps{ret: t.ret, writes: t.writes, reads: reads}
}

// summarisable reports whether f can have a dependence summary.
func (s *solver) summarisable(f *model.Function) bool {
	// Only when every call of the program f makes goes to a summarised function with a
	// summary of its own: a callee bound the ordinary way receives its parameters from f's
	// body, which no longer sees f's arguments vary.
	// Nor when f throws: whether it throws may depend on its arguments (validate(rank)), and
	// the solver follows that through its parameters. A rethrow (`catch (...) { clean up;
	// throw; }`, std::vector's growth) does not count: it passes on what a callee threw, and
	// every callee of the program has a summary of its own here, so throws nothing itself
	// (exceptions of the C++ library, bad_alloc or length_error, are no throws to the solver).
	// Counting it left every function that appends to a std::vector or std::string without a
	// summary, so that anything such a call read made everything it wrote vary (miniXyce).
	for _, blk := range f.Blocks {
		for _, in := range blk.IR.Insts {
			if name := in.CalledFunction(); model.IsThrow(name) && name != "__cxa_rethrow" {
				return false
			}
			if ci := calleeOf(f, in); ci != nil && ci.Fn != f && !allocationCall(ci) {
				if site := s.pt.Sites[in]; site == nil || s.deps[site.Fn] == nil {
					return false
				}
			}
		}
	}
	return true
}

// taintResult is what paramTaint finds: the parameters and read classes f's result and the
// data it writes into each class (by representative) depend on.
type taintResult struct {
	ret    depMask
	writes map[class]depMask
}

// or is the union of two dependence sets, mask by mask.
func (m depMask) or(o depMask) depMask { return depMask{m.all | o.all, m.data | o.data} }

// both is the same set for both masks.
func both(t uint64) depMask { return depMask{t, t} }

// paramTaint runs a flow-insensitive taint of f's parameters over its SSA values, the memory
// it writes (including its locals) and its control dependence, to a fixpoint. It carries
// both masks of depMask at once: they differ only in that the address operand of a load or
// a store passes nothing on to the data mask, and neither mask's transfer reads the other,
// so one fixpoint of the pair is the two fixpoints.
func (s *solver) paramTaint(f *model.Function, reads map[class]int) taintResult {
	val := map[string]depMask{}
	mem := map[class]depMask{}
	for i, p := range f.IR.Params {
		val[p.Name] = both(paramBit(i))
	}
	taint := func(v *llvmir.Value) depMask {
		if v == nil || v.Kind != llvmir.ValLocal {
			return depMask{}
		}
		return val[v.Name]
	}
	// memAt is what a read of class c may see: without what the memory held at the call
	// (atCall false) for a load of bytes the function overwrote before on every path
	// (overwrittenFirst).
	var memAt func(c class, atCall bool) depMask
	first := overwrittenFirst(f)
	frame := s.newFrameWrites(f) // f's own locals, flow-sensitively (framewrites.go)
	cur := 0                     // the block the fixpoint is at
	// memOf is what a read of class c may see: what the function wrote there, and the memory
	// as it was at the call (the read bits), in c itself, the objects around it and its parts.
	memOf := func(c class) depMask { return memAt(c, true) }
	memAt = func(c class, atCall bool) depMask {
		var t depMask
		see := func(r class) {
			if frame != nil && frame.isLocal(r) {
				t = t.or(frame.seen(r, cur))
			} else {
				t = t.or(mem[r])
			}
			if k, ok := reads[r]; ok && atCall {
				t = t.or(both(readBit(k)))
			}
		}
		c = s.pt.Find(c)
		see(c)
		for _, o := range s.owners(c) {
			see(o)
		}
		for _, p := range s.pt.Fields[c] {
			see(s.pt.Find(p))
		}
		return t
	}
	var selfRet depMask // what calls of f to itself return
	pdf := f.PDFSurvivors()
	dbg := debugParamDepsOf(f)
	var at *llvmir.Inst // the instruction the fixpoint is at (for dbg)
	ctl := make([]depMask, len(f.Blocks))
	for changed := true; changed; {
		changed = false
		set := func(name string, t depMask) {
			if name != "" && val[name].or(t) != val[name] {
				dbg.grew("%"+name, val[name], t, at)
				val[name] = val[name].or(t)
				changed = true
			}
		}
		write := func(c class, t depMask) {
			c = s.pt.Find(c)
			if frame != nil && frame.isLocal(c) && frame.add(c, cur, t) {
				changed = true
			}
			if mem[c].or(t) != mem[c] {
				dbg.grew("class #"+strconv.Itoa(int(c)), mem[c], t, at)
				mem[c] = mem[c].or(t)
				changed = true
			}
		}
		for b, blk := range f.Blocks {
			cur = b
			var c depMask
			for _, d := range pdf[b] {
				insts := f.Blocks[d].IR.Insts
				if term := insts[len(insts)-1]; len(term.Operands) > 0 {
					c = c.or(taint(term.Operands[0]))
				}
				c = c.or(ctl[d])
			}
			if ctl[b].or(c) != ctl[b] {
				ctl[b] = ctl[b].or(c)
				changed = true
			}
			c = ctl[b]
			for _, in := range blk.IR.Insts {
				at = in
				var t depMask
				for i, op := range in.Operands {
					ot := taint(op)
					if isAddressOperand(in, i) {
						ot.data = 0
					}
					t = t.or(ot)
				}
				for _, a := range in.Args {
					t = t.or(taint(a))
				}
				switch in.Op {
				case "load":
					if len(in.Operands) == 1 {
						t = t.or(memAt(s.pt.MemLoc(f, in, in.Operands[0]), !first[in]))
					}
					set(in.Result, t.or(c))
				case "store":
					if len(in.Operands) == 2 {
						write(s.pt.MemLoc(f, in, in.Operands[1]), t.or(c))
					}
				case "phi":
					for _, pb := range in.PhiBlocks {
						if pb != nil {
							insts := pb.Insts
							if term := insts[len(insts)-1]; len(term.Operands) > 0 {
								t = t.or(taint(term.Operands[0]))
							}
							t = t.or(ctl[pb.Index])
						}
					}
					set(in.Result, t.or(c))
				case "call", "invoke":
					if ci := calleeOf(f, in); ci != nil && ci.Fn == f {
						// A call of f to itself (bound to f's own graph, alias.summaryCandidates):
						// the inner call computes what f does, with the arguments here for its
						// parameters and, for the memory as it was at the call, what the outer
						// call wrote there too. Whatever f writes or returns depending on
						// either may depend on any of them (and on the call being made).
						sub := c
						for _, a := range in.Args {
							sub = sub.or(taint(a))
							if llvmir.IsPointerType(a.Type) && !pointsNowhere(a) {
								sub = sub.or(memOf(s.locOf(f, a)))
							}
						}
						for r := range reads {
							sub = sub.or(mem[r])
						}
						for m, mt := range mem {
							if mt != (depMask{}) {
								write(m, sub)
							}
						}
						set(in.Result, sub.or(t))
						selfRet = selfRet.or(sub)
						continue
					}
					s.callDeps(f, in, t, c, set, write, memOf, taint)
				default:
					set(in.Result, t.or(c))
				}
			}
		}
	}
	d := taintResult{writes: map[class]depMask{}}
	for b, blk := range f.Blocks {
		term := blk.IR.Insts[len(blk.IR.Insts)-1]
		if term.Op == "ret" {
			d.ret = d.ret.or(ctl[b]).or(selfRet)
			if len(term.Operands) == 1 {
				d.ret = d.ret.or(taint(term.Operands[0]))
			}
		}
	}
	for c, t := range mem {
		if t.all != 0 {
			d.writes[c] = t
		}
	}
	dbg.summary(s.pt, d, reads)
	return d
}

// isAddressOperand reports whether operand i of in is the address a load reads or a store
// writes.
func isAddressOperand(in *llvmir.Inst, i int) bool {
	return in.Op == "load" && i == 0 || in.Op == "store" && i == 1
}

// callDeps is paramDepsOf's transfer for a call: through a summarised callee's own summary,
// else (a library function) from every argument and what it points to into the result and
// every pointer argument.
func (s *solver) callDeps(f *model.Function, in *llvmir.Inst, args, ctl depMask,
	set func(string, depMask), write func(class, depMask), memOf func(class) depMask, taint func(*llvmir.Value) depMask) {
	if site := s.pt.Sites[in]; site != nil {
		cd := s.deps[site.Fn]
		if cd == nil {
			return
		}
		// from is what the callee's set m depends on at this call: each mask of m picks the
		// arguments and read classes of the same mask here.
		from := func(m depMask) depMask {
			var t depMask
			for i, a := range in.Args {
				at := taint(a)
				if m.all&paramBit(i) != 0 {
					t.all |= at.all
				}
				if m.data&paramBit(i) != 0 {
					t.data |= at.data
				}
			}
			for j, c := range site.Reads {
				bit := cd.readBitOf(s.pt, site.ReadFrom[j])
				if (m.all|m.data)&bit == 0 {
					continue
				}
				ct := memOf(c)
				if m.all&bit != 0 {
					t.all |= ct.all
				}
				if m.data&bit != 0 {
					t.data |= ct.data
				}
			}
			return t
		}
		set(in.Result, from(cd.ret).or(ctl))
		for _, w := range site.Writes {
			write(w[1], from(cd.writes[s.pt.Find(w[0])]).or(ctl))
		}
		return
	}
	if freshBlock(in.CalledFunction()) || allocationCall(calleeOf(f, in)) {
		return // a fresh block: its address depends on nothing (see solver.call)
	}
	if i, ok := alias.LibraryOutAllocator(in.CalledFunction()); ok && i < len(in.Args) {
		set(in.Result, ctl)
		write(s.locOf(f, in.Args[i]), ctl)
		return
	}
	t := args.or(ctl)
	for _, a := range in.Args {
		if llvmir.IsPointerType(a.Type) && !pointsNowhere(a) {
			t = t.or(memOf(s.locOf(f, a)))
		}
	}
	set(in.Result, t)
	if isDestructor(in.CalledFunction()) {
		// The object is dead afterwards (as solver.callUnknown). Counting the library's
		// ~basic_string on the unwind path of a push_back made in a rank-dependent loop
		// (control dependent on it) made the parser's local string, and every test of it,
		// depend on the rank (miniXyce's parse_command_line).
		return
	}
	// Only the arguments the library function may write (as solver.callUnknown): not the
	// string `out << name` prints, a const reference of namespace std (cxxReadOnly).
	flow := callFlow(in)
	for i, a := range in.Args {
		if llvmir.IsPointerType(a.Type) && !pointsNowhere(a) && writable(f, a) && flow.writes(i) {
			write(s.locOf(f, a), t)
		}
	}
}

// allocationCall reports whether ci calls an allocation wrapper of the program (hypre_CAlloc):
// a summarised function may call one (alias.summaryCandidates); its result is a fresh block,
// and it writes nothing else but where an allocation failed (alias.AllocatesOnly).
func allocationCall(ci *calleeInfo) bool {
	return ci != nil && !ci.Fork && alias.AllocatesOnly(ci.Fn)
}

// readBitOf is the bit of the callee's read class c (0 when c is not one: shared memory,
// which the callee's body follows itself).
func (d *paramDeps) readBitOf(pt *pointsTo, c class) uint64 {
	if k, ok := d.reads[pt.Find(c)]; ok {
		return readBit(k)
	}
	return 0
}

// argsAt explains why an argument of a summarised call in mask, or memory in mask that the
// callee reads through its arguments, varies at this call.
//
// An argument NULL on some processes only counts only where the callee uses it as more than
// an address (depMask.data).
func (s *solver) argsAt(f *model.Function, st *fnState, in *llvmir.Inst, site *siteSummary, d *paramDeps, m depMask, cur bitset) *reason {
	mask := m.all
	if mask == 0 {
		return nil
	}
	for i, a := range in.Args {
		if mask&paramBit(i) == 0 {
			continue
		}
		r := s.valueRaw(f, a)
		if r != nil && r.nullOnly {
			if m.data&paramBit(i) == 0 {
				continue // used as an address only
			}
			r = r.next
		}
		if r != nil {
			return r
		}
	}
	for j, c := range site.Reads {
		if mask&d.readBitOf(s.pt, site.ReadFrom[j]) != 0 {
			if r := s.readAt(f, st, site, c, cur); r != nil {
				return r
			}
		}
	}
	return nil
}

// overwrittenFirst lists the loads of f that read only bytes f itself stored before, on every
// path from its entry: a store of the load's type through the same pointer value that
// dominates the load (`ierr = 0` at the top of a routine, then `IF (ierr /= 0)` after the
// ALLOCATE ... STAT=ierr). Such a load never sees what the memory held when f was called;
// what f (or a callee) wrote there since is in the taint of the memory, flow-insensitively.
func overwrittenFirst(f *model.Function) map[*llvmir.Inst]bool {
	type storeAt struct {
		block, index int
		typ          string
	}
	stores := map[string][]storeAt{}
	key := func(v *llvmir.Value) string {
		if v.Kind != llvmir.ValLocal && v.Kind != llvmir.ValGlobal {
			return ""
		}
		return strconv.Itoa(int(v.Kind)) + ":" + v.Name
	}
	for b, blk := range f.Blocks {
		for i, in := range blk.IR.Insts {
			if in.Op == "store" && len(in.Operands) == 2 {
				if k := key(in.Operands[1]); k != "" {
					stores[k] = append(stores[k], storeAt{b, i, in.Operands[0].Type})
				}
			}
		}
	}
	if len(stores) == 0 {
		return nil
	}
	out := map[*llvmir.Inst]bool{}
	var dom *graph.DomTree
	for b, blk := range f.Blocks {
		for i, in := range blk.IR.Insts {
			if in.Op != "load" || len(in.Operands) != 1 {
				continue
			}
			for _, st := range stores[key(in.Operands[0])] {
				if st.typ != in.Type {
					continue
				}
				if st.block == b {
					if st.index < i {
						out[in] = true
						break
					}
					continue
				}
				if dom == nil {
					dom = f.Dom()
				}
				if dom.StrictlyDominates(st.block, b) {
					out[in] = true
					break
				}
			}
		}
	}
	return out
}
