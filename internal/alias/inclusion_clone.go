package alias

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Small functions that call nothing (accessors, constructors of pairs and iterators: in C++
// the same `std::pair<_Rb_tree_node_base *, _Rb_tree_node_base *>` constructor serves every
// set and map of the program) are not analysed once for all their callers: each call gets
// the function's constraints again, with nodes and stack slots of its own. Their parameters
// are the call's arguments, their result the call's. A context-insensitive body made every
// caller's objects flow into every other caller's: all the trees of a program one.
//
// Such a function's own values then have no sets (no call binds its parameters): the View
// has no answer for them, as for any empty set, and the function-level model answers.

// maxCloneInsts bounds the functions cloned at each call.
const maxCloneInsts = 48

// incClone is the function being generated again for one call.
type incClone struct {
	fn      *model.Function
	vals    map[string]int32
	allocas map[string]int32
	ret     int32
}

// cloned reports whether f's constraints are made at each of its calls instead of once: it
// is small, calls nothing (debug intrinsics aside), only direct calls run it, and it is
// not an entry.
func (s *Inclusion) cloned(f *model.Function) bool {
	if v, ok := s.clones[f]; ok {
		return v
	}
	ok := s.cloneable(f)
	s.clones[f] = ok
	return ok
}

func (s *Inclusion) cloneable(f *model.Function) bool {
	if f.IsMain() || f.Outlined() || len(f.IR.Blocks) == 0 || s.taken[f] {
		return false
	}
	n := 0
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			if n++; n > maxCloneInsts {
				return false
			}
			if in.IsCall() && !isDebugCall(in) {
				return false
			}
		}
	}
	return true
}

// genClone generates callee's constraints for call in of f: args are the nodes of the
// call's pointer arguments, res its result's node (-1: none).
func (s *Inclusion) genClone(callee *model.Function, args []int32, res int32) {
	c := &incClone{fn: callee, vals: map[string]int32{}, allocas: map[string]int32{}, ret: res}
	for i, p := range callee.IR.Params {
		if i < len(args) && args[i] >= 0 {
			c.vals[p.Name] = args[i]
		}
	}
	outer := s.clone
	s.clone = c
	for _, b := range callee.IR.Blocks {
		for _, in := range b.Insts {
			s.genInst(callee, in)
		}
	}
	s.clone = outer
}

// val is valNode inside a clone.
func (c *incClone) val(s *Inclusion, name string) int32 {
	if n, ok := c.vals[name]; ok {
		return n
	}
	n := s.newNode()
	c.vals[name] = n
	return n
}

// alloca is the stack object of alloca in inside a clone.
func (c *incClone) alloca(s *Inclusion, f *model.Function, in *llvmir.Inst, size int64) int32 {
	if o, ok := c.allocas[in.Result]; ok {
		return o
	}
	o := s.newObj(objLocal, f.Name+"%"+in.Result+" (inlined)", size)
	c.allocas[in.Result] = o
	return o
}

// onOwnStack reports whether address v is in one of f's own stack slots: an alloca, or an
// address computed from one (getelementptr, casts).
func onOwnStack(f *model.Function, v *llvmir.Value) bool {
	for depth := 0; depth < 8 && v != nil && v.Kind == llvmir.ValLocal; depth++ {
		d := f.Def(v.Name)
		switch {
		case d == nil:
			return false
		case d.Op == "alloca":
			return true
		case (d.Op == "getelementptr" || d.Op == "bitcast" || d.Op == "addrspacecast") && len(d.Operands) > 0:
			v = d.Operands[0]
		default:
			return false
		}
	}
	return false
}
