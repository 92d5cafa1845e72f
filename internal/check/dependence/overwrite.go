package dependence

import (
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Memory other than simple locals is followed flow-insensitively: once any store anywhere
// puts varying data into a global, every read of it varies. Real programs reuse scratch
// memory: miniMD reads every line of its input file into one global `line` buffer, the
// header (the same on every process) and later the atoms of its own subdomain (not the same);
// Fortran codes keep their input parameters in module variables. A read that follows, in the
// same function, a complete overwrite of that memory with data the same everywhere sees that
// data, whatever other code stores there at other times.
//
// So, per function and in the processes domain only, the memory a function overwrites itself
// (a store of a whole scalar to a global or a member at a constant offset, the output of
// fgets, sscanf, sprintf or strcpy, the buffer of a uniform collective) gets a "stale" bit in
// the flow-sensitive state: set at the function's entry, cleared by an overwrite with data
// that is the same everywhere made where every process runs, set again by any other write
// that may reach it (a store through any pointer into it, a call that may write it). A load
// of such memory where the bit is clear is uniform. Threads are left out: another thread of
// the team may write the memory in between.

// overwriteTargets lists the classes f overwrites itself, the candidates for stale bits.
func (s *solver) overwriteTargets(f *model.Function) []class {
	if s.d != Processes {
		return nil
	}
	seen := map[class]bool{}
	var out []class
	add := func(c class) {
		c = s.pt.Find(c)
		if !seen[c] && !s.simple.get(c) && c != s.pt.Find(s.pt.Unknown) {
			seen[c] = true
			out = append(out, c)
		}
	}
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			switch in.Op {
			case "store":
				if len(in.Operands) == 2 && (s.wholeStore(f, in) || s.paramStore(f, in.Operands[1])) {
					add(s.pt.MemLoc(f, in, in.Operands[1]))
				}
			case "call", "invoke":
				if g, ks, args := s.paramArgs(f, in); len(args) > 0 {
					for j, i := range args {
						add(s.locOf(f, in.Args[i]))
						for _, p := range s.firstMember(f, g, paramIndex(ks[j].v), in.Args[i]) {
							add(p) // (firstmember.go)
						}
					}
				}
				if outs := wholeOutputs(f, in); outs != nil {
					for i, a := range in.Args {
						if outs(i) && llvmir.IsPointerType(a.Type) && !pointsNowhere(a) {
							add(s.locOf(f, a))
						}
					}
				}
				if wholeCopy(f, in) {
					for _, p := range s.copiedParts(s.locOf(f, in.Args[0])) {
						add(p) // (wholecopy.go)
					}
				}
				if eff := effectOf(Processes, in.CalledFunction()); eff.known {
					for _, i := range eff.uniform {
						if i < len(in.Args) && writable(f, in.Args[i]) {
							add(s.bufferOf(f, in.Args[i]))
						}
					}
				}
			}
		}
	}
	return out
}

// wholeTarget reports whether a store through ptr replaces a whole variable or member: a
// global, a local, or a member or element at a constant offset of one.
func wholeTarget(f *model.Function, ptr *llvmir.Value) bool {
	// (A constant getelementptr into a global is the whole global's class: not whole.)
	return ptr.Kind == llvmir.ValGlobal || isDirect(f, ptr)
}

// wholeStore reports whether a store replaces all of the memory it writes: through a direct
// reference (wholeTarget), or through any pointer into memory that is one scalar variable of
// the stored type (`*n_size = ...` where n_size points to main's `size_t size`).
func (s *solver) wholeStore(f *model.Function, in *llvmir.Inst) bool {
	if wholeTarget(f, in.Operands[1]) {
		return true
	}
	t, ok := s.scalarVar()[s.pt.Find(s.pt.MemLoc(f, in, in.Operands[1]))]
	return ok && t == in.Operands[0].Type
}

// scalarVar maps the classes that hold exactly one variable, a local or global of a scalar
// type, to that type.
func (s *solver) scalarVar() map[class]string {
	if s.scalars != nil {
		return s.scalars
	}
	s.scalars = map[class]string{}
	scalar := func(t string) bool { return t != "" && !strings.ContainsAny(t, "[{%<") }
	for k, c := range s.pt.Alloca {
		c = s.pt.Find(c)
		if d := k.Fn.Def(k.Name); d != nil && s.pt.Members[c] == 1 && s.pt.OwnerOf(c) == noClass && scalar(d.Type) {
			s.scalars[c] = d.Type
		}
	}
	s.scalarMembers(scalar)
	return s.scalars
}

// scalarMembers adds to s.scalars the memory the program only ever loads and stores as one
// scalar type: a global declared of that type, or a part at a known offset of a single
// variable (a local or a global; not a heap site, which stands for every block it allocates,
// nor a class several variables were merged into). A store of that type through any pointer to it
// replaces all of it: `x = total` in a wrapper given `double& x`, a member of the caller's
// object. (Writes by calls and copies of the whole object are writes to a related class,
// which set the stale bit as always.)
func (s *solver) scalarMembers(scalar func(string) bool) {
	heap := map[class]bool{}
	for _, c := range s.pt.Heap {
		heap[s.pt.Find(c)] = true
	}
	types := map[class]string{}
	mixed := map[class]bool{}
	scalarGlobal := map[class]bool{} // globals declared of a scalar type
	for _, f := range s.prog.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				var ptr *llvmir.Value
				var t string
				switch {
				case in.Op == "load" && len(in.Operands) == 1:
					ptr, t = in.Operands[0], in.Type
				case in.Op == "store" && len(in.Operands) == 2:
					ptr, t = in.Operands[1], in.Operands[0].Type
				default:
					continue
				}
				if ptr.Kind == llvmir.ValGlobal {
					if g := f.Module.Global(ptr.Name); g != nil && scalar(g.Type) {
						scalarGlobal[s.pt.Find(s.pt.GlobalClass(f, ptr.Name))] = true
					}
				}
				c := s.pt.Find(s.pt.MemLoc(f, in, ptr))
				if prev, ok := types[c]; ok && prev != t || !scalar(t) {
					mixed[c] = true
				}
				types[c] = t
			}
		}
	}
	for c, t := range types {
		if mixed[c] || len(s.pt.Fields[c]) > 0 {
			continue
		}
		if !s.singleMember(c, heap) && !(scalarGlobal[c] && s.pt.Members[c] == 1 && s.pt.OwnerOf(c) == noClass) {
			continue
		}
		if _, ok := s.scalars[c]; !ok {
			s.scalars[c] = t
		}
	}
}

// singleMember reports whether class c is one member of one variable: a part at a known
// offset, each enclosing object a part at a known offset too, the outermost one variable.
func (s *solver) singleMember(c class, heap map[class]bool) bool {
	owners := s.owners(c)
	if len(owners) == 0 || s.pt.Offset[c] < 0 {
		return false
	}
	for _, o := range owners[:len(owners)-1] {
		if s.pt.Offset[o] < 0 {
			return false
		}
	}
	root := owners[len(owners)-1]
	return s.pt.Members[root] == 1 && !heap[root] && s.pt.OwnerOf(root) == noClass
}

// overwrittenArgs says which pointer arguments a library function fills completely with
// data computed from its inputs (nil: none, or not known): for the functions below, the
// outputs libraryFlow gives.
func overwrittenArgs(name string) func(int) bool {
	switch name {
	case "fgets", "sscanf", "__isoc99_sscanf", "fscanf", "__isoc99_fscanf", "sprintf", "snprintf",
		"strcpy", "strncpy":
		return libraryFlow(name).writes
	}
	return nil
}

// staleBit returns the stale bit of class c in f's state, if it has one.
func (st *fnState) staleBit(s *solver, c class) (int, bool) {
	if st.over == nil {
		return 0, false
	}
	return st.overBit(s.pt.Find(c))
}

// touched sets the stale bits of the tracked memory a write to class w may change: w itself,
// the tracked parts of w, the tracked objects w is part of (related, for every tracked class
// at once: a call writes many classes, a function may track many).
func (s *solver) touched(st *fnState, w class, cur bitset) { s.touchedBy(st, w, false, cur) }

// touchedBy is touched for a write of uniform data over all of w where every process runs
// (uniform): then the objects w is part of keep their stale bits, since their other bytes are
// as they were and these are the same everywhere (a Fortran module variable assigned a
// derived-type constant is stored member by member, and the store of the second member made
// the first, which shares the variable's class, stale again); only their own bits
// (reffresh.go) and positive bits (positive.go) are set, as by any write.
func (s *solver) touchedBy(st *fnState, w class, uniform bool, cur bitset) {
	if len(st.over) == 0 {
		return
	}
	s.buildOverParts(st)
	w = s.pt.Find(w)
	if i, ok := st.overBit(w); ok {
		st.setStale(cur, i)
	}
	for _, i := range st.partBits(w) {
		st.setStale(cur, i)
	}
	for _, o := range s.owners(w) {
		if i, ok := st.overBit(o); ok {
			if uniform {
				st.setOwn(cur, i)
				st.posStale(cur, i)
			} else {
				st.setStale(cur, i)
			}
		}
	}
	if st.own != nil {
		s.touchedFeeds(st, w, cur)
	}
}

// buildOverParts fills st.overParts once.
func (s *solver) buildOverParts(st *fnState) {
	if st.overParts == nil {
		st.overParts = map[class][]int{}
		for t, i := range st.over {
			for _, o := range s.owners(t) {
				st.overParts[o] = append(st.overParts[o], i)
				st.partsMay.add(o)
			}
		}
	}
}

// overwritten records a write into class c: a write of uniform data where every process
// runs it (uniform) over the whole of c clears c's stale bit; a uniform write over part of
// it leaves the bit as it is (fresh memory stays fresh: `*strchr(line, '#') = 0`); any other
// write sets it.
func (s *solver) overwritten(st *fnState, c class, uniform, whole bool, cur bitset) {
	if st.over == nil || uniform && !whole {
		return
	}
	s.touchedBy(st, c, uniform, cur) // parts and owners: only c itself is known fresh
	if !uniform {
		return
	}
	if i, ok := st.staleBit(s, c); ok {
		cur.clear(i)
		st.posFresh(cur, i)
		st.clearOwn(cur, i)
		if s.coveredByOne(c) {
			// All the bytes of the one object c holds: the member bits of its variable's
			// bytes too, which touchedBy set with the class (`this->iters = 5` in a
			// method: its parameter's bytes stayed stale at its return).
			for _, j := range st.memberBits[i] {
				st.clearMember(cur, j)
			}
		}
	}
}

// callTouches sets the stale bits of the tracked memory a call to a function of the program
// may write (what it and everything it calls writes). Library and MPI calls are handled where
// their writes are, knowing whether the data written varies.
func (s *solver) callTouches(f *model.Function, st *fnState, b int, in *llvmir.Inst, cur bitset) {
	if len(st.over) == 0 || s.everyoneBroadcasts(f, st, b, in) {
		return // (a broadcast helper's uniform write leaves the bits as they were)
	}
	var callees []*model.Function
	fork := false
	if ci := s.callee(f, in); ci != nil {
		fork = ci.Fork
		if site := s.siteOf(in); site != nil {
			if cs := s.fn(site.Fn); !cs.evaluated && len(site.Writes) > 0 {
				// Through what the body writes (writevia.go) is known once it was
				// evaluated in full; the call is evaluated again then (as in
				// callSummarized). Setting every member bit before would stay so: Nekbone's
				// main, first in the program, made every variable of the class of
				// init_mesh's dummies stale through the call, the loop bounds among them.
				cs.pendingCallers = true
				s.fn(f).incomplete = true
				return
			}
			for _, w := range site.Writes {
				s.touchedVia(f, st, in, site.Fn, fork, s.viaOf(site.Fn, w[0]), w[1], cur)
			}
		}
		callees = append(callees, ci.Fn)
	} else if in.CalledFunction() == "" {
		callees = f.Program.IndirectTargets(in)
		if len(callees) == 0 {
			for _, i := range st.over {
				st.setStale(cur, i) // anything may run
			}
			return
		}
	}
	for _, g := range callees {
		m := s.site(f, in, g)
		if m.touch == nil {
			m.touch = s.siteTouches(f, st, in, g, fork, m.mod, len(cur))
		}
		for w, bits := range m.touch {
			cur[w] |= bits
		}
	}
}

// siteTouches returns the stale and member bits of f's state st that call in's writes of
// the classes mod of callee g set. Touching only ever sets bits, each write's by st, the
// class and through what g writes it alone, so a call site sets the same bits at every
// evaluation while g's record is the same (siteMemo): AMG's large callees write thousands
// of classes, looked up at every evaluation of every call before.
func (s *solver) siteTouches(f *model.Function, st *fnState, in *llvmir.Inst, g *model.Function, fork bool, mod []class, words int) bitset {
	touch := make(bitset, words)
	for _, w := range mod {
		s.touchedKept(st, s.viaKeepOf(f, in, g, fork, s.viaOf(g, w)), w, touch)
	}
	return touch
}

// fresh reports whether a load of class c at this point reads memory the function overwrote
// with uniform data since its entry (and nothing may have written since).
func (s *solver) fresh(st *fnState, c class, cur bitset) bool {
	i, ok := st.staleBit(s, c)
	return ok && !cur.has(i)
}

// Several variables in one class. The points-to merges variables whose addresses meet (two
// locals passed to one helper's parameter, getlocal(&a) and getlocal(&b)): the class stands
// for all of them, and a store to a, however complete, leaves b as it was. So a complete
// overwrite clears the class's stale bit only when the memory written is all of the class
// (coveredByOne); where it is one variable's bytes of a class several share, it clears the
// stale bit of those bytes only (a member bit, keyed by class, variable and offset), which
// a later read of the same variable at the same place, straight from its name, finds clear.
// Whatever sets the class's bit sets its members' bits too (setStale).

// memberKey names the bytes a variable of a function holds in a class: the variable (an
// alloca's name, or "@" and a global's), the constant expression the address starts from
// (a member of a global, by its text), and the constant offset added to it.
type memberKey struct {
	c    class
	v    string
	path string
	off  int64
}

// varRoot finds the variable ptr points into at a constant offset: an alloca or a global,
// reached through casts and getelementptrs of constant indices, or what a pointer parameter
// points to (paramVar), through the parameter or its -O0 slot.
func (s *solver) varRoot(f *model.Function, ptr *llvmir.Value) (v, path string, off int64, ok bool) {
	for i := 0; i < 16 && ptr != nil; i++ {
		switch ptr.Kind {
		case llvmir.ValGlobal:
			return "@" + ptr.Name, path, off, true
		case llvmir.ValConstExpr:
			b := ptr.Base()
			if b == nil || b.Kind != llvmir.ValGlobal {
				return "", "", 0, false
			}
			if b != ptr {
				path = ptr.Text
			}
			return "@" + b.Name, path, off, true
		case llvmir.ValLocal:
			d := f.Def(ptr.Name)
			if d == nil {
				if j := f.ParamIndex(ptr.Name); j >= 0 {
					return paramVar(j), path, off, true
				}
				return "", "", 0, false
			}
			switch d.Op {
			case "alloca":
				return d.Result, path, off, true
			case "load":
				// A pointer parameter's -O0 slot.
				if len(d.Operands) == 1 && d.Operands[0].Kind == llvmir.ValLocal {
					if j, ok := s.slotParam(f)[d.Operands[0].Name]; ok {
						return paramVar(j), path, off, true
					}
				}
				return "", "", 0, false
			case "bitcast", "addrspacecast":
				if len(d.Operands) == 0 {
					return "", "", 0, false
				}
				ptr = d.Operands[0]
			case "getelementptr":
				o, ok := gepOffset(f, d)
				if !ok {
					return "", "", 0, false
				}
				off += o
				ptr = d.Operands[0]
			default:
				return "", "", 0, false
			}
		default:
			return "", "", 0, false
		}
	}
	return "", "", 0, false
}

// memberKeyOf is the key of the bytes of class c that ptr designates, if it names them.
func (s *solver) memberKeyOf(f *model.Function, c class, ptr *llvmir.Value) (memberKey, bool) {
	v, path, off, ok := s.varRoot(f, ptr)
	if !ok {
		return memberKey{}, false
	}
	return memberKey{c: s.pt.Find(c), v: v, path: path, off: off}, true
}

// coveredByOne reports whether class c holds the memory of one object at most: it is one
// object, or a part at a known offset of parts at known offsets of one. A complete write into
// it then replaces all it stands for.
func (s *solver) coveredByOne(c class) bool {
	c = s.pt.Find(c)
	root := c
	if owners := s.owners(c); len(owners) > 0 {
		if s.pt.Offset[c] < 0 {
			return false
		}
		for _, o := range owners[:len(owners)-1] {
			if s.pt.Offset[o] < 0 {
				return false
			}
		}
		root = owners[len(owners)-1]
	}
	return s.pt.Members[root] <= 1
}

// overwrittenAt is overwritten for a write through ptr that replaces all the memory ptr
// designates (whole) or not: when the class holds other objects as well, a uniform write
// makes fresh the bytes of the variable ptr names only (and says nothing of the rest).
//
// A store (store) through a member of an object a pointer loaded from memory points to
// (`level->active = 1`) names no variable: it still clears the stale bit of the whole class,
// as it always did, though the class may hold other objects of the type. That is not sound
// (another object's member keeps what it held), but HPGMG's level objects, heap blocks and a
// local of main in one class, need it: without it, 26 false findings (operators/misc.c
// 276/324/373). Buffers of collectives and outputs of library calls through such pointers
// clear nothing.
func (s *solver) overwrittenAt(f *model.Function, st *fnState, c class, ptr *llvmir.Value, uniform, whole, store bool, cur bitset) {
	if st.over == nil {
		return
	}
	if uniform {
		// A store through a variable's name or a parameter replaces the bytes it names. In
		// a class of one object only the bytes a parameter points to have a member bit
		// (followed for the callers, paramCandidates).
		one := s.coveredByOne(c)
		named := false
		if !one || len(st.members) > 0 {
			var k memberKey
			if k, named = s.memberKeyOf(f, c, ptr); named && (!one || k.paramStart()) {
				if i, ok := st.members[k]; ok {
					st.clearMember(cur, i)
				}
			}
		}
		if !one && (named || !whole || !store || !wholeTarget(f, ptr)) {
			return // uniform data over part of the class: the rest is as it was
		}
	}
	if uniform && !whole {
		return
	}
	s.overwritten(st, c, uniform, whole, cur)
}

// paramStore reports whether ptr designates the first bytes of what a pointer parameter of f
// points to (through the parameter or its -O0 slot): `*p = 0`, `min_proc = i` in a helper
// given `int &min_proc`. The helper's member bit of the parameter follows such stores even
// when the parameter's class holds one object (a summarised helper's own copy), so that its
// callers learn whether it leaves those bytes fresh (paramCandidates, refreshLocal).
func (s *solver) paramStore(f *model.Function, ptr *llvmir.Value) bool {
	v, path, off, ok := s.varRoot(f, ptr)
	return ok && memberKey{v: v, path: path, off: off}.paramStart()
}

// paramStart reports whether k names the first bytes of what a pointer parameter points to.
func (k memberKey) paramStart() bool { return k.path == "" && k.off == 0 && paramIndex(k.v) >= 0 }

// setStale sets the stale bit i of a tracked class, and those of its members.
func (st *fnState) setStale(cur bitset, i int) {
	if st.own != nil {
		st.setOwn(cur, i)
	}
	st.setStaleAtEntry(cur, i)
}

// setStaleAtEntry is setStale at the function's entry, where the own bits follow the callers'
// own bits instead (reffresh.go).
func (st *fnState) setStaleAtEntry(cur bitset, i int) {
	cur.set(i)
	if st.posOf != nil {
		st.posStale(cur, i)
	}
	for _, j := range st.memberBits[i] {
		cur.set(j)
	}
}

// memberFresh reports whether a load through ptr of class c reads bytes of a variable that
// the function overwrote with uniform data since the last write that may have reached them.
func (s *solver) memberFresh(f *model.Function, st *fnState, c class, ptr *llvmir.Value, cur bitset) bool {
	if len(st.members) == 0 {
		return false
	}
	k, ok := s.memberKeyOf(f, c, ptr)
	if !ok {
		return false
	}
	i, ok := st.memberBit(k)
	return ok && !cur.has(i)
}

// memberFreshRead is memberFresh for load ld, whose variable is memoised (loadMemo).
func (s *solver) memberFreshRead(f *model.Function, st *fnState, c class, ld *llvmir.Inst, cur bitset) bool {
	if len(st.members) == 0 {
		return false
	}
	m := s.loadOf(ld)
	if m.root == nil {
		m.root = noRoot
		if v, path, off, ok := s.varRoot(f, ld.Operands[0]); ok {
			m.root = &memberKey{v: v, path: path, off: off}
		}
	}
	if m.root == noRoot {
		return false
	}
	k := *m.root
	k.c = s.pt.Find(c)
	i, ok := st.memberBit(k)
	return ok && !cur.has(i)
}

// addMemberBits gives st a stale bit for each variable's bytes f overwrites in a tracked
// class several objects share.
func (s *solver) addMemberBits(f *model.Function, st *fnState) {
	for _, k := range s.memberTargets(f) {
		i, ok := st.over[k.c]
		if !ok {
			continue
		}
		if _, dup := st.members[k]; dup {
			continue
		}
		if st.members == nil {
			st.members, st.memberBits = map[memberKey]int{}, map[int][]int{}
		}
		st.members[k] = len(st.why)
		st.membersMay.add(k.c)
		st.memberBits[i] = append(st.memberBits[i], len(st.why))
		st.why = append(st.why, nil)
	}
}

// memberTargets lists the bytes of variables f overwrites completely itself in classes that
// hold other objects too (the writes overwriteTargets finds).
func (s *solver) memberTargets(f *model.Function) []memberKey {
	if s.d != Processes {
		return nil
	}
	if ks, ok := s.ownMembers[f]; ok {
		return ks
	}
	var out []memberKey
	add := func(c class, ptr *llvmir.Value) {
		k, ok := s.memberKeyOf(f, c, ptr)
		if ok && (!s.coveredByOne(c) || k.paramStart()) && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			switch in.Op {
			case "store":
				if len(in.Operands) == 2 {
					add(s.pt.MemLoc(f, in, in.Operands[1]), in.Operands[1])
				}
			case "call", "invoke":
				if g, ks, args := s.paramArgs(f, in); len(args) > 0 {
					for j, i := range args {
						add(s.locOf(f, in.Args[i]), in.Args[i])
						for _, p := range s.firstMember(f, g, paramIndex(ks[j].v), in.Args[i]) {
							add(p, in.Args[i]) // (firstmember.go)
						}
					}
				}
				if outs := wholeOutputs(f, in); outs != nil {
					for i, a := range in.Args {
						if outs(i) && llvmir.IsPointerType(a.Type) && !pointsNowhere(a) {
							add(s.locOf(f, a), a)
						}
					}
				}
				if eff := effectOf(Processes, in.CalledFunction()); eff.known {
					for _, i := range eff.uniform {
						if i < len(in.Args) && writable(f, in.Args[i]) {
							add(s.bufferOf(f, in.Args[i]), in.Args[i])
						}
					}
				}
			}
		}
	}
	if s.ownMembers == nil {
		s.ownMembers = map[*model.Function][]memberKey{}
	}
	s.ownMembers[f] = out
	return out
}

// A wrapper leaves what a parameter points to fresh (issue 13): TeaLeaf's tea_allsum(value)
// reduces value and stores the total back through the dummy, PENNANT's globalSum(x) the same
// through a reference. Every caller's variables passed there meet in the dummy's class, so
// the store is no complete overwrite of the class; but it is one of the bytes the parameter
// points to, which the wrapper's member bit of the parameter (paramVar) follows. When that
// bit is clear at every return, the wrapper leaves those bytes fresh, and a call made where
// every process runs clears the caller's member bit of the argument (a variable of its own,
// a global, or a parameter of its own in turn).

// paramVar names, in member keys, what parameter i points to.
func paramVar(i int) string { return "param:" + itoa(int64(i)) }

// paramIndex is the parameter a member key's variable names, else -1.
func paramIndex(v string) int {
	n, ok := strings.CutPrefix(v, "param:")
	if !ok {
		return -1
	}
	return localNumber(n)
}

// paramCandidates finds, callees first, the bytes at the start of what a pointer parameter
// points to that each function may leave fresh: those it overwrites completely itself, or
// passes to a callee that may leave them fresh.
func (s *solver) paramCandidates() {
	s.paramCand = map[*model.Function][]memberKey{}
	if s.d != Processes {
		return
	}
	for _, f := range s.prog.BottomUpOrder() {
		var cands []memberKey
		for _, k := range s.memberTargets(f) {
			if paramIndex(k.v) >= 0 && k.path == "" && k.off == 0 {
				cands = append(cands, k)
			}
		}
		s.paramCand[f] = cands
	}
}

// paramArgs lists, for a direct call of f made at in, the arguments whose bytes the callee
// may leave fresh (paramCandidates).
func (s *solver) paramArgs(f *model.Function, in *llvmir.Inst) (*model.Function, []memberKey, []int) {
	g := s.directCallee(f, in)
	if g == nil || len(s.paramCand[g]) == 0 {
		return nil, nil, nil
	}
	var ks []memberKey
	var args []int
	for _, k := range s.paramCand[g] {
		if i := paramIndex(k.v); i < len(in.Args) && llvmir.IsPointerType(in.Args[i].Type) {
			ks, args = append(ks, k), append(args, i)
		}
	}
	return g, ks, args
}

// noteParamExit records, at a return of f, the parameters' bytes f does not leave fresh.
func (s *solver) noteParamExit(f *model.Function, st *fnState, cur bitset) {
	for _, k := range s.paramCand[f] {
		i, ok := st.members[k]
		if ok && !cur.has(i) || s.paramStale[f.Index][k] {
			continue
		}
		m := s.paramStale[f.Index]
		if m == nil {
			m = map[memberKey]bool{}
			s.paramStale[f.Index] = m
		}
		m[k] = true
		s.callersChanged(f)
	}
}

// callRefreshesArgs clears, after a call made where every process runs, the member bits of
// the arguments' bytes the callee leaves fresh. A summarised callee (solved with its
// parameters uniform) counts only where what it writes there depends on nothing that varies
// at this call.
func (s *solver) callRefreshesArgs(f *model.Function, st *fnState, b int, in *llvmir.Inst, cur bitset) {
	if len(st.members) == 0 && len(st.over) == 0 && s.siteOf(in) == nil || st.cdVary[b] != nil || s.assumedVarying[blockKey{f, b}] {
		return // (a summarised call may refresh a simple local: refreshLocal)
	}
	g, ks, args := s.paramArgs(f, in)
	if len(ks) > 0 && !s.guardsHoldAt(f, in, g) {
		return // the callee leaves them fresh only where a communicator is not null
	}
	for j, k := range ks {
		if s.paramStale[g.Index][k] {
			continue
		}
		if site := s.siteOf(in); site != nil {
			if d := s.deps[site.Fn]; d != nil && s.argsAt(f, st, in, site, d, d.writes[k.c], cur) != nil {
				continue
			}
		}
		a := in.Args[args[j]]
		if ck, ok := s.memberKeyOf(f, s.locOf(f, a), a); ok {
			if i, ok := st.members[ck]; ok {
				st.clearMember(cur, i)
			}
		}
		s.refreshLocal(f, st, in, g, paramIndex(k.v), a, cur)
		s.refreshFirstMember(f, st, g, paramIndex(k.v), a, cur)
	}
}

// refreshLocal: a summarised helper given the address of a simple local of the caller
// (`get_global_min_max(n, ..., min_proc, ...)` with `int min_proc = myproc` in the caller,
// miniFE): the memory model's copy of the helper at this call keeps the local apart from
// the other callers' variables, so it is followed flow-sensitively by its own bit, which the
// call left as it was (the helper writes uniform data). When the helper leaves the bytes its
// parameter points to fresh on every path and stores there only values of the local's own
// scalar type, itself (it passes the parameter to no call), the call replaces the whole
// local with uniform data: a strong update, as a store of a uniform value would be. (A
// varying write the body makes there, or one depending on what varies at this call, sets
// the bit again in callSummarized, which runs after.)
func (s *solver) refreshLocal(f *model.Function, st *fnState, in *llvmir.Inst, g *model.Function, j int, a *llvmir.Value, cur bitset) {
	site := s.siteOf(in)
	if site == nil || s.deps[site.Fn] == nil || j < 0 {
		return
	}
	c := s.locOf(f, a)
	if _, ok := s.localBit(st, c); !ok {
		return
	}
	v, path, off, ok := s.varRoot(f, a)
	if !ok || path != "" || off != 0 {
		return
	}
	d := f.Def(v) // (nil for a global's or a parameter's name)
	if d == nil || d.Op != "alloca" || !s.storesOnlyType(g, j, d.Type) {
		return
	}
	s.writeKind(f, st, c, nil, true, cur, anyKind)
}

// storesOnlyType reports whether g writes what its parameter j points to only by stores of
// type t at its start, at least one, and passes the parameter to no call.
func (s *solver) storesOnlyType(g *model.Function, j int, t string) bool {
	ps := s.paramStoresOf(g, j)
	if ps.passed || len(ps.stores) == 0 {
		return false
	}
	for _, st := range ps.stores {
		if st.off != 0 || st.typ != t {
			return false
		}
	}
	return true
}

// paramStores is what a function does with what one of its pointer parameters points to:
// the stores it makes there (offset and type), and whether it gives the parameter to a call.
type paramStores struct {
	stores []paramStore
	passed bool
}

type paramStore struct {
	off int64
	typ string
}

// paramStoreKey names a parameter of a function (paramStoresOf's memo).
type paramStoreKey struct {
	g *model.Function
	j int
}

// paramStoresOf reads (once) the stores g makes through its parameter j, and whether a call
// is given the parameter.
func (s *solver) paramStoresOf(g *model.Function, j int) *paramStores {
	key := paramStoreKey{g, j}
	if ps, ok := s.paramWrites[key]; ok {
		return ps
	}
	ps := &paramStores{}
	for _, b := range g.IR.Blocks {
		for _, in := range b.Insts {
			switch in.Op {
			case "store":
				if len(in.Operands) != 2 {
					continue
				}
				if v, _, off, named := s.varRoot(g, in.Operands[1]); named && paramIndex(v) == j {
					ps.stores = append(ps.stores, paramStore{off, in.Operands[0].Type})
				}
			case "call", "invoke":
				if strings.HasPrefix(in.CalledFunction(), "llvm.dbg.") {
					continue
				}
				for _, x := range in.Args {
					if v, _, _, named := s.varRoot(g, x); named && paramIndex(v) == j {
						ps.passed = true
					}
				}
			}
		}
	}
	if s.paramWrites == nil {
		s.paramWrites = map[paramStoreKey]*paramStores{}
	}
	s.paramWrites[key] = ps
	return ps
}
