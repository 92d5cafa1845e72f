package dependence

import (
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Writes at a known place of a struct (issue 13, HPGMG-FV). The memory classes give an
// object's members parts of their own only where every access names a constant offset; one
// access at a variable index (`level->restriction[t].num_blocks[2]`, t a variable) is an
// access to the whole object, and writing it then made every member of every object of the
// class vary: HPGMG's append_block_to_list(&level->...blocks[s], &level->...num_blocks[s], ...)
// fills the box lists differently on every process, and with them the level's dimensions,
// its `active` flag, its communicator and the number of levels (33 false findings).
//
// A getelementptr names where it goes in the type its pointer points to: `gep
// %struct.level_type, p, i, 21, %t, 10, 2` is bytes [o, o+n) of a level_type object, o and n
// read from the layout with the variable array index taken over the whole array. That holds
// for every object of the class the pointer reaches (C accesses a member of a T through a
// pointer to the start of a T). A write recorded with such a place (a fieldPlace: the root
// type and the byte range) makes a read vary only when the read's place may overlap it: the
// same root type and intersecting ranges. Everything else is as before: a read whose place
// is not known (through a cast, pointer arithmetic, a library call, an MPI buffer) sees every
// write; a write whose place is not known is a write of the whole class.
//
// Places cross calls through the parameters: a pointer parameter's places are those of the
// arguments of every call of its function (none may be indirect, nor a fork), so a helper
// writing `*num_blocks` writes the members its callers passed. What a function writes at
// known places is kept with its mod set, so that a call made only where a conditional
// varies makes only those places vary in its caller.

// fieldPlace is a byte range [lo, hi) of an object of type root.
type fieldPlace struct {
	root   string
	lo, hi int64
}

func (p fieldPlace) overlaps(q fieldPlace) bool {
	return p.root != q.root || (p.lo < q.hi && q.lo < p.hi)
}

// pointerPlaces: where a pointer may point: the root type, and the range of its possible
// positions [lo, hi] in an object of that type.
type pointerPlace struct {
	root   string
	lo, hi int64
}

const maxPlaces = 64

// placeWrite is data that varies written at a place.
type placeWrite struct {
	at fieldPlace
	r  *reason
}

// accessPlaces are the byte ranges an access of size bytes through ptr in f may touch, nil
// when not known.
func (s *solver) accessPlaces(f *model.Function, ptr *llvmir.Value, size int64) []fieldPlace {
	if size <= 0 {
		return nil
	}
	ps := s.pointerPlaces(f, ptr, 0)
	if ps == nil {
		return nil
	}
	out := make([]fieldPlace, 0, len(ps))
	for _, p := range ps {
		out = append(out, fieldPlace{p.root, p.lo, p.hi + size})
	}
	return out
}

// typeSize is the size in bytes of a value of type t in f's module, 0 when unknown.
func typeSize(f *model.Function, t string) int64 {
	if t == "" {
		return 0
	}
	ty := llvmir.TypesOf(f.Module).Of(t)
	if ty == nil || ty.Size <= 0 {
		return 0
	}
	return ty.Size
}

// pointerPlaces is where pointer v of f may point (nil: not known), memoised.
func (s *solver) pointerPlaces(f *model.Function, v *llvmir.Value, depth int) []pointerPlace {
	if v == nil || v.Kind != llvmir.ValLocal || depth > 16 {
		return nil
	}
	k := valueKey{Fn: f, Name: v.Name}
	if ps, ok := s.places[k]; ok {
		return ps
	}
	ps := s.computePlaces(f, v, depth)
	s.places[k] = ps
	return ps
}

func (s *solver) computePlaces(f *model.Function, v *llvmir.Value, depth int) []pointerPlace {
	d := f.Def(v.Name)
	if d == nil {
		if i := f.ParamIndex(v.Name); i >= 0 {
			return s.paramPlaces[paramKey{Fn: f, I: i}]
		}
		return nil
	}
	switch d.Op {
	case "load":
		// -O0 code keeps each parameter in a slot of its own and reloads it.
		if len(d.Operands) == 1 && d.Operands[0].Kind == llvmir.ValLocal {
			if i, ok := s.slotParam(f)[d.Operands[0].Name]; ok {
				return s.paramPlaces[paramKey{Fn: f, I: i}]
			}
		}
		return nil
	case "getelementptr":
		if len(d.Operands) < 2 {
			return nil
		}
		src := gepSourceType(f, d)
		types := llvmir.TypesOf(f.Module)
		t := types.Of(src)
		if t == nil || t.Size <= 0 {
			return nil
		}
		idx := d.Operands[1:]
		var base []pointerPlace
		if first := idx[0]; first.Kind == llvmir.ValInt && first.Int == 0 {
			base = s.pointerPlaces(f, d.Operands[0], depth+1)
		}
		if base == nil {
			// A gep indexing a named struct is a place of an object of that type; the first
			// index steps over whole objects.
			if !strings.HasPrefix(src, "%") || t.Fields == nil {
				return nil
			}
			root := src + "/" + itoa(t.Size)
			s.noteRoot(f, root, src)
			base = []pointerPlace{{root: root}}
		}
		lo, hi, ok := indexRange(t, idx[1:])
		if !ok {
			return nil
		}
		out := make([]pointerPlace, 0, len(base))
		for _, b := range base {
			out = append(out, pointerPlace{b.root, b.lo + lo, b.hi + hi})
		}
		return out
	}
	return nil
}

// indexRange is the range of byte offsets indices idx (after the first) select in type t: a
// variable index takes every element of its array.
func indexRange(t *llvmir.Type, idx []*llvmir.Value) (lo, hi int64, ok bool) {
	for _, ix := range idx {
		switch {
		case t == nil || t.Size < 0:
			return 0, 0, false
		case t.Fields != nil:
			if ix.Kind != llvmir.ValInt || ix.Int < 0 || int(ix.Int) >= len(t.Fields) || t.Offsets[ix.Int] < 0 {
				return 0, 0, false
			}
			lo += t.Offsets[ix.Int]
			hi += t.Offsets[ix.Int]
			t = t.Fields[ix.Int]
		case t.Elem != nil:
			if t.Elem.Size <= 0 {
				return 0, 0, false
			}
			n := t.Size / t.Elem.Size
			if ix.Kind == llvmir.ValInt {
				if ix.Int < 0 || ix.Int >= n {
					return 0, 0, false
				}
				lo += ix.Int * t.Elem.Size
				hi += ix.Int * t.Elem.Size
			} else {
				if n <= 0 {
					return 0, 0, false // a flexible array member
				}
				hi += (n - 1) * t.Elem.Size
			}
			t = t.Elem
		default:
			return 0, 0, false
		}
	}
	return lo, hi, true
}

func itoa(n int64) string {
	var b [20]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// slotParam maps the allocas of f that only ever hold one parameter (stored once, then only
// loaded: -O0 code's parameter slots) to that parameter's index, memoised.
func (s *solver) slotParam(f *model.Function) map[string]int {
	if m, ok := s.slots[f]; ok {
		return m
	}
	m := map[string]int{}
	bad := map[string]bool{}
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			if in.Op == "alloca" || strings.HasPrefix(in.CalledFunction(), "llvm.dbg.") {
				continue
			}
			for j, op := range in.Operands {
				if op == nil || op.Kind != llvmir.ValLocal || bad[op.Name] {
					continue
				}
				if d := f.Def(op.Name); d == nil || d.Op != "alloca" {
					continue // (only allocas are slots: no record of the other values)
				}
				switch {
				case in.Op == "load" && j == 0:
				case in.Op == "store" && j == 1:
					val := in.Operands[0]
					i := -1
					if val != nil && val.Kind == llvmir.ValLocal && f.Def(val.Name) == nil {
						i = f.ParamIndex(val.Name)
					}
					if prev, seen := m[op.Name]; i < 0 || (seen && prev != i) {
						bad[op.Name] = true
					} else {
						m[op.Name] = i
					}
				default:
					bad[op.Name] = true // passed, stored, offset: more than a slot
				}
			}
		}
	}
	for name := range bad {
		delete(m, name)
	}
	s.slots[f] = m
	return m
}

// computeParamPlaces finds where each pointer parameter of the program's functions may point:
// the union of the places of the arguments of all its calls, when each is known and no call
// is indirect (an address-taken function, a parallel region) or made from outside (main).
func (s *solver) computeParamPlaces() {
	s.paramPlaces = map[paramKey][]pointerPlace{}
	s.places = map[valueKey][]pointerPlace{}
	s.slots = map[*model.Function]map[string]int{}
	taken := map[*model.Function]bool{}
	for _, f := range s.prog.AddressTaken() {
		taken[f] = true
	}
	type site struct {
		f  *model.Function
		in *llvmir.Inst
	}
	sites := map[*model.Function][]site{}
	byName := map[string][]*model.Function{}
	for _, g := range s.prog.Funcs {
		byName[g.Name] = append(byName[g.Name], g)
	}
	for _, f := range s.prog.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if in.Op != "call" && in.Op != "invoke" {
					continue
				}
				if ci := calleeOf(f, in); ci != nil {
					if ci.Fork {
						taken[ci.Fn] = true
					} else {
						sites[ci.Fn] = append(sites[ci.Fn], site{f, in})
					}
				} else {
					if in.CalledFunction() == "" {
						for _, t := range f.Program.IndirectTargets(in) {
							taken[t] = true
						}
					}
					// A function of the program called through a cast of its address,
					// if the model does not take it for a call of that function.
					if b := in.Callee.Base(); b != nil && b.Kind == llvmir.ValGlobal {
						for _, g := range byName[b.Name] {
							taken[g] = true
						}
					}
				}
			}
		}
	}
	// Solved in rounds: a parameter passed on from a parameter waits for its caller's; a
	// cycle (recursion) keeps what no round could settle unknown.
	state := map[paramKey]int8{} // 0 not settled, 1 settled
	for round := 0; round < 8; round++ {
		changed := false
		for _, g := range s.prog.Funcs {
			if taken[g] || len(sites[g]) == 0 {
				continue
			}
			for i, p := range g.IR.Params {
				k := paramKey{Fn: g, I: i}
				if state[k] != 0 || !llvmir.IsPointerType(p.Type) {
					continue
				}
				var all []pointerPlace
				ok, wait := true, false
				for _, st := range sites[g] {
					if i >= len(st.in.Args) {
						ok = false
						break
					}
					a := st.in.Args[i]
					if pk, dep := s.dependsOnParam(st.f, a); dep && state[pk] == 0 && pk.Fn != g {
						wait = true
						break
					}
					ps := s.pointerPlaces(st.f, a, 0)
					if ps == nil {
						ok = false
						break
					}
					for _, pp := range ps {
						if !slices.Contains(all, pp) {
							all = append(all, pp)
						}
					}
					if len(all) > maxPlaces {
						ok = false
						break
					}
				}
				if wait {
					continue
				}
				state[k] = 1
				changed = true
				if ok {
					s.paramPlaces[k] = all
				}
			}
		}
		if !changed {
			break
		}
		clear(s.places) // (computed with parameters not settled yet)
	}
	clear(s.places)
}

// dependsOnParam reports whether the places of pointer v of f come from a parameter of f (the
// first one met along v's getelementptr chain or slot).
func (s *solver) dependsOnParam(f *model.Function, v *llvmir.Value) (paramKey, bool) {
	for i := 0; i < 16 && v != nil && v.Kind == llvmir.ValLocal; i++ {
		d := f.Def(v.Name)
		if d == nil {
			if j := f.ParamIndex(v.Name); j >= 0 {
				return paramKey{Fn: f, I: j}, true
			}
			return paramKey{}, false
		}
		switch {
		case d.Op == "load" && len(d.Operands) == 1 && d.Operands[0].Kind == llvmir.ValLocal:
			if j, ok := s.slotParam(f)[d.Operands[0].Name]; ok {
				return paramKey{Fn: f, I: j}, true
			}
			return paramKey{}, false
		case d.Op == "getelementptr" && len(d.Operands) > 0:
			v = d.Operands[0]
		default:
			return paramKey{}, false
		}
	}
	return paramKey{}, false
}

// markPlaces records data that varies written into class c at places ps.
func (s *solver) markPlaces(c class, ps []fieldPlace, r *reason) {
	c = s.pt.Find(c)
	if r == nil || s.sharedMem.get(c) || s.forcedClass.get(c) || s.class.get(c) != nil {
		return
	}
	s.addPlaces(&s.placeVary, &s.placeInner, c, ps, r, s.markClass)
}

// markPtrPlaces records pointers that vary written into class c at places ps.
func (s *solver) markPtrPlaces(c class, ps []fieldPlace, r *reason) {
	c = s.pt.Find(c)
	if r == nil || s.sharedMem.get(c) || s.forcedClass.get(c) || s.ptrVary.get(c) != nil {
		return
	}
	s.addPlaces(&s.placePtr, &s.placePtrInner, c, ps, r, s.markPtr)
}

// The writes are recorded on c (tab), and in inner on every object c is part of (as
// markClass's inner): a read of c, of a part of c, or of an object c is part of finds them
// (placeWhyIn), a read of another part of those objects does not, as for markClass.
func (s *solver) addPlaces(tab, inner *slotted[[]placeWrite], c class, ps []fieldPlace, r *reason, whole func(class, *reason)) {
	if !s.mergePlaces(tab, c, ps, r) {
		return
	}
	if len(tab.get(c)) > maxPlaces {
		whole(c, r)
		return
	}
	for _, o := range s.owners(c) {
		if s.mergePlaces(inner, o, ps, r) && len(inner.get(o)) > maxPlaces {
			whole(c, r) // (what marking c itself tells its objects)
			return
		}
	}
	s.anyPlace = true
	s.laterWrite(c)
	s.note(factKey{kind: "class", n: int(c)})
	s.local = true
	s.memoryChanged(c)
}

// coversPlace returns whether a write covers place p.
func coversPlace(p fieldPlace) func(placeWrite) bool {
	return func(w placeWrite) bool { return w.at.root == p.root && w.at.lo <= p.lo && p.hi <= w.at.hi }
}

// mergePlaces adds the writes at places ps to class c's in tab, reporting whether any is new.
func (s *solver) mergePlaces(tab *slotted[[]placeWrite], c class, ps []fieldPlace, r *reason) bool {
	old := tab.get(c)
	if !slices.ContainsFunc(ps, func(p fieldPlace) bool { return !slices.ContainsFunc(old, coversPlace(p)) }) {
		return false // (every place written there already: the same write evaluated again)
	}
	ws := slices.Clone(old)
	n := len(ws)
	for _, p := range ps {
		if !slices.ContainsFunc(ws, coversPlace(p)) {
			ws = append(ws, placeWrite{p, r})
		}
	}
	if len(ws) == n {
		return false
	}
	if len(ws) > maxPlaces {
		ws = coalesce(ws)
	}
	tab.set(c, ws)
	return true
}

// coalesce merges the writes at overlapping places of one root type into one write at their
// union (with the first's reason): the same bytes, fewer entries.
func coalesce(ws []placeWrite) []placeWrite {
	slices.SortStableFunc(ws, func(a, b placeWrite) int {
		if a.at.root != b.at.root {
			return strings.Compare(a.at.root, b.at.root)
		}
		return int(a.at.lo - b.at.lo)
	})
	out := ws[:0:0]
	for _, w := range ws {
		if k := len(out) - 1; k >= 0 && out[k].at.root == w.at.root && w.at.lo < out[k].at.hi {
			out[k].at.hi = max(out[k].at.hi, w.at.hi)
			continue
		}
		out = append(out, w)
	}
	return out
}

// placeWhy is why memory of class c (itself, a part of it, or an object it is part of) read
// at places at (nil: not known) may vary through writes at known places.
func (s *solver) placeWhy(c class, at []fieldPlace) *reason {
	return s.placeWhyIn(&s.placeVary, &s.placeInner, c, at)
}

// placePtrWhy is placeWhy for the pointers stored (ptrvary.go).
func (s *solver) placePtrWhy(c class, at []fieldPlace) *reason {
	return s.placeWhyIn(&s.placePtr, &s.placePtrInner, c, at)
}

func (s *solver) placeWhyIn(tab, inner *slotted[[]placeWrite], c class, at []fieldPlace) *reason {
	if !s.anyPlace {
		return nil
	}
	seen := func(w placeWrite) bool {
		return at == nil || slices.ContainsFunc(at, func(a fieldPlace) bool { return s.placesOverlap(w.at, a) })
	}
	for _, w := range inner.get(s.pt.Find(c)) {
		if seen(w) {
			return w.r
		}
	}
	check := func(x class) *reason {
		for _, w := range tab.get(s.pt.Find(x)) {
			if seen(w) {
				return w.r
			}
		}
		return nil
	}
	if r := check(c); r != nil {
		return r
	}
	for _, o := range s.owners(c) {
		if r := check(o); r != nil {
			return r
		}
	}
	return nil
}

// classWhy is why class c itself was written with data that varies, whatever the place.
func (s *solver) classWhy(c class) *reason {
	c = s.pt.Find(c)
	if r := s.class.get(c); r != nil {
		return r
	}
	if ws := s.placeVary.get(c); len(ws) > 0 {
		return ws[0].r
	}
	return nil
}

// addModAt is addMod for a write of f at known places: the class joins f's mod set, and the
// places its record of where f writes it (modRec.places), unless f writes it elsewhere too.
func (s *solver) addModAt(f *model.Function, c class, ps []fieldPlace) {
	c = s.pt.Find(c)
	if s.simple.get(c) {
		return
	}
	if !s.modHas(f, c, modWhole) {
		r := s.modsFor(f).ref(c)
		old := len(r.places)
		for _, p := range ps {
			if !slices.Contains(r.places, p) {
				r.places = append(r.places, p)
			}
		}
		if len(r.places) != old {
			s.recChanged(f, r)
		}
		if len(r.places) > maxPlaces {
			s.setModWhole(f, c)
		} else if len(r.places) != old {
			s.callersChanged(f)
		}
	}
	s.addModKeep(f, c)
}

// setModWhole records that f writes class c at a place not known.
func (s *solver) setModWhole(f *model.Function, c class) { s.setModBit(modWhole, f, c) }

// placesOf returns where g writes class c when it writes it at known places only.
func (s *solver) placesOf(g *model.Function, c class) ([]fieldPlace, bool) {
	r := s.modsOf(g).find(c)
	if r == nil {
		return nil, false
	}
	return r.places, len(r.places) > 0 && r.bits&modWhole == 0
}

// inheritMod puts what callee g writes of class c into f's mod set, with its places.
func (s *solver) inheritMod(f, g *model.Function, c class) {
	c = s.pt.Find(c)
	bits := s.modsOf(g).get(c).bits
	s.dataWrite, s.ptrWrite, s.nullWrite = bits&modPtr == 0, bits&modData == 0, bits&modAddr == 0
	defer func() { s.dataWrite, s.ptrWrite, s.nullWrite = false, false, false }()
	if ps, ok := s.placesOf(g, c); ok {
		s.addModAt(f, c, ps)
		return
	}
	s.addMod(f, c)
}

// markWritten marks class c, which g writes, as written with data that varies (r): at the
// places g writes it at, when known.
func (s *solver) markWritten(g *model.Function, c class, r *reason) {
	c = s.pt.Find(c)
	if k := s.calleeKind(g, c); (k == ptrKind || k == nullKind) && !s.forcedClass.get(c) {
		// g stores only pointers, or NULLs, there (modkind.go, nullvary.go)
		if ps, ok := s.placesOf(g, c); ok {
			s.markKindPlaces(c, ps, r, k)
			return
		}
		s.markKind(c, r, k)
		return
	}
	if ps, ok := s.placesOf(g, c); ok {
		s.markPlaces(c, ps, r)
		return
	}
	s.markClass(c, r)
}
