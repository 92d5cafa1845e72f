package rma

import (
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// One-sided operations of explicit tasks (issue 17).
//
// A task runs at some time between its creation and the next taskwait or barrier of the team,
// maybe on another thread: an MPI_Get it makes into a shared buffer (completed in the task or
// not) is not ordered with the encountering thread's loads of that buffer until then. The
// task body reaches the encountering function's variables through its shareds: a structure of
// their addresses the encountering function fills and copies into the task (clang). Each
// origin buffer of the task's operations that is read through that structure is taken back to
// the encountering function's memory, and the operation is pending there, as made by another
// thread, from the task's creation to the next taskwait or barrier.

// taskItems makes, at the creation of a task, one item per one-sided operation of the task
// whose origin buffers are reached through its shareds.
func (x *fn) taskItems(call *item, e *model.Event, t *model.Function) []*item {
	shareds := x.taskShareds(e)
	if shareds == nil {
		return nil
	}
	// the objects the function reads through pointers are named on first use: name them all
	for _, b := range x.f.Blocks {
		for _, in := range b.IR.Insts {
			if in.Op == "load" && len(in.Operands) == 1 {
				x.al.Pointer(in.Operands[0])
			}
			if in.Op == "store" && len(in.Operands) == 2 {
				x.al.Pointer(in.Operands[1])
			}
		}
	}
	tx := newFn(x.a, t)
	var out []*item
	for _, b := range t.Blocks {
		for _, te := range b.Events {
			if te.Kind != model.MPICall || te.MPI.Kind != mpi.RMAComm {
				continue
			}
			ti := &item{ev: te, pos: te.Pos, block: b.Index, op: -1, count: -1}
			if !tx.classify(ti, te) || ti.kind != kComm {
				continue
			}
			o := tx.ops[ti.op]
			var bufs []alias.Buffer
			for _, bf := range o.bufs {
				if l, ok := x.throughShareds(shareds, bf.Loc); ok {
					bufs = append(bufs, alias.Buffer{Loc: l, Size: bf.Size, Write: bf.Write, Role: bf.Role})
				}
			}
			if len(bufs) == 0 {
				continue
			}
			it := &item{kind: kComm, task: true, inst: call.inst, ev: e, pos: call.pos, block: call.block, via: call.via, op: -1, count: -1}
			no := &op{it: it, name: o.name + " (in a task)", pos: o.pos, bufs: bufs, target: value{}, disp: value{}, count: o.count,
				tsize: o.tsize, write: o.write, atomic: o.atomic}
			x.ops = append(x.ops, no)
			it.op = len(x.ops) - 1
			it.name = no.name
			out = append(out, it)
			if len(out) >= 16 {
				return out
			}
		}
	}
	return out
}

// taskShareds returns the local structure whose contents a task allocation's shareds receive:
// the source of the memcpy into the allocated task's first field, in the allocating block.
func (x *fn) taskShareds(e *model.Event) *alias.Object {
	if e.Inst.Result == "" {
		return nil
	}
	blk := e.Inst.Block
	after := false
	for _, in := range blk.Insts {
		if in == e.Inst {
			after = true
			continue
		}
		if !after || in.Op != "call" || !strings.HasPrefix(in.CalledFunction(), "llvm.memcpy") || len(in.Args) < 3 {
			continue
		}
		dst := in.Args[0]
		// the destination is loaded from the task's first field (the shareds pointer)
		for i := 0; i < 4 && dst != nil && dst.Kind == llvmir.ValLocal; i++ {
			d := x.f.Def(dst.Name)
			if d == nil || len(d.Operands) == 0 {
				break
			}
			if d.Op == "load" {
				if x.derivedFrom(d.Operands[0], e.Inst.Result) {
					src := x.al.Pointer(in.Args[1])
					if src.Obj != nil && src.Obj.Kind == alias.Local && src.Exact && src.Off == 0 {
						return src.Obj
					}
				}
				return nil
			}
			if d.Op != "bitcast" {
				break
			}
			dst = d.Operands[0]
		}
	}
	return nil
}

// throughShareds takes a location of the task body, "*(...*(*(param1+0)+F1)...+Fk)+OFF" (the
// shareds pointer is the first field of the task, its parameter 1), to the encountering
// function: the value stored at field F1 of the shareds structure, then dereferenced.
func (x *fn) throughShareds(shareds *alias.Object, l alias.Loc) (alias.Loc, bool) {
	if l.Obj == nil || !l.Exact {
		return alias.Loc{}, false
	}
	// the chain of offsets from the task parameter outwards
	var offs []int64
	key := l.Obj.Key()
	for strings.HasPrefix(key, "*(") && strings.HasSuffix(key, ")") {
		inner := key[2 : len(key)-1]
		plus := strings.LastIndexByte(inner, '+')
		if plus < 0 {
			return alias.Loc{}, false
		}
		off, err := strconv.ParseInt(inner[plus+1:], 10, 64)
		if err != nil {
			return alias.Loc{}, false
		}
		offs = append(offs, off)
		key = inner[:plus]
	}
	// innermost first: param1+0 (the shareds pointer), then the field of the shareds
	if key != "param1" || len(offs) < 2 || offs[len(offs)-1] != 0 {
		return alias.Loc{}, false
	}
	field := offs[len(offs)-2]
	rest := offs[:len(offs)-2] // outermost first
	stored, ok := x.storedAt(shareds, field)
	if !ok {
		return alias.Loc{}, false
	}
	cur := stored
	for i := len(rest) - 1; i >= 0; i-- {
		if cur.Obj == nil || !cur.Exact {
			return alias.Loc{}, false
		}
		cur.Off += rest[i]
		obj := x.al.Object("*(" + cur.Key() + ")")
		if obj == nil {
			return alias.Loc{}, false
		}
		cur = alias.Loc{Obj: obj, Exact: true}
	}
	cur.Off += l.Off
	return cur, true
}

// storedAt returns where the pointer stored at offset off of a local object points (one store
// in the function).
func (x *fn) storedAt(obj *alias.Object, off int64) (alias.Loc, bool) {
	var found *llvmir.Value
	for _, b := range x.f.Blocks {
		for _, in := range b.IR.Insts {
			if in.Op != "store" || len(in.Operands) != 2 {
				continue
			}
			d := x.al.Pointer(in.Operands[1])
			if d.Obj != obj {
				continue
			}
			if !d.Exact {
				return alias.Loc{}, false
			}
			if d.Off != off {
				continue
			}
			if found != nil {
				return alias.Loc{}, false
			}
			found = in.Operands[0]
		}
	}
	if found == nil {
		return alias.Loc{}, false
	}
	l := x.al.Pointer(found)
	return l, l.Obj != nil && l.Exact
}

// derivedFrom reports whether pointer v is the result named res, through casts and
// getelementptr with zero indices (the task's first field).
func (x *fn) derivedFrom(v *llvmir.Value, res string) bool {
	for i := 0; i < 6 && v != nil && v.Kind == llvmir.ValLocal; i++ {
		if v.Name == res {
			return true
		}
		d := x.f.Def(v.Name)
		if d == nil || len(d.Operands) == 0 {
			return false
		}
		switch d.Op {
		case "bitcast":
		case "getelementptr":
			for _, k := range d.Operands[1:] {
				if k.Kind != llvmir.ValInt || k.Int != 0 {
					return false
				}
			}
		default:
			return false
		}
		v = d.Operands[0]
	}
	return false
}

// stableDerefRelate relates two locations in the same memory reached through a pointer read
// from a parameter's memory that the function never writes (flang's structure of captured
// addresses: a task's shared buffer and the encountering thread's load of it both read the
// address from the parallel region's argument): every read gives the same pointer, so the
// offsets compare as in one object. Otherwise rel is kept.
func (x *fn) stableDerefRelate(a alias.Loc, asize int64, b alias.Loc, bsize int64, rel alias.Relation) alias.Relation {
	if a.Obj == nil || a.Obj != b.Obj || a.Obj.Kind != alias.Deref || !a.Exact || !b.Exact || asize <= 0 || bsize <= 0 {
		return rel
	}
	if x.stableFrom == nil {
		x.stableFrom = map[*alias.Object]bool{}
	}
	stable, ok := x.stableFrom[a.Obj]
	if !ok {
		stable = x.unwrittenParamMemory(a.Obj.From)
		x.stableFrom[a.Obj] = stable
	}
	if !stable {
		return rel
	}
	if a.Off < b.Off+bsize && b.Off < a.Off+asize {
		return alias.MustAlias
	}
	return alias.NoAlias
}

// unwrittenParamMemory reports whether the location from ("paramK+OFF") is in memory a
// parameter of an OpenMP region points to (the structure of captured addresses its forking
// function fills before the fork, which nothing else has the address of) that the region
// neither stores to nor passes to a call.
func (x *fn) unwrittenParamMemory(from string) bool {
	if !x.f.Outlined() {
		return false
	}
	plus := strings.LastIndexByte(from, '+')
	if plus < 0 || !strings.HasPrefix(from, "param") {
		return false
	}
	if _, err := strconv.ParseInt(from[plus+1:], 10, 64); err != nil {
		return false
	}
	obj := x.al.Object(from[:plus])
	if obj == nil || obj.Kind != alias.Param {
		return false
	}
	for _, b := range x.f.Blocks {
		for _, in := range b.IR.Insts {
			switch in.Op {
			case "store":
				if len(in.Operands) != 2 {
					return false
				}
				if d := x.al.Pointer(in.Operands[1]); d.Obj == nil || d.Obj == obj {
					return false
				}
			case "call", "invoke":
				n := in.CalledFunction()
				if strings.HasPrefix(n, "llvm.dbg.") || strings.HasPrefix(n, "llvm.lifetime.") {
					continue
				}
				for _, arg := range in.Args {
					if arg.Kind != llvmir.ValLocal {
						continue
					}
					if d := x.al.Pointer(arg); d.Obj == obj {
						return false
					}
				}
			case "atomicrmw", "cmpxchg":
				return false
			}
		}
	}
	return true
}
