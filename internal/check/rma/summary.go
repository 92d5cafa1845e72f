package rma

import (
	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Interprocedural one-sided operations (issue 17).
//
// A function that issues one-sided operations on a window it receives as a parameter, and
// does not synchronise any window, leaves them in progress when it returns: for its callers,
// the call is those operations. Each such function gets a summary (bottom-up over the call
// graph, so a helper eight calls deep is seen at the outermost call), and each call to it
// becomes, in the caller, the operations of the summary, on the caller's window and buffers.

// sumBuf is an origin buffer of a summarised operation, named in the function's terms by a
// location its callers can name too (alias.Func.CallerLoc): the memory of a parameter, of a
// global, or the memory a pointer read at an exact offset of either points to (`c->buf`).
type sumBuf struct {
	loc   alias.Loc
	size  int64
	write bool
	role  string
}

// callerNamed reports whether location l of a function is one its callers can name.
func callerNamed(l alias.Loc) bool {
	return l.Obj != nil && (l.Obj.Kind == alias.Param || l.Obj.Kind == alias.Global || l.Obj.Kind == alias.Deref)
}

// inCaller names a summarised buffer of a function called at call in the caller's terms
// (alias.Func.CallerBuffer); nothing when it has no name there.
func (x *fn) inCaller(call *llvmir.Inst, b sumBuf) (alias.Loc, bool) {
	l, ok := x.al.CallerBuffer(call, b.loc)
	return l, ok && l.Obj != nil
}

// sumOp is a one-sided operation a function leaves in progress, on its window parameter.
type sumOp struct {
	name     string
	pos      diag.Pos
	winParam int
	winRef   bool // the window handle is passed by reference (Fortran), not by value (C)
	bufs     []sumBuf
	target   value // constants only
	disp     value
	count    int64
	tsize    int64
	write    bool
	atomic   bool
	dtype    int64
	opcode   int64
	via      string // the function that issues it
}

// summarise computes the operations f leaves in progress on its window parameters, from its
// own one-sided calls and those of the functions it calls. A function that synchronises a
// window has none (what it leaves is not known).
func (a *analysis) summarise(f *model.Function) {
	if a.syncs[f] || f.IsMain() {
		return
	}
	x := newFn(a, f)
	var out []sumOp
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			switch {
			case e.Kind == model.MPICall && e.MPI.Kind == mpi.RMAComm:
				it := &item{ev: e, pos: e.Pos, block: b.Index, op: -1, count: -1}
				if !x.classify(it, e) || it.kind != kComm {
					continue
				}
				o := x.ops[it.op]
				s, ok := x.toSummary(o, e, e.ArgIndex().Win)
				if ok {
					out = append(out, s)
				}
			case e.Kind == model.Call && e.Callee != nil:
				for _, s := range a.sums[e.Callee] {
					if t, ok := x.throughCall(s, e); ok {
						out = append(out, t)
					}
				}
			}
			if len(out) > 64 {
				return // too many to be useful
			}
		}
	}
	if len(out) > 0 {
		a.sums[f] = out
	}
}

// paramOf returns the parameter a pointer points into, with the offset.
func (x *fn) paramOf(l alias.Loc) (int, bool) {
	if l.Obj == nil || l.Obj.Kind != alias.Param {
		return -1, false
	}
	return l.Obj.Param, true
}

// toSummary expresses an operation of the function in terms of its parameters.
func (x *fn) toSummary(o *op, e *model.Event, winArg int) (sumOp, bool) {
	w := x.winParamOf(e, winArg)
	if w < 0 {
		return sumOp{}, false
	}
	s := sumOp{name: o.name, pos: o.pos, winParam: w, winRef: e.Binding == mpi.Fortran, count: o.count, tsize: o.tsize, write: o.write,
		atomic: o.atomic, dtype: o.dtype, opcode: o.opcode, via: x.f.UserFunc()}
	if o.target.konst {
		s.target = o.target
	}
	if o.disp.konst {
		s.disp = o.disp
	}
	for _, b := range o.bufs {
		if !callerNamed(b.Loc) {
			continue // a buffer of its own: nothing the caller can touch
		}
		s.bufs = append(s.bufs, sumBuf{loc: b.Loc, size: b.Size, write: b.Write, role: b.Role})
	}
	return s, true
}

// winParamOf returns the parameter the window argument i of a call comes from, or -1.
func (x *fn) winParamOf(e *model.Event, i int) int {
	if i < 0 || i >= len(e.Inst.Args) {
		return -1
	}
	v := e.Inst.Args[i]
	if v.Kind != llvmir.ValLocal {
		return -1
	}
	if p := x.f.ParamIndex(v.Name); p >= 0 {
		return p
	}
	// -O0: the parameter is spilled to a local variable and loaded back (C), or the handle is
	// passed by reference (Fortran).
	if def := x.f.Def(v.Name); def != nil && def.Op == "load" && len(def.Operands) == 1 {
		v = def.Operands[0]
	}
	if v.Kind == llvmir.ValLocal {
		if p := x.f.ParamIndex(v.Name); p >= 0 {
			return p
		}
		if def := x.f.Def(v.Name); def != nil && def.Op == "alloca" {
			var stored *llvmir.Value
			for _, u := range x.f.Uses(v.Name) {
				if u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == v.Name {
					if stored != nil {
						return -1
					}
					stored = u.Operands[0]
				}
			}
			if stored != nil && stored.Kind == llvmir.ValLocal {
				return x.f.ParamIndex(stored.Name)
			}
		}
	}
	return -1
}

// throughCall expresses a callee's summarised operation in terms of the caller's parameters.
func (x *fn) throughCall(s sumOp, e *model.Event) (sumOp, bool) {
	w := x.winParamOf(e, s.winParam)
	if w < 0 {
		return sumOp{}, false
	}
	t := s
	t.winParam = w
	t.bufs = nil
	for _, b := range s.bufs {
		if l, ok := x.inCaller(e.Inst, b); ok && callerNamed(l) {
			b.loc = l
			t.bufs = append(t.bufs, b)
		}
	}
	return t, true
}

// callItems makes, for a call to a function with a summary, one item per operation it leaves
// in progress, on the caller's window and buffers.
func (x *fn) callItems(call *item, e *model.Event) []*item {
	if e.Kind != model.Call || e.Callee == nil || x.a.syncs[e.Callee] {
		return nil
	}
	var out []*item
	for _, s := range x.a.sums[e.Callee] {
		it := &item{kind: kComm, inst: call.inst, ev: e, pos: call.pos, block: call.block, via: call.via, op: -1, count: -1}
		if s.winRef {
			// Fortran: the caller passes the address of its handle, as to MPI itself.
			it.win, it.local = x.windowPtr(e, s.winParam)
		} else {
			it.win, it.local = x.window(e, s.winParam)
		}
		if it.win == "" {
			continue
		}
		name := s.name + " (in " + s.via + ")"
		o := &op{it: it, name: name, pos: s.pos, win: it.win, target: s.target, disp: s.disp, count: s.count,
			tsize: s.tsize, write: s.write, atomic: s.atomic, dtype: s.dtype, opcode: s.opcode}
		for _, b := range s.bufs {
			l, ok := x.inCaller(e.Inst, b)
			if !ok {
				continue
			}
			o.bufs = append(o.bufs, alias.Buffer{Loc: l, Size: b.size, Write: b.write, Role: b.role})
			it.acc = append(it.acc, access{loc: l, size: b.size, write: b.write, what: name})
		}
		it.name = name
		x.ops = append(x.ops, o)
		it.op = len(x.ops) - 1
		x.addWin(it.win, it.local)
		out = append(out, it)
	}
	return out
}

// Window memory accessed by callees (OpenMP regions, helpers).
//
// An outlined OpenMP region reads the window memory of its caller through the captured
// pointer variable (`win_base[0]` in the region is a load through the address of main's
// win_base). Each function records the loads and stores it makes through a pointer read from
// a parameter, with the phases (collectives since its entry) they may happen in; a caller that
// passes the address of a window's base pointer turns them into accesses of that window.

// paramAcc is an access through the pointer stored at param+from, at offset off.
type paramAcc struct {
	param  int
	direct bool // an access to the memory the parameter points to (from unused)
	from   int64
	off    int64 // -1 unknown
	size   int64
	write  bool
	what   string
	pos    diag.Pos
	phase  uint64 // relative to the function's entry (bit 0)
}

// derefParam reads a location through a pointer loaded from a parameter: "*(paramK+OFF)".
func derefParam(l alias.Loc) (param int, from int64, ok bool) {
	if l.Obj == nil || l.Obj.Kind != alias.Deref {
		return 0, 0, false
	}
	return paramKey(l.Obj.From)
}

// shiftPhases places phases relative to a callee's entry after the caller's phases p.
func shiftPhases(p, rel uint64) uint64 {
	var out uint64
	q := p
	for i := 0; i < 63; i++ {
		if rel&(1<<i) != 0 {
			out |= q
		}
		q = nextPhase(q)
	}
	if rel&phaseUnknown != 0 {
		out |= phaseUnknown
	}
	return out
}

// argFor returns the argument a call passes for parameter i of its callee (a fork call passes
// the region's parameters after its own three, the region's first two being the thread ids).
func argFor(e *model.Event, i int) *llvmir.Value {
	if e.Fork {
		i++
	}
	if i < 0 || i >= len(e.Inst.Args) {
		return nil
	}
	return e.Inst.Args[i]
}

// applyCallAccesses turns the window accesses a callee makes into accesses of the caller:
// of its windows (compared with the operations of other processes by cross) or, through its
// own parameters, into its own summary.
func (x *fn) applyCallAccesses(it *item, st *state) {
	e := it.ev
	for _, pa := range x.a.paccs[e.Callee] {
		arg := argFor(e, pa.param)
		if arg == nil {
			continue
		}
		l := x.al.Pointer(arg)
		if l.Obj == nil || !l.Exact {
			continue
		}
		ph := shiftPhases(x.wsPhase(it.block, st.phase), pa.phase)
		if l.Obj.Kind == alias.Param && !pa.direct {
			q := pa
			q.param, q.from, q.phase = l.Obj.Param, l.Off+pa.from, ph
			x.paccs = append(x.paccs, q)
			continue
		}
		add := func(m *winMem, off int64) {
			w, ok := x.winIx[m.win]
			if !ok {
				return
			}
			pseudo := &item{kind: kAccess, inst: it.inst, ev: e, pos: pa.pos, block: it.block, via: it.via, op: -1, count: -1}
			acc := access{size: pa.size, write: pa.write, what: pa.what}
			x.accs = append(x.accs, accRec{it: pseudo, acc: acc, mem: m, off: off, phase: ph,
				acquired: st.recv, selfExcl: x.selfExclusive(st, w, it.block)})
		}
		if pa.direct {
			if l.Obj.Kind == alias.Param {
				q := pa
				q.param, q.phase = l.Obj.Param, ph
				if q.off >= 0 {
					q.off += l.Off
				}
				x.paccs = append(x.paccs, q)
				continue
			}
			if m, base := x.windowOf(l); m != nil {
				off := int64(-1)
				if base >= 0 && pa.off >= 0 {
					off = base + pa.off
				}
				add(m, off)
			}
			continue
		}
		if pa.from == 0 {
			key := "*(" + l.Key() + ")"
			found := false
			for _, m := range x.mems {
				if m.ptr == key {
					add(m, pa.off)
					found = true
				}
			}
			if found {
				continue
			}
		}
		// A structure of captured addresses (flang): the field holds the address of the
		// window memory itself.
		if m, base := x.storedWindowAddr(l.Obj, l.Off+pa.from); m != nil {
			off := int64(-1)
			if base >= 0 && pa.off >= 0 {
				off = base + pa.off
			}
			add(m, off)
		}
	}
}

// storedWindowAddr returns the window memory whose address the function stores, on every
// store there, at offset off of a local object (a field of the structure of captured variables
// a fork call passes), with the offset in the window (-1 unknown).
func (x *fn) storedWindowAddr(obj *alias.Object, off int64) (*winMem, int64) {
	if obj == nil || obj.Kind != alias.Local {
		return nil, -1
	}
	var found *winMem
	at := int64(-1)
	for _, b := range x.f.Blocks {
		for _, in := range b.IR.Insts {
			if in.Op != "store" || len(in.Operands) != 2 {
				continue
			}
			d := x.al.Pointer(in.Operands[1])
			if d.Obj != obj || !d.Exact || d.Off != off {
				if d.Obj == obj && !d.Exact {
					return nil, -1
				}
				continue
			}
			m, o := x.windowOf(x.al.Pointer(in.Operands[0]))
			if m == nil || found != nil && (found != m || at != o) {
				return nil, -1
			}
			found, at = m, o
		}
	}
	return found, at
}
