package nonblocking

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Request-based RMA operations (MPI_Rput, MPI_Rget, MPI_Raccumulate, MPI_Rget_accumulate)
// run in a passive-target epoch, and the synchronisations that complete the epoch's
// operations complete them too (MPI-4.0 §12.5.4-12.5.5): after MPI_Win_unlock_all,
// MPI_Win_flush_all or MPI_Win_flush_local_all on the window, or MPI_Win_unlock,
// MPI_Win_flush or MPI_Win_flush_local on the window and the operation's target, its origin
// buffers are free, although the request still has to be completed (MPI_Wait) or freed.
// MPI-CorrBench rma/rget_unlock writes the buffers between MPI_Win_unlock_all and MPI_Waitall.

// releasedByRMASync reports whether the buffers of op, a request-based RMA operation of fa's
// function, are free at instruction at: every path from op to at passes such a
// synchronisation.
func (fa *fnAnalysis) releasedByRMASync(op *reqOp, at *llvmir.Inst) bool {
	if op.rmaWin == nil || op.callee {
		return false
	}
	key := releaseKey{op, at}
	if r, ok := fa.released[key]; ok {
		return r
	}
	r := fa.syncOnEveryPath(op, at)
	if fa.released == nil {
		fa.released = map[releaseKey]bool{}
	}
	fa.released[key] = r
	return r
}

// releaseKey is an operation and an access, for the memo of releasedByRMASync.
type releaseKey struct {
	op *reqOp
	at *llvmir.Inst
}

// syncOnEveryPath reports whether every path of the function from op to at passes a
// synchronisation that completes op (completesRMA).
func (fa *fnAnalysis) syncOnEveryPath(op *reqOp, at *llvmir.Inst) bool {
	win, target := op.rmaWin, op.rmaTarget
	f := fa.f
	b0, i0 := locate(f, op.inst)
	if b0 < 0 {
		return false
	}
	type point struct{ b, i int }
	work := []point{{b0, i0 + 1}}
	seen := map[int]bool{}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		insts := f.Blocks[p.b].IR.Insts
		cut := false
		for _, in := range insts[p.i:] {
			if in == at {
				return false
			}
			if fa.completesRMA(in, win, target) {
				cut = true
				break
			}
		}
		if cut {
			continue
		}
		for _, s := range f.CFG.Succ[p.b] {
			if !seen[s] {
				seen[s] = true
				work = append(work, point{s, 0})
			}
		}
	}
	return true
}

// completesRMA reports whether in is a passive-target synchronisation that completes the
// operations on window win to target.
func (fa *fnAnalysis) completesRMA(in *llvmir.Inst, win, target *llvmir.Value) bool {
	if !in.IsCall() {
		return false
	}
	name := in.CalledFunction()
	f, _, ok := mpi.Lookup(name)
	if !ok || f.Kind != mpi.RMASync {
		return false
	}
	ix := f.ArgsFor(mpi.C)
	if ix.Win < 0 || ix.Win >= len(in.Args) || !fa.sameVariable(in.Args[ix.Win], win) {
		return false
	}
	switch f.Name {
	case "MPI_Win_unlock_all", "MPI_Win_flush_all", "MPI_Win_flush_local_all":
		return true
	case "MPI_Win_unlock", "MPI_Win_flush", "MPI_Win_flush_local":
		// The same target: one SSA value or constant (a variable reloaded in a loop of
		// unlocks names a different target each time).
		if ix.Target < 0 || ix.Target >= len(in.Args) {
			return false
		}
		t := in.Args[ix.Target]
		return t == target || t.Kind == llvmir.ValInt && target.Kind == llvmir.ValInt && t.Int == target.Int
	}
	return false
}

// sameVariable reports whether two operands hold the same value: the same SSA value or
// constant, or loads of the same variable (-O0 reloads a local before each use).
func (fa *fnAnalysis) sameVariable(a, b *llvmir.Value) bool {
	if a == nil || b == nil || a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case llvmir.ValInt:
		return a.Int == b.Int
	case llvmir.ValGlobal:
		return a.Name == b.Name
	case llvmir.ValLocal:
		if a.Name == b.Name {
			return true
		}
		da, db := fa.f.Def(a.Name), fa.f.Def(b.Name)
		if da == nil || db == nil || da.Op != "load" || db.Op != "load" || len(da.Operands) != 1 || len(db.Operands) != 1 {
			return false
		}
		pa, pb := da.Operands[0], db.Operands[0]
		return pa.Kind == pb.Kind && pa.Name == pb.Name && (pa.Kind == llvmir.ValLocal || pa.Kind == llvmir.ValGlobal)
	}
	return false
}

// locate finds the block and position of an instruction of f, (-1, -1) when it is not there.
func locate(f *model.Function, in *llvmir.Inst) (int, int) {
	for b, blk := range f.Blocks {
		for i, x := range blk.IR.Insts {
			if x == in {
				return b, i
			}
		}
	}
	return -1, -1
}
