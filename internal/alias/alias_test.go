package alias

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/llvmir"
)

func TestTypes(t *testing.T) {
	ts := llvmir.NewTypes("%struct.S = type { i32, [4 x double] }\n%struct.P = type <{ i8, i32 }>\n%struct.O = type opaque\n%\"class.q\" = type { %struct.S, ptr }\n")
	cases := []struct {
		text        string
		size, align int64
	}{
		{"i1", 1, 1}, {"i8", 1, 1}, {"i16", 2, 2}, {"i32", 4, 4}, {"i64", 8, 8}, {"i128", 16, 16},
		{"float", 4, 4}, {"double", 8, 8}, {"x86_fp80", 16, 16}, {"ptr", 8, 8}, {"i32*", 8, 8},
		{"[4 x i32]", 16, 4}, {"[3 x [2 x double]]", 48, 8}, {"<4 x float>", 16, 16},
		{"{ i8, i32, double }", 16, 8}, {"{ i8, i16 }", 4, 2}, {"<{ i8, i32 }>", 5, 1},
		{"%struct.S", 40, 8}, {"%struct.P", 5, 1}, {"%\"class.q\"", 48, 8}, {"[2 x %struct.S]", 80, 8},
		{"%struct.O", -1, 1}, {"%struct.missing", -1, 1}, {"void (i32)*", 8, 8},
	}
	for _, c := range cases {
		ty := ts.Of(c.text)
		if ty.Size != c.size || ty.Size >= 0 && ty.Align != c.align {
			t.Errorf("%s: size %d align %d, want %d %d", c.text, ty.Size, ty.Align, c.size, c.align)
		}
	}
	s := ts.Of("{ i8, i32, double }")
	if got := s.Offsets; len(got) != 3 || got[0] != 0 || got[1] != 4 || got[2] != 8 {
		t.Errorf("offsets %v", got)
	}
}

// load reads an IR file of testdata and returns the alias information of its function f and
// its stores, in order.
func load(t *testing.T, path string) (*Func, []*llvmir.Inst) {
	t.Helper()
	p := irtest.ProgramFile(t, path)
	f := p.Lookup("f")
	if f == nil {
		t.Fatal("no function f")
	}
	var stores []*llvmir.Inst
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			if in.Op == "store" {
				stores = append(stores, in)
			}
		}
	}
	return New(f), stores
}

// The stores of testdata/al.c, in source order after the parameter spills and the two
// pointer variables: garr[3], s.b[1], loc[n], h2[1], p[2], q[0], i = 0, loc[i], i++, s.a.
func TestPointers(t *testing.T) {
	for _, file := range []string{"testdata/typed.ll", "testdata/opaque.ll"} {
		t.Run(file, func(t *testing.T) {
			a, stores := load(t, file)
			if len(stores) != 15 {
				t.Fatalf("%d stores", len(stores))
			}
			loc := func(i int) Loc { return a.Pointer(stores[i].Operands[1]) }
			// stores[0..2]: parameter spills, [3] h, [4] h2.
			want := []string{"%4+0", "%5+0", "%6+0", "%9+0", "%10+0", "@garr+12", "%8+16", "%7+*", "heap%12+24",
				"param0+16", "param1+0", "%11+0", "%7+*", "%11+0", "%8+0"}
			for i := range stores {
				got := loc(i)
				if i == 8 {
					// The malloc call is numbered differently by clang 14 and 16.
					if got.Obj == nil || got.Obj.Kind != Heap || got.Off != 24 || !got.Exact {
						t.Errorf("store %d: %s, want the heap object at 24", i, got.Key())
					}
					continue
				}
				if got.Key() != want[i] {
					t.Errorf("store %d: %s, want %s", i, got.Key(), want[i])
				}
			}
			garr, sb, locn, h2, p2, q0, loci, sa := loc(5), loc(6), loc(7), loc(8), loc(9), loc(10), loc(12), loc(14)
			rel := []struct {
				name   string
				x      Loc
				xs     int64
				y      Loc
				ys     int64
				expect Relation
			}{
				{"same global element", garr, 4, a.GlobalLoc("garr"), 40, MustAlias},
				{"global element after", garr, 4, a.GlobalLoc("garr"), 12, NoAlias},
				{"global unknown extent", a.GlobalLoc("garr"), -1, garr, 4, MayAlias},
				{"struct fields", sb, 8, sa, 4, NoAlias},
				{"variable indices", locn, 8, loci, 8, MayAlias},
				{"two parameters", p2, 8, q0, 8, Unknown},
				{"parameter and heap", p2, 8, h2, 8, NoAlias},
				{"parameter and local", p2, 8, sb, 8, NoAlias},
				{"parameter and global", p2, 8, garr, 4, Unknown},
				{"heap and local", h2, 8, locn, 8, NoAlias},
				{"unknown and local", Loc{}, 8, sb, 8, NoAlias},
				{"unknown and global", Loc{}, 8, garr, 4, MayAlias},
			}
			for _, r := range rel {
				if got := Relate(r.x, r.xs, r.y, r.ys); got != r.expect {
					t.Errorf("%s: %s", r.name, got)
				}
			}
			if locn.Index == "" || loci.Index == "" || locn.Index == loci.Index {
				t.Errorf("indices %q %q", locn.Index, loci.Index)
			}
			// loc[i] in the loop against itself: an earlier iteration wrote another element.
			if got := a.RelateAt(loci, 8, stores[12], loci, 8, stores[12]); got != NoAlias {
				t.Errorf("loc[i] across iterations: %s", got)
			}
			// n is written once (the parameter spill): loc[n] is one element.
			if got := a.RelateAt(locn, 8, stores[7], locn, 8, stores[12]); got != MustAlias {
				t.Errorf("loc[n] twice: %s", got)
			}
		})
	}
}

// TestFlangIndexArithmetic: flang-19 computes a(i) as ((sext(i) - 1) * 1 * 1) + 0; the index
// is still i, with the constant folded into the offset, so a(i) written twice is one element;
// a(2*i) has another scale.
func TestFlangIndexArithmetic(t *testing.T) {
	const ir = `define void @f() {
  %1 = alloca [4 x i32], i64 1, align 4
  %2 = alloca i32, i64 1, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sext i32 %3 to i64
  %5 = sub nsw i64 %4, 1
  %6 = mul nsw i64 %5, 1
  %7 = mul nsw i64 %6, 1
  %8 = add nsw i64 %7, 0
  %9 = getelementptr i32, ptr %1, i64 %8
  store i32 7, ptr %9, align 4
  %10 = getelementptr i32, ptr %1, i64 %5
  store i32 8, ptr %10, align 4
  %11 = mul nsw i64 %4, 2
  %12 = getelementptr i32, ptr %1, i64 %11
  store i32 9, ptr %12, align 4
  ret void
}
`
	path := filepath.Join(t.TempDir(), "flang19.ll")
	if err := os.WriteFile(path, []byte(ir), 0o644); err != nil {
		t.Fatal(err)
	}
	a, stores := load(t, path)
	if len(stores) != 3 {
		t.Fatalf("%d stores", len(stores))
	}
	folded, plain, doubled := a.Pointer(stores[0].Operands[1]), a.Pointer(stores[1].Operands[1]), a.Pointer(stores[2].Operands[1])
	if folded.Index == "" || folded.Index != plain.Index || folded.Off != -4 || folded.Scale != 4 {
		t.Errorf("a(i) with the multiplications by 1: %+v, want index %q, offset -4, scale 4", folded, plain.Index)
	}
	if got := SameIndex(folded, 4, plain, 4); got != MustAlias {
		t.Errorf("a(i) twice: %s, want MustAlias", got)
	}
	if doubled.Index != plain.Index || doubled.Scale != 8 {
		t.Errorf("a(2*i): %+v, want the same index with scale 8", doubled)
	}
	if got := SameIndex(doubled, 4, plain, 4); got == MustAlias {
		t.Errorf("a(2*i) and a(i-1): %s, they are not the same element", got)
	}
}

// TestDeref: a pointer read from the caller's memory names the memory it points to by where
// it was read. Two reads of s->a are one object; s->a and s->b, s->a and a parameter or a
// global's pointee are names nothing relates (Unknown); a local array whose address never
// escapes is none of them; a pointer read from a local variable whose stores are not
// followed may be any escaped memory.
func TestDeref(t *testing.T) {
	const ir = `%struct.S = type { ptr, ptr, i32 }
@g = global ptr null
define void @f(ptr %s, ptr %p) {
  %loc = alloca [4 x double], align 8
  %esc = alloca [4 x double], align 8
  %v = alloca [2 x ptr], align 8
  %a1 = getelementptr %struct.S, ptr %s, i32 0, i32 0
  %b1 = load ptr, ptr %a1, align 8
  %a2 = getelementptr %struct.S, ptr %s, i32 0, i32 0
  %b2 = load ptr, ptr %a2, align 8
  %c = getelementptr %struct.S, ptr %s, i32 0, i32 1
  %d = load ptr, ptr %c, align 8
  %x = getelementptr double, ptr %b1, i64 3
  store double 1.0, ptr %x, align 8
  store double 2.0, ptr %d, align 8
  store double 3.0, ptr %b2, align 8
  %g1 = load ptr, ptr @g, align 8
  store double 4.0, ptr %g1, align 8
  store double 5.0, ptr %loc, align 8
  store double 6.0, ptr %p, align 8
  %v1 = getelementptr [2 x ptr], ptr %v, i64 0, i64 1
  store ptr %esc, ptr %v1, align 8
  %w = load ptr, ptr %v1, align 8
  store double 7.0, ptr %w, align 8
  store double 8.0, ptr %esc, align 8
  ret void
}
`
	path := filepath.Join(t.TempDir(), "deref.ll")
	if err := os.WriteFile(path, []byte(ir), 0o644); err != nil {
		t.Fatal(err)
	}
	a, stores := load(t, path)
	if len(stores) != 9 {
		t.Fatalf("%d stores", len(stores))
	}
	at := func(i int) Loc { return a.Pointer(stores[i].Operands[1]) }
	sa3, sb, sa, gp, local, param, w, esc := at(0), at(1), at(2), at(3), at(4), at(5), at(7), at(8)
	if sa3.Key() != "*(param0+0)+24" || sb.Key() != "*(param0+8)+0" || gp.Key() != "*(@g+0)+0" {
		t.Errorf("keys %s %s %s", sa3.Key(), sb.Key(), gp.Key())
	}
	for _, r := range []struct {
		name   string
		x, y   Loc
		expect Relation
	}{
		{"two reads of s->a", sa3, sa, MayAlias},
		{"s->a and s->b", sa, sb, Unknown},
		{"s->a and a parameter", sa, param, Unknown},
		{"s->a and *g", sa, gp, Unknown},
		{"s->a and a local that does not escape", sa, local, NoAlias},
		{"s->a and a local that escapes", sa, esc, MayAlias},
		{"read from a local array and a parameter", w, param, MayAlias},
		{"read from a local array and s->a", w, sa, MayAlias},
	} {
		if got := Relate(r.x, 8, r.y, 8); got != r.expect {
			t.Errorf("%s: %s, want %s", r.name, got, r.expect)
		}
	}
}
