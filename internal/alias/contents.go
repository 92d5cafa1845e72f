package alias

import (
	"strconv"
	"sync"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Contents of a local array of pointers (issue 13). PRK PIC keeps its particle buffers in
// `particle_t *sendbuf[8], *recvbuf[8]`, filled by allocations and grown by helpers that
// store a new allocation through the address they are given (`add_particle_to_buffer(p,
// &sendbuf[k], ...)`, `resize_buffer(&recvbuf[i], ...)`). A pointer read from one of these
// arrays is a Deref object; two of them were taken as possibly the same memory. contents
// lists the allocation sites whose blocks an array may hold: when the lists of two arrays
// share no site, no pointer read from one points into memory a pointer read from the other
// points into.

// contents returns the allocation sites the pointers stored in local object o may point to
// (heap object keys, "fresh:F#i" for blocks allocated by a callee F through its parameter i),
// or ok false when some write to o is not understood or o's address goes elsewhere.
func (a *Func) contents(o *Object) (map[string]bool, bool) {
	if o == nil || o.Kind != Local || o.Site == nil || o.Site.Result == "" {
		return nil, false
	}
	if o.contentsDone {
		return o.contentsOf, o.contentsOf != nil
	}
	o.contentsDone = true
	sites := map[string]bool{}
	seen := map[string]bool{}
	work := []string{o.Site.Result}
	derived := func(v *llvmir.Value) bool { return v != nil && v.Kind == llvmir.ValLocal && seen[v.Name] }
	for len(work) > 0 {
		name := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[name] {
			continue
		}
		seen[name] = true
		for _, use := range a.Fn.Uses(name) {
			switch use.Op {
			case "load":
			case "getelementptr", "bitcast", "addrspacecast":
				if len(use.Operands) == 0 || !derived(use.Operands[0]) || use.Result == "" {
					return nil, false
				}
				work = append(work, use.Result)
			case "store":
				if len(use.Operands) != 2 || derived(use.Operands[0]) || !derived(use.Operands[1]) {
					return nil, false
				}
				v := use.Operands[0]
				if v.Kind == llvmir.ValNull || v.Kind == llvmir.ValUndef {
					continue
				}
				l := a.Pointer(v)
				if l.Obj == nil || l.Obj.Kind != Heap {
					return nil, false
				}
				sites[l.Obj.Key()] = true
			case "call", "invoke":
				if isDebugCall(use) {
					continue
				}
				e := a.Fn.EventOf(use)
				if e == nil || e.Kind != model.Call || e.Fork {
					return nil, false
				}
				for j, arg := range use.Args {
					if arg.Kind != llvmir.ValLocal || arg.Name != name {
						continue
					}
					if !StoresOnlyFresh(e.Callee, j) {
						return nil, false
					}
					sites["fresh:"+e.Callee.Name+"#"+itoa(j)] = true
				}
			default:
				return nil, false
			}
		}
	}
	o.contentsOf = sites
	return sites, true
}

func itoa(i int) string { return strconv.Itoa(i) }

type freshKey struct {
	f *model.Function
	i int
}

var storesFresh sync.Map // freshKey -> bool

// StoresOnlyFresh reports whether function f uses its pointer parameter i only to read
// through it and to store into it NULL or the start of a block it has just allocated; it
// neither keeps the pointer nor passes it on.
func StoresOnlyFresh(f *model.Function, i int) bool {
	if f == nil || i < 0 || i >= len(f.IR.Params) {
		return false
	}
	k := freshKey{f, i}
	if v, ok := storesFresh.Load(k); ok {
		return v.(bool)
	}
	storesFresh.Store(k, false)
	ok := New(f).storesOnlyFresh(f.IR.Params[i].Name)
	storesFresh.Store(k, ok)
	return ok
}

func (a *Func) storesOnlyFresh(param string) bool {
	// The parameter, or the loads of the one local slot it is spilled into.
	var ptrs []string
	for _, u := range a.Fn.Uses(param) {
		switch {
		case isDebugCall(u):
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[0].Name == param && u.Operands[1].Kind == llvmir.ValLocal:
			slot := u.Operands[1].Name
			if d := a.Fn.Def(slot); d == nil || d.Op != "alloca" {
				return false
			}
			for _, su := range a.Fn.Uses(slot) {
				switch {
				case su == u || isDebugCall(su):
				case su.Op == "load" && su.Result != "":
					ptrs = append(ptrs, su.Result)
				default:
					return false
				}
			}
		default:
			ptrs = append(ptrs, param)
		}
	}
	for _, p := range ptrs {
		for _, u := range a.Fn.Uses(p) {
			switch {
			case u.Op == "load" && len(u.Operands) == 1 && u.Operands[0].Name == p:
			case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Name == p && u.Operands[0].Name != p:
				v := u.Operands[0]
				if v.Kind == llvmir.ValNull {
					continue
				}
				l := a.Pointer(v)
				if l.Obj == nil || l.Obj.Kind != Heap || !l.Exact || l.Off != 0 {
					return false
				}
			default:
				return false
			}
		}
	}
	return len(ptrs) > 0
}

// disjointContents reports whether two Deref objects read pointers from local arrays whose
// contents share no allocation site, or a Deref object reads them from an array that never
// holds heap object h.
func disjointContents(x, y *Object) bool {
	cx, ok := x.derefContents()
	if !ok {
		return false
	}
	if y.Kind == Heap {
		return !cx[y.Key()]
	}
	cy, ok := y.derefContents()
	if !ok {
		return false
	}
	for s := range cx {
		if cy[s] {
			return false
		}
	}
	return true
}

func (o *Object) derefContents() (map[string]bool, bool) {
	if o.Kind != Deref || o.fromObj == nil || o.fn == nil {
		return nil, false
	}
	return o.fn.contents(o.fromObj)
}
