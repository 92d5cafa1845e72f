package model

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// testedIR: f's record %a goes to chk, which tests its parameter's cell; %b only to a
// library function; %c is tested by f itself; %d goes to pass, which hands it on to chk.
// Only %a, %c and %d are cells (testedRecord). In g, the side %coll reaches the barrier with
// nothing a state could cut (failsSurely); %call first calls chk, whose returns a state may
// decide; %test first branches on a record.
const testedIR = `
%rec = type { i32, i32 }
declare i32 @MPI_Barrier(i32)
declare void @ext(ptr)

define internal void @chk(ptr %p) {
entry:
  %v = load i32, ptr %p
  %t = icmp ne i32 %v, 0
  br i1 %t, label %a, label %b
a:
  ret void
b:
  ret void
}

define internal void @pass(ptr %q) {
entry:
  call void @chk(ptr %q)
  ret void
}

define void @f() {
entry:
  %a = alloca %rec
  %b = alloca %rec
  %c = alloca %rec
  %d = alloca %rec
  call void @chk(ptr %a)
  call void @ext(ptr %b)
  call void @pass(ptr %d)
  %v = load i32, ptr %c
  %t = icmp eq i32 %v, 1
  br i1 %t, label %x, label %y
x:
  ret void
y:
  ret void
}

define void @g(i32 %n) {
entry:
  %r = alloca %rec
  %s = alloca i32
  call void @chk(ptr %r)
  %v = load i32, ptr %s
  %t = icmp eq i32 %v, 1
  br i1 %t, label %coll, label %call
coll:
  call void @ext(ptr %r)
  %b1 = call i32 @MPI_Barrier(i32 1140850688)
  ret void
call:
  call void @chk(ptr %r)
  %b2 = call i32 @MPI_Barrier(i32 1140850688)
  ret void
test:
  %w = load i32, ptr %r
  %u = icmp eq i32 %w, 1
  br i1 %u, label %coll, label %call
}
`

func TestTestedRecordAndFailsSurely(t *testing.T) {
	m, err := llvmir.Parse("test.ll", []byte(testedIR))
	if err != nil {
		t.Fatal(err)
	}
	p := Build([]*llvmir.Module{m})
	f := p.Lookup("f")
	for name, want := range map[string]bool{"a": true, "b": false, "c": true, "d": true} {
		if got := p.errFacts().testedRecord(f, cellBase{kind: baseLocal, name: name}); got != want {
			t.Errorf("testedRecord(f, %%%s) = %v, want %v", name, got, want)
		}
	}
	g := p.Lookup("g")
	for i, b := range g.Blocks {
		want := map[string]bool{"coll": true, "call": false, "test": false, "entry": false}[b.IR.Name]
		if got := g.failsSurely(i); got != want {
			t.Errorf("failsSurely(g, %s) = %v, want %v", b.IR.Name, got, want)
		}
	}
}

// TestJoinStates: the shared facts stay, a cell written on one side only is written with no
// value known, a fact on one side only that the other side did not write goes, and a wild
// range of one side covers the other's unwritten facts there.
func TestJoinStates(t *testing.T) {
	p := cellBase{kind: baseParam, param: 0}
	q := cellBase{kind: baseParam, param: 1}
	var a, b estate
	a.set(cellKey{p, 0}, 4, true, 1)
	b.set(cellKey{p, 0}, 4, true, 1)
	a.set(cellKey{p, 4}, 4, true, 2)
	a.assume(cellKey{p, 8}, 4, true, 3)
	b.assume(cellKey{q, 0}, 4, false, 0)
	b.clobber(p, 8)
	j := joinStates(a, b)
	want := []cell{
		{cellKey{p, 0}, cellFact{size: 4, written: true, has: true, eq: true, val: 1}},
		{cellKey{p, 4}, cellFact{size: 4, written: true}},
		{cellKey{p, 8}, cellFact{size: 4, written: true}},
	}
	if len(j.cells) != len(want) {
		t.Fatalf("join = %s, want %d cells", j.describe(), len(want))
	}
	for i := range want {
		if j.cells[i] != want[i] {
			t.Errorf("join cell %d = %+v, want %+v", i, j.cells[i], want[i])
		}
	}
	if off, ok := j.wildOf(p); !ok || off != 8 {
		t.Errorf("join wild of p = %d, %v; want 8", off, ok)
	}
	// a and b are unchanged: states share their slices.
	if f, _ := a.get(cellKey{p, 4}); !f.has || f.val != 2 {
		t.Errorf("a changed by the join: %s", a.describe())
	}
}
