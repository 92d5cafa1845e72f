package alias

import (
	"slices"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// progCalledIR: four address-taken functions. @tbl_fn is stored into a table of the program
// and called through it with @g; @lib_struct_fn is stored into a struct handed to a library
// function (which may call it); @ext_fn is stored into a global the library defines;
// @cb_fn is given to a library function itself (a callback it may call with anything);
// @cmp is qsort's comparator (a callback the inclusion models: called with the elements).
const progCalledIR = `
@ops = global ptr null
@ext_slot = external global ptr
@g = global i32 0
declare void @register_ops(ptr)
declare void @register_cb(ptr)
declare void @qsort(ptr, i64, i64, ptr)
define void @tbl_fn(ptr %p) {
  ret void
}
define void @lib_struct_fn(ptr %p) {
  ret void
}
define void @ext_fn(ptr %p) {
  ret void
}
define void @cb_fn(ptr %p) {
  ret void
}
define i32 @cmp(ptr %x, ptr %y) {
  ret i32 0
}
define i32 @main() {
  store ptr @tbl_fn, ptr @ops
  %f = load ptr, ptr @ops
  call void %f(ptr @g)
  %s = alloca ptr
  store ptr @lib_struct_fn, ptr %s
  call void @register_ops(ptr %s)
  store ptr @ext_fn, ptr @ext_slot
  call void @register_cb(ptr @cb_fn)
  call void @qsort(ptr @g, i64 1, i64 4, ptr @cmp)
  ret i32 0
}
`

func progCalledView(t *testing.T, ir string) (*model.Program, *View) {
	t.Helper()
	m, err := llvmir.Parse("progcalled.ll", []byte(ir))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	v := BuildPoints(p, nil).freeze(p)
	v.setInclusion(p, BuildInclusion(p, nil))
	return p, v
}

// TestProgramCalledFuncs: the View answers for an address-taken function only the program's
// indirect calls run (its parameter holds what they pass), and keeps refusing those whose
// address reaches the library: through memory given to a library call, through a global the
// library defines, or as a callback argument the inclusion does not model.
func TestProgramCalledFuncs(t *testing.T) {
	p, v := progCalledView(t, progCalledIR)
	for _, c := range []struct {
		fn   string
		skip bool
	}{
		{"tbl_fn", false}, {"lib_struct_fn", true}, {"ext_fn", true}, {"cb_fn", true}, {"cmp", false}, {"main", false},
	} {
		if got := v.incSkip[p.Lookup(c.fn)]; got != c.skip {
			t.Errorf("%s: skipped %v, want %v", c.fn, got, c.skip)
		}
	}
	if got := v.inc.PointsTo(p.Lookup("tbl_fn"), "p"); !slices.Equal(got, []string{"@g"}) {
		t.Errorf("tbl_fn %%p -> %v, want [@g]", got)
	}
	if got := v.inc.PointsTo(p.Lookup("cmp"), "x"); !slices.Equal(got, []string{"@g"}) {
		t.Errorf("cmp %%x -> %v, want [@g] (qsort's elements)", got)
	}
}

// TestProgramCalledUnbound: a call through a pointer whose set is empty (in a function
// nothing calls) may run any function of its type with arguments no set holds: the table's
// function is refused again.
func TestProgramCalledUnbound(t *testing.T) {
	p, v := progCalledView(t, progCalledIR+`
define void @dead_call(ptr %q) {
  %fn = load ptr, ptr %q
  call void %fn(ptr null)
  ret void
}
`)
	if !v.incSkip[p.Lookup("tbl_fn")] {
		t.Errorf("tbl_fn answered although an unbound call may run it")
	}
}
