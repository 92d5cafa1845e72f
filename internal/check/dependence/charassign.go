package dependence

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Fortran character assignment as an overwrite (issue 13). flang lowers `line = l` into a
// CHARACTER variable as an llvm.memmove of the source's bytes into the variable, followed,
// when the source may be shorter, by a loop storing blanks into the rest:
//
//	call void @llvm.memmove.p0.p0.i64(ptr @line, ptr %src, i64 %n, i1 false)
//	br label %pad            ; pad: for i in [n, len): store [1 x i8] c" ", gep @line, 0, i
//
// Together they replace the whole variable, so the stale bits of overwrite.go treat the
// memmove like a store of a whole scalar: a parser's module state (`mask = cmask`,
// `line = ''`) reset by the same call on every process is fresh afterwards, whatever one
// process left there before.

// charAssignTarget returns the variable a call replaces as flang's character assignment:
// a memmove or memcpy into a whole global or local either of the variable's size, or
// followed by the blank-padding loop. nil otherwise.
func charAssignTarget(f *model.Function, in *llvmir.Inst) *llvmir.Value {
	name := in.CalledFunction()
	if !strings.HasPrefix(name, "llvm.memmove") && !strings.HasPrefix(name, "llvm.memcpy") || len(in.Args) < 3 {
		return nil
	}
	dst := in.Args[0]
	typ := wholeVariableType(f, dst)
	if typ == "" {
		return nil
	}
	if n := in.Args[2]; n.Kind == llvmir.ValInt && n.Int == llvmir.TypesOf(f.Module).Of(typ).Size && n.Int > 0 {
		return dst
	}
	if padsAfter(f, in, dst) {
		return dst
	}
	return nil
}

// wholeVariableType returns the type of the global or local variable v designates as a
// whole (not a part of one), "" otherwise.
func wholeVariableType(f *model.Function, v *llvmir.Value) string {
	switch v.Kind {
	case llvmir.ValGlobal:
		if g := f.Module.Global(v.Name); g != nil {
			return g.Type
		}
	case llvmir.ValLocal:
		if d := f.Def(v.Name); d != nil && d.Op == "alloca" {
			return d.Type
		}
	}
	return ""
}

// padsAfter reports whether call is followed, after arithmetic only, by a branch to a loop
// that stores a constant into elements of dst (flang's blank padding of a character
// assignment).
func padsAfter(f *model.Function, call *llvmir.Inst, dst *llvmir.Value) bool {
	b := call.Block
	if b == nil {
		return false
	}
	var next *llvmir.Inst
	after := false
	for _, in := range b.Insts {
		switch {
		case in == call:
			after = true
		case !after:
		case in.Op == "br":
			next = in
		case in.Op == "call" || in.Op == "invoke" || in.Op == "store" || in.Op == "load":
			return false // not the padding's length computation
		}
	}
	if next == nil || len(next.Succs) != 1 {
		return false
	}
	head := next.Succs[0]
	blocks := []*llvmir.Block{head}
	if t := head.Terminator(); t != nil {
		blocks = append(blocks, t.Succs...)
	}
	for _, blk := range blocks {
		for _, in := range blk.Insts {
			if in.Op != "store" || len(in.Operands) != 2 {
				continue
			}
			val, ptr := in.Operands[0], in.Operands[1]
			if val.Kind != llvmir.ValAggregate && val.Kind != llvmir.ValInt {
				continue
			}
			if d := f.Def(ptr.Name); ptr.Kind == llvmir.ValLocal && d != nil && d.Block == blk && d.Op == "getelementptr" && len(d.Operands) > 0 && sameValue(d.Operands[0], dst) {
				return true
			}
		}
	}
	return false
}

func sameValue(a, b *llvmir.Value) bool {
	return a.Kind == b.Kind && a.Name == b.Name && (a.Kind == llvmir.ValLocal || a.Kind == llvmir.ValGlobal)
}

// wholeOutputs says which pointer arguments a call fills completely (nil: none known): the
// library functions of overwrittenArgs, the destination of a character assignment, and that
// of a copy over a whole variable (wholecopy.go).
func wholeOutputs(f *model.Function, in *llvmir.Inst) func(int) bool {
	if outs := overwrittenArgs(in.CalledFunction()); outs != nil {
		return outs
	}
	if charAssignTarget(f, in) != nil || wholeCopy(f, in) {
		return func(i int) bool { return i == 0 }
	}
	return nil
}
