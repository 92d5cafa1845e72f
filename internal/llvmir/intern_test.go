package llvmir

import "testing"

// The reader shares identical constants (issue 18): same kind, type and text give one Value;
// anything else, and any aggregate holding a local, stays apart.
func TestConstantsAreShared(t *testing.T) {
	src := `
@t = global { i32, [2 x i8] } { i32 7, [2 x i8] c"ab" }
@u = global { i32, [2 x i8] } { i32 7, [2 x i8] c"ab" }
@v = global { i32, [2 x i8] } { i32 8, [2 x i8] c"ab" }

define i32 @f(i32 %x) {
  %1 = add i32 %x, 7
  %2 = add i32 %1, 7
  %3 = add i64 0, 7
  %4 = insertvalue { i32, i32 } undef, i32 %x, 0
  %5 = insertvalue { i32, i32 } undef, i32 %x, 0
  %6 = add i32 %2, -7
  ret i32 %6
}
`
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	ins := m.Func("f").Blocks[0].Insts
	if a, b := ins[0].Operands[1], ins[1].Operands[1]; a != b || a.Kind != ValInt || a.Int != 7 {
		t.Errorf("i32 7 twice: %p %p (%+v)", a, b, *a)
	}
	if a, b := ins[0].Operands[1], ins[2].Operands[1]; a == b || b.Type != "i64" || b.Int != 7 {
		t.Errorf("i32 7 and i64 7 share a Value: %+v", *b)
	}
	if v := ins[5].Operands[1]; v.Int != -7 || v == ins[0].Operands[1] {
		t.Errorf("-7: %+v", *v)
	}
	if a, b := ins[3].Operands[0], ins[4].Operands[0]; a != b || a.Kind != ValUndef {
		t.Errorf("undef twice: %p %p", a, b)
	}
	g := func(name string) *Value { return m.Global(name).Init }
	if g("t") != g("u") || len(g("t").Elems()) != 2 || g("t").Elems()[0].Int != 7 || g("t").Elems()[1].Text != `c"ab"` {
		t.Errorf("identical initializers not shared or wrong: %+v %+v", *g("t"), *g("u"))
	}
	if g("t") == g("v") || g("v").Elems()[0].Int != 8 || g("v").Elems()[1] != g("t").Elems()[1] {
		t.Errorf("different initializers: %+v %+v", *g("t"), *g("v"))
	}
}

// An aggregate holding a local is not a constant: two of them stay two Values.
func TestAggregateWithLocalNotShared(t *testing.T) {
	src := `
define void @f(i32 %x) {
  %1 = call i32 @g(<2 x i32> <i32 %x, i32 1>)
  %2 = call i32 @g(<2 x i32> <i32 %x, i32 1>)
  ret void
}
declare i32 @g(<2 x i32>)
`
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	ins := m.Func("f").Blocks[0].Insts
	a, b := ins[0].Args[0], ins[1].Args[0]
	if a == b {
		t.Errorf("aggregates holding %%x share one Value")
	}
	if a.Kind != ValAggregate || len(a.Elems()) != 2 || a.Elems()[0].Kind != ValLocal || a.Elems()[1] != b.Elems()[1] {
		t.Errorf("aggregate: %+v", *a)
	}
}
