package model_test

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Def and Uses with the dense index of numbered names (issue 18) answer as the maps did:
// numbered and named locals, an instruction using a name twice listed twice, in instruction
// order, parameters defined by no instruction, "007" not %7.
const defUseIR = `
declare void @g(ptr)

define i32 @f(i32 %0, i32 %n) {
  %2 = add i32 %0, %0
  %t = add i32 %2, 1
  %s = mul i32 %2, %n
  br label %4
4:
  %5 = add i32 %s, %t
  %6 = add i32 %5, %2
  ret i32 %6
}
`

func TestDefUse(t *testing.T) {
	m, err := llvmir.Parse("du.ll", []byte(defUseIR))
	if err != nil {
		t.Fatal(err)
	}
	f := model.Build([]*llvmir.Module{m}).Lookup("f")
	insts := append(append([]*llvmir.Inst{}, f.IR.Blocks[0].Insts...), f.IR.Blocks[1].Insts...)
	add2, add007, mul, add5, add6 := insts[0], insts[1], insts[2], insts[4], insts[5]
	defs := map[string]*llvmir.Inst{"2": add2, "t": add007, "007": nil, "7": nil, "s": mul, "5": add5, "6": add6, "0": nil, "n": nil, "99": nil, "": nil}
	for name, want := range defs {
		if got := f.Def(name); got != want {
			t.Errorf("Def(%q) = %v, want %v", name, got, want)
		}
	}
	uses := map[string][]*llvmir.Inst{
		"0":   {add2, add2},
		"2":   {add007, mul, add6},
		"t":   {add5},
		"007": nil,
		"s":   {add5},
		"n":   {mul},
		"5":   {add6},
		"6":   {insts[6]},
		"99":  nil,
	}
	for name, want := range uses {
		got := f.Uses(name)
		if len(got) != len(want) {
			t.Errorf("Uses(%q) = %d instructions, want %d", name, len(got), len(want))
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("Uses(%q)[%d] = %v, want %v", name, i, got[i].Op, want[i].Op)
			}
		}
	}
}
