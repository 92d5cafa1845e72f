package hybrid

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Task dependences.
//
// Two sibling tasks whose depend clauses name the same variable, at least one of them as out
// or inout, run one after the other, in the order they were created (OpenMP 5.2 §15.9.5):
//
//	#pragma omp task depend(inout: x)
//	MPI_Barrier(comm);
//	#pragma omp task depend(inout: x)
//	MPI_Bcast(..., comm);
//
// makes the barrier before the broadcast on every process (MPI-CorrBench
// openmp/ordering/correct/two_collectives_3). clang lowers each such task to
// `__kmpc_omp_task_with_deps(loc, gtid, task, ndeps, deps, 0, null)`, deps an array of
// kmp_depend_info {base address, length, flags} filled by stores just before; flags 1 is in,
// 3 out or inout; mutexinoutset (4) and inoutset (8) do not order. Only tasks with a single
// dependence are read, whose address is a value computed once (a parameter, an alloca, a
// global, or an instruction outside loops): the same object for both tasks.

// tasksOrdered reports whether the tasks right after index pa of wa and pb of wb (the T
// letters of two sibling tasks) are ordered by their dependences.
func (r *Result) tasksOrdered(wa Word, pa int, wb Word, pb int) bool {
	if pa+1 >= len(wa) || pb+1 >= len(wb) || wa[pa+1].Kind != T || wb[pb+1].Kind != T {
		return false
	}
	ea, eb := r.info(wa[pa+1]).task, r.info(wb[pb+1]).task
	if ea == nil || eb == nil || ea == eb || ea.Fn() != eb.Fn() {
		return false
	}
	da, ok1 := taskDep(ea)
	db, ok2 := taskDep(eb)
	if !ok1 || !ok2 || da.base != db.base {
		return false
	}
	in := func(fl int64) bool { return fl == 1 || fl == 3 }
	return in(da.flags) && in(db.flags) && (da.flags == 3 || db.flags == 3)
}

type dependence struct {
	base  string // the address: a local name (with %) or a global (with @)
	flags int64
}

// taskDep reads the single dependence of the task allocated at alloc.
func taskDep(alloc *model.Event) (dependence, bool) {
	f := alloc.Fn()
	res := alloc.Inst.Result
	if res == "" {
		return dependence{}, false
	}
	var call *llvmir.Inst
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			if e.Kind != model.OMPCall || e.OMP.Kind != model.OMPTask || e.Inst.CalledFunction() != "__kmpc_omp_task_with_deps" {
				continue
			}
			if a := e.Inst.Args; len(a) >= 5 && strip(f, a[2]) == res {
				call = e.Inst
			}
		}
	}
	if call == nil || call.Args[3].Kind != llvmir.ValInt || call.Args[3].Int != 1 {
		return dependence{}, false
	}
	arr := strip(f, call.Args[4])
	if arr == "" {
		return dependence{}, false
	}
	if d := f.Def(arr); d == nil || d.Op != "alloca" {
		return dependence{}, false
	}
	var dep dependence
	bases, flags := 0, 0
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			if in.Op != "store" || len(in.Operands) != 2 || strip(f, in.Operands[1]) != arr {
				continue
			}
			v := in.Operands[0]
			switch {
			case v.Kind == llvmir.ValInt && in.Type == "" && isI8(in):
				dep.flags = v.Int
				flags++
			case v.Kind == llvmir.ValLocal:
				d := f.Def(v.Name)
				if d == nil || d.Op != "ptrtoint" || len(d.Operands) != 1 {
					return dependence{}, false
				}
				k, ok := onceValue(f, d.Operands[0])
				if !ok {
					return dependence{}, false
				}
				dep.base = k
				bases++
			}
		}
	}
	return dep, bases == 1 && flags == 1
}

// isI8 reports whether a store writes an i8 (the flags field of kmp_depend_info).
func isI8(st *llvmir.Inst) bool {
	v := st.Operands[0]
	return v.Type == "i8"
}

// strip follows bitcasts and getelementptrs to the local value they start from ("" if none).
func strip(f *model.Function, v *llvmir.Value) string {
	for d := 0; d < 8; d++ {
		if v == nil || v.Kind != llvmir.ValLocal {
			return ""
		}
		def := f.Def(v.Name)
		if def == nil || (def.Op != "bitcast" && def.Op != "getelementptr") || len(def.Operands) == 0 {
			return v.Name
		}
		v = def.Operands[0]
	}
	return ""
}

// onceValue names an address computed once per call of f: a global, a parameter, an alloca,
// or an instruction in no loop.
func onceValue(f *model.Function, v *llvmir.Value) (string, bool) {
	switch v.Kind {
	case llvmir.ValGlobal:
		return "@" + v.Name, true
	case llvmir.ValLocal:
	default:
		return "", false
	}
	if f.ParamIndex(v.Name) >= 0 {
		return "%" + v.Name, true
	}
	d := f.Def(v.Name)
	if d == nil {
		return "", false
	}
	if d.Op == "alloca" || f.Loops().Of[d.Block.Index] == nil {
		return "%" + v.Name, true
	}
	return "", false
}
