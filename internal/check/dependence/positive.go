package dependence

import (
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Positive on every process (issue 13, graph500). A breadth-first search counts the vertices
// it visits in a global and loops while the count is not zero:
//
//	newvisits = 1;
//	aml_register_handler(frompredhndl, 1);   // its barrier runs handlers: ++newvisits
//	while (newvisits != 0) { newvisits = 0; ...; aml_barrier(); Allreduce(&newvisits); }
//
// The handlers increment the count on the processes that receive messages, so the count
// differs between processes when the loop is first tested; but it is at least 1 everywhere,
// so `newvisits != 0` holds everywhere. On the later tests the count is the sum of the
// Allreduce, the same everywhere.
//
// So a tracked class (overwrite.go) that is one integer variable gets two more bits in the
// flow-sensitive state, both set where nothing is known (at the entry, as stale bits are):
//
//   - notPos: the variable may be zero or negative on some process. A store of a positive
//     constant made where every process runs clears it; such a store made on some processes
//     only, an increment by a positive constant (x = x + k read and written in one go), and
//     a call whose callee, with everything it calls, writes the variable only in those two
//     ways, keep it as it was; any other write sets it.
//   - zeroVaries: whether the variable is zero may differ between processes. It is clear
//     where the variable is fresh (the stale bit is clear: the same on every process) or
//     positive everywhere, and after a write it is notPos and stale together. A join keeps
//     it clear only where it is clear on every edge: processes arrive at a join along the
//     same edge unless a conditional before it varies, and a write made under such a
//     conditional sets it unless the variable stays positive on every process (those that
//     wrote and those that did not).
//
// A comparison of the variable, loaded in the same block with no write in between, with
// zero (x != 0, x == 0, x > 0, x <= 0, and x >= 1, x < 1) where zeroVaries is clear is the
// same on every process. Overflow is not considered: a counter incremented past its type's
// range is undefined in C (signed) or a bug of its own.

// posBits are the two bits of a tracked integer variable (their indices in the state).
type posBits struct{ notPos, zeroVaries int }

// What a function, with everything it calls, may write into a candidate variable.
const (
	posNone  uint8 = iota // nothing
	posKeep               // positive constants and increments by positive constants only
	posOther              // anything else
)

// posCandidates lists, by function index, the classes that get positive bits there: one
// integer variable of its own (no part of another object, no parts), into which the function
// stores a positive constant and whose load it compares with zero. Only there can the bits
// tell more than the stale bit: at the entry nothing is known of the sign, and calls only keep
// what is known (memoised; the union of all functions' lists in posAll).
func (s *solver) posCandidates() [][]class {
	if s.posCand != nil {
		return s.posCand
	}
	s.posCand, s.posAll = make([][]class, len(s.prog.Funcs)), map[class]bool{}
	scalars := s.scalarVar()
	for _, f := range s.prog.Funcs {
		var stored, tested []class
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				switch in.Op {
				case "store":
					if len(in.Operands) == 2 && positiveConst(in.Operands[0]) {
						stored = append(stored, s.pt.Find(s.pt.MemLoc(f, in, in.Operands[1])))
					}
				case "icmp":
					if signTest(in) {
						if d := f.Def(in.Operands[0].Name); d != nil && d.Op == "load" && len(d.Operands) == 1 {
							tested = append(tested, s.pt.Find(s.pt.MemLoc(f, d, d.Operands[0])))
						}
					}
				}
			}
		}
		for _, c := range stored {
			t, ok := scalars[c]
			if ok && slices.Contains(tested, c) && !slices.Contains(s.posCand[f.Index], c) &&
				isIntType(t) && s.pt.OwnerOf(c) == noClass && len(s.pt.Fields[c]) == 0 {
				s.posCand[f.Index] = append(s.posCand[f.Index], c)
				s.posAll[c] = true
			}
		}
	}
	return s.posCand
}

// isIntType reports whether t is an integer type (i1, i32, i64...).
func isIntType(t string) bool {
	return storesNumbers(&llvmir.Value{Type: t}) && strings.HasPrefix(strings.TrimSpace(t), "i")
}

// positiveConst reports whether v is an integer constant greater than zero.
func positiveConst(v *llvmir.Value) bool {
	return v != nil && v.Kind == llvmir.ValInt && v.Int > 0 && isIntType(v.Type) // (Int is 0 when too large)
}

// signTest reports whether icmp in compares its first operand, a local value, with a
// constant in a way whose answer only depends on whether the operand is zero or positive
// (x != 0, x == 0, x > 0, x <= 0, x >= 1, x < 1; unsigned too).
func signTest(in *llvmir.Inst) bool {
	if len(in.Operands) != 2 || in.Operands[0].Kind != llvmir.ValLocal || in.Operands[1].Kind != llvmir.ValInt {
		return false
	}
	switch k := in.Operands[1]; in.Pred {
	case "eq", "ne", "sgt", "sle", "ugt", "ule":
		return k.Int == 0 && (k.Text == "0" || k.Text == "false") // (not a constant too large for Int)
	case "sge", "slt", "uge", "ult":
		return k.Int == 1
	}
	return false
}

// addPosBits gives st the positive bits of its tracked candidate classes.
func (s *solver) addPosBits(st *fnState) {
	for _, c := range s.posCandidates()[st.fn.Index] {
		i, ok := st.over[c]
		if !ok {
			continue
		}
		if st.pos == nil {
			st.pos, st.posOf = map[class]posBits{}, map[int]posBits{}
		}
		p := posBits{notPos: len(st.why), zeroVaries: len(st.why) + 1}
		st.why = append(st.why, nil, nil)
		st.pos[c], st.posOf[i] = p, p
	}
}

// posEntry sets the positive bits at the entry: nothing is known of the value there, only,
// where the stale bit is clear, that it is the same on every process.
func (st *fnState) posEntry(entry bitset) {
	for c, p := range st.pos {
		entry.set(p.notPos)
		if i := st.over[c]; entry.has(i) {
			entry.set(p.zeroVaries)
		}
	}
}

// posStale is setStale's part for the positive bits of stale bit i: any write may store
// zero, on some processes only.
func (st *fnState) posStale(cur bitset, i int) {
	if p, ok := st.posOf[i]; ok {
		cur.set(p.notPos)
		cur.set(p.zeroVaries)
	}
}

// posFresh is the part of a clear stale bit i for its positive bits: the same everywhere.
func (st *fnState) posFresh(cur bitset, i int) {
	if p, ok := st.posOf[i]; ok {
		cur.clear(p.zeroVaries)
	}
}

// posKept lists the candidates store or call in (of block b) keeps positive, with their
// notPos bits before it; nil for most instructions.
func (s *solver) posKept(f *model.Function, st *fnState, b int, in *llvmir.Inst, cur bitset) []keptBits {
	if st.pos == nil {
		return nil
	}
	cs, ok := s.posKeeps[in]
	if !ok {
		cs = s.keepsPositive(f, st, b, in)
		if s.posKeeps == nil {
			s.posKeeps = map[*llvmir.Inst][]class{}
		}
		s.posKeeps[in] = cs
	}
	var out []keptBits
	for _, c := range cs {
		p := st.pos[c]
		out = append(out, keptBits{c: c, p: p, notPos: cur.has(p.notPos)})
	}
	return out
}

// keepsPositive lists the candidates of f that store or call in (of block b) may write and
// keeps positive.
func (s *solver) keepsPositive(f *model.Function, st *fnState, b int, in *llvmir.Inst) []class {
	if in.Op == "store" {
		c := s.pt.Find(s.memLoc(f, in, in.Operands[1]))
		if _, ok := st.pos[c]; ok && s.storeKind(f, f.Blocks[b].IR, in, c) == posKeep {
			return []class{c}
		}
		return nil
	}
	kinds := s.posSummaries()
	var writes map[class]uint8
	raise := func(c class, k uint8) {
		if _, ok := st.pos[c]; ok && k > writes[c] {
			if writes == nil {
				writes = map[class]uint8{}
			}
			writes[c] = k
		}
	}
	s.callWrites(f, in, func(g *model.Function) {
		for c, k := range kinds[g.Index] {
			raise(c, k)
		}
	}, func(w class) {
		if w == noClass {
			for c := range st.pos {
				raise(c, posOther)
			}
		}
		raise(w, posOther)
	}, func() {
		for c, k := range s.posGiven {
			raise(c, k)
		}
	})
	var out []class
	for c, k := range writes {
		if k == posKeep {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

// keptBits is a candidate an instruction keeps positive, with its notPos bit before it.
type keptBits struct {
	c      class
	p      posBits
	notPos bool
}

// posAfter sets, after store or call in, the positive bits of the candidates it keeps positive
// (posKept), which the write set through their stale bits: notPos as before (clear after a
// positive constant stored where every process runs), zeroVaries from it and the stale bit.
func (s *solver) posAfter(f *model.Function, st *fnState, b int, in *llvmir.Inst, kept []keptBits, cur bitset) {
	for _, k := range kept {
		notPos := k.notPos
		if in.Op == "store" && positiveConst(in.Operands[0]) && st.cdVary[b] == nil && !s.assumedVarying[blockKey{f, b}] {
			notPos = false
		}
		setBit(cur, k.p.notPos, notPos)
		setBit(cur, k.p.zeroVaries, notPos && cur.has(st.over[k.c]))
	}
}

// setBit sets or clears bit i.
func setBit(cur bitset, i int, on bool) {
	if on {
		cur.set(i)
	} else {
		cur.clear(i)
	}
}

// storeKind is what store in of block blk writes into candidate c, the class it stores to:
// a positive constant or an increment (posKeep), or anything else (posOther).
func (s *solver) storeKind(f *model.Function, blk *llvmir.Block, in *llvmir.Inst, c class) uint8 {
	if positiveConst(in.Operands[0]) || s.increments(f, blk, in, c) {
		return posKeep
	}
	return posOther
}

// increments reports whether store in of block blk writes into c the sum of a positive
// constant and a load of c made in the same block with no write in between.
func (s *solver) increments(f *model.Function, blk *llvmir.Block, in *llvmir.Inst, c class) bool {
	v := in.Operands[0]
	if v.Kind != llvmir.ValLocal {
		return false
	}
	add := f.Def(v.Name)
	if add == nil || add.Op != "add" || add.Block != blk || len(add.Operands) != 2 {
		return false
	}
	x, k := add.Operands[0], add.Operands[1]
	if !positiveConst(k) {
		x, k = k, x
	}
	if !positiveConst(k) || x.Kind != llvmir.ValLocal {
		return false
	}
	ld := f.Def(x.Name)
	if ld == nil || ld.Op != "load" || ld.Block != blk || len(ld.Operands) != 1 || s.pt.Find(s.memLoc(f, ld, ld.Operands[0])) != c {
		return false
	}
	return noWriteBetween(blk, ld, in)
}

// noWriteBetween reports whether no instruction of blk after from and before to may write
// memory (from before to in blk).
func noWriteBetween(blk *llvmir.Block, from, to *llvmir.Inst) bool {
	in := false
	for _, x := range blk.Insts {
		switch {
		case x == from:
			in = true
		case x == to:
			return in
		case in:
			switch x.Op {
			case "call":
				if !strings.HasPrefix(x.CalledFunction(), "llvm.dbg.") {
					return false
				}
			case "store", "invoke", "callbr", "atomicrmw", "cmpxchg", "va_arg":
				return false
			}
		}
	}
	return false
}

// callWrites walks what call in of f may run: each function of the program (callee), and,
// for library functions, the class of each pointer argument they may write through (write;
// noClass when anything may run: a call through a pointer with no known target). A library
// function may also run the functions the program gave libraries (an MPI reduction's user
// operation, a qsort comparator): library says so.
func (s *solver) callWrites(f *model.Function, in *llvmir.Inst, callee func(*model.Function), write func(class), library func()) {
	if ci := calleeOf(f, in); ci != nil {
		callee(ci.Fn)
		return
	}
	name := in.CalledFunction()
	if name == "" {
		ts := f.Program.IndirectTargets(in)
		if len(ts) == 0 {
			write(noClass)
		}
		for _, g := range ts {
			callee(g)
		}
		return
	}
	if !strings.HasPrefix(name, "llvm.") {
		library()
	}
	for _, a := range in.Args {
		if llvmir.IsPointerType(a.Type) && !pointsNowhere(a) {
			write(s.locOf(f, a))
		}
	}
}

// posSummaries computes, once, what each function a candidate's function may call (with
// everything it calls) may write into the candidates (by function index, then class;
// absent: posNone). Only the functions reachable from those with candidates are read.
func (s *solver) posSummaries() []map[class]uint8 {
	if s.posKinds != nil {
		return s.posKinds
	}
	byFunc, cands := s.posCandidates(), s.posAll
	kinds := make([]map[class]uint8, len(s.prog.Funcs))
	calls := make([][]*model.Function, len(s.prog.Funcs))
	library := make([]bool, len(s.prog.Funcs)) // calls a library function
	raise := func(f *model.Function, c class, k uint8) bool {
		if kinds[f.Index] == nil {
			kinds[f.Index] = map[class]uint8{}
		}
		if kinds[f.Index][c] >= k {
			return false
		}
		kinds[f.Index][c] = k
		return true
	}
	seen := make([]bool, len(s.prog.Funcs))
	var work []*model.Function
	visit := func(g *model.Function) {
		if !seen[g.Index] {
			seen[g.Index] = true
			work = append(work, g)
		}
	}
	for _, f := range s.prog.Funcs {
		if len(byFunc[f.Index]) > 0 {
			visit(f)
		}
	}
	var givenFns []*model.Function // (asked at the first library call)
	givenSeen := false
	for len(work) > 0 {
		f := work[len(work)-1]
		work = work[:len(work)-1]
		s.posLocal(f, cands, func(c class, k uint8) { raise(f, c, k) }, func(g *model.Function) {
			calls[f.Index] = append(calls[f.Index], g)
			visit(g)
		}, func() {
			library[f.Index] = true
			if !givenSeen {
				givenSeen, givenFns = true, s.prog.GivenToLibraries()
				for _, g := range givenFns {
					visit(g)
				}
			}
		})
	}
	given := map[class]uint8{} // what the functions given to libraries may write
	order := s.prog.BottomUpOrder()
	for changed := true; changed; {
		changed = false
		for _, g := range givenFns {
			for c, k := range kinds[g.Index] {
				given[c] = max(given[c], k)
			}
		}
		for _, f := range order {
			if !seen[f.Index] {
				continue
			}
			for _, g := range calls[f.Index] {
				for c, k := range kinds[g.Index] {
					changed = raise(f, c, k) || changed
				}
			}
			if library[f.Index] {
				for c, k := range given {
					changed = raise(f, c, k) || changed
				}
			}
		}
	}
	s.posKinds, s.posGiven = kinds, given
	return kinds
}

// posLocal reads what f itself may write into the candidates cands (write), the functions
// of the program it calls (callee), and whether it calls a library function (library).
func (s *solver) posLocal(f *model.Function, cands map[class]bool, write func(class, uint8), callee func(*model.Function), library func()) {
	for _, blk := range f.IR.Blocks {
		for _, in := range blk.Insts {
			switch in.Op {
			case "store":
				if len(in.Operands) != 2 {
					continue
				}
				if c := s.pt.Find(s.pt.MemLoc(f, in, in.Operands[1])); cands[c] {
					write(c, s.storeKind(f, blk, in, c))
				}
			case "atomicrmw", "cmpxchg":
				if len(in.Operands) > 0 {
					if c := s.locOf(f, in.Operands[0]); cands[c] {
						write(c, posOther)
					}
				}
			case "call", "invoke", "callbr":
				s.callWrites(f, in, callee, func(w class) {
					if w == noClass {
						for c := range cands {
							write(c, posOther)
						}
					} else if cands[w] {
						write(w, posOther)
					}
				}, library)
			}
		}
	}
}

// zeroSame reports whether icmp in, a zero test of a candidate loaded in the same block with
// no write in between, has the same answer on every process (the zeroVaries bit is clear).
func (s *solver) zeroSame(f *model.Function, st *fnState, in *llvmir.Inst, cur bitset) bool {
	if st.pos == nil {
		return false
	}
	if !signTest(in) {
		return false
	}
	ld := f.Def(in.Operands[0].Name)
	if ld == nil || ld.Op != "load" || ld.Block != in.Block || len(ld.Operands) != 1 || !noWriteBetween(in.Block, ld, in) {
		return false
	}
	p, ok := st.pos[s.pt.Find(s.memLoc(f, ld, ld.Operands[0]))]
	return ok && !cur.has(p.zeroVaries)
}
