package dependence

import (
	"github.com/parcoach/parcoach/internal/alias"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// TestUnknownIsNoPart: unifying a field of an object with the unknown memory must not make
// the unknown memory a field of that object. It did once, and everything unknown then
// inherited the object's variation (miniMD: every loop bound of the program read through
// merged pointers varied because a timer object's fields did).
func TestUnknownIsNoPart(t *testing.T) {
	pt := alias.NewPoints()
	obj := pt.Fresh(1)
	field := pt.Part(obj, 8)
	if pt.OwnerOf(field) != pt.Find(obj) {
		t.Fatalf("the part at offset 8 does not belong to its object")
	}
	pt.Union(field, pt.Unknown)
	if o := pt.OwnerOf(pt.Unknown); o != noClass {
		t.Errorf("unknown memory became a part of object %d", o)
	}
	if got := pt.Owners(pt.Unknown); len(got) != 0 {
		t.Errorf("unknown memory has owners %v", got)
	}
}

// mergeIR: main passes its buffer to f, then to g: f's and g's parameters point to one
// object from the second call on; h's parameter never joins them. (They call MPI, so they
// are bound the ordinary way, not summarised per call site, and write through their
// parameters, which read-only ones would not join at all.)
const mergeIR = `
declare i32 @MPI_Barrier(i32)

define void @f(ptr %p) {
  store i32 1, ptr %p
  %1 = call i32 @MPI_Barrier(i32 0)
  ret void
}

define void @g(ptr %q) {
  store i32 1, ptr %q
  %1 = call i32 @MPI_Barrier(i32 0)
  ret void
}

define void @h(ptr %r) {
  store i32 1, ptr %r
  %1 = call i32 @MPI_Barrier(i32 0)
  ret void
}

define i32 @main() {
  %a = alloca i32
  %b = alloca i32
  call void @f(ptr %a)
  call void @h(ptr %b)
  call void @g(ptr %a)
  ret i32 0
}
`

// TestMergeWatch: PARCOACH_DEBUG_MERGE names the call that unified two parameters' objects.
func TestMergeWatch(t *testing.T) {
	m, err := llvmir.Parse("merge.ll", []byte(mergeIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	for _, tc := range []struct{ spec, want string }{
		{"f#0,g#0", "call void @g(ptr %a)"},
		{"f#0,h#0", ""},
	} {
		var out strings.Builder
		w := newMergeWatch(tc.spec, &out)
		lib := *libraryForPoints()
		lib.Watch = func(pt *pointsTo, f *model.Function, in *llvmir.Inst, what string) { w.check(pt, f, in, what) }
		alias.BuildPoints(p, &lib)
		got := out.String()
		if tc.want == "" && got != "" || tc.want != "" && !strings.Contains(got, tc.want) {
			t.Errorf("%s: printed %q, want a line naming %q", tc.spec, got, tc.want)
		}
	}
}
