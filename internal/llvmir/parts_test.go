package llvmir

import "testing"

// Instructions without a callee, predicate, successors or incoming blocks share one empty
// part; the others have their own, and a write to the shared one is caught by the next Parse.
func TestInstParts(t *testing.T) {
	src := `define i32 @f(i32 %0) {
  %2 = add i32 %0, 1
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %6

4:
  %5 = call i32 @g(i32 %2)
  br label %6

6:
  %7 = phi i32 [ 0, %1 ], [ %5, %4 ]
  ret i32 %7
}

declare i32 @g(i32)
`
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Func("f")
	add, cmp, br := f.Blocks[0].Insts[0], f.Blocks[0].Insts[1], f.Blocks[0].Insts[2]
	call, phi, ret := f.Blocks[1].Insts[0], f.Blocks[2].Insts[0], f.Blocks[2].Insts[1]
	for _, in := range []*Inst{add, ret} {
		if in.instParts != &noParts || in.Callee != nil || in.Args != nil || in.Pred != "" || in.Succs != nil || in.PhiBlocks != nil {
			t.Errorf("%s: want the shared empty part, got %+v", in.Op, *in.instParts)
		}
	}
	if cmp.instParts == &noParts || cmp.Pred != "eq" {
		t.Errorf("icmp: Pred %q", cmp.Pred)
	}
	if br.instParts == &noParts || len(br.Succs) != 2 || br.Succs[0] != f.Blocks[1] || br.Succs[1] != f.Blocks[2] {
		t.Errorf("br: Succs %v", br.Succs)
	}
	if call.CalledFunction() != "g" || len(call.Args) != 1 || call.Args[0] != call.Operands[0] {
		t.Errorf("call: callee %q, args %v", call.CalledFunction(), call.Args)
	}
	if len(phi.PhiBlocks) != 2 || phi.PhiBlocks[0] != f.Blocks[0] || phi.PhiBlocks[1] != f.Blocks[1] {
		t.Errorf("phi: PhiBlocks %v", phi.PhiBlocks)
	}
	if !noParts.empty() {
		t.Fatal("the shared empty part was written while parsing")
	}

	add.Pred = "oops" // a consumer's bug: the part is everyone's
	defer func() { noParts = instParts{} }()
	if ret.Pred != "oops" {
		t.Fatal("instructions without parts do not share one")
	}
	if _, err := Parse("u.ll", []byte(src)); err == nil {
		t.Fatal("Parse did not report the written shared part")
	}
}
