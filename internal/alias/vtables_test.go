package alias

import (
	"slices"
	"sort"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// vtablesIR: class A (its type_info defined here, its base B's too) has two virtual
// methods, @a_used called through the vtable and @a_unused called by nothing; class E
// derives from the library's std::exception (@_ZTISt9exception, declared only): the library
// may call @e_what. Class N has no type_info (-fno-rtti). @a_given's address is also passed
// to qsort, @pure is __cxa_pure_virtual's slot of B.
const vtablesIR = `
@_ZTVN10__cxxabiv117__class_type_infoE = external global ptr
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global ptr
@_ZTISt9exception = external constant ptr
@_ZTS1B = constant [3 x i8] c"1B\00"
@_ZTS1A = constant [3 x i8] c"1A\00"
@_ZTS1E = constant [3 x i8] c"1E\00"
@_ZTI1B = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1B }
@_ZTI1A = constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1A, ptr @_ZTI1B }
@_ZTI1E = constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1E, ptr @_ZTISt9exception }
@_ZTV1B = linkonce_odr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1B, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual] }
@_ZTV1A = constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1A, ptr @a_used, ptr @a_unused, ptr @a_given] }
@_ZTV1E = constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI1E, ptr @e_what] }
@_ZTV1N = constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr null, ptr @n_run] }
@g = global i32 0
declare void @__cxa_pure_virtual()
declare void @qsort(ptr, i64, i64, ptr)
define void @a_used(ptr %this, ptr %p) {
  ret void
}
define void @a_unused(ptr %this, ptr %p) {
  ret void
}
define i32 @a_given(ptr %x, ptr %y) {
  ret i32 0
}
define ptr @e_what(ptr %this) {
  ret ptr null
}
define void @n_run(ptr %this) {
  ret void
}
define void @call(ptr %o, ptr %p) {
  %vt = load ptr, ptr %o
  %fn = load ptr, ptr %vt
  call void %fn(ptr %o, ptr %p)
  ret void
}
define i32 @main() {
  %a = alloca ptr
  store ptr getelementptr inbounds ({ [5 x ptr] }, ptr @_ZTV1A, i32 0, inrange i32 0, i32 2), ptr %a
  call void @call(ptr %a, ptr @g)
  call void @qsort(ptr null, i64 0, i64 8, ptr @a_given)
  ret i32 0
}
`

// TestVtableOnlyFuncs: the virtual methods of a class whose hierarchy is the program's,
// with their address only in its vtable, are answered for; those of a class deriving from
// the library's, of a class without type_info, and a method also passed to the library
// (qsort) are not. The method nothing calls never runs; the one called through the vtable
// does, with its arguments.
func TestVtableOnlyFuncs(t *testing.T) {
	m, err := llvmir.Parse("vtables.ll", []byte(vtablesIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	var got []string
	for f := range vtableOnlyFuncs(p) {
		got = append(got, f.IR.Name)
	}
	sort.Strings(got)
	if want := []string{"a_unused", "a_used"}; !slices.Equal(got, want) {
		t.Errorf("vtableOnlyFuncs = %v, want %v", got, want)
	}
	v := BuildPoints(p, nil).freeze(p)
	v.setInclusion(p, BuildInclusion(p, nil))
	for _, c := range []struct {
		fn          string
		skip, never bool
	}{
		{"a_used", false, false}, {"a_unused", false, true}, {"a_given", true, false},
		{"e_what", true, false}, {"n_run", true, false}, {"call", false, false},
	} {
		f := p.Lookup(c.fn)
		if v.incSkip[f] != c.skip || v.neverRuns[f] != c.never {
			t.Errorf("%s: skipped %v, never runs %v; want %v, %v", c.fn, v.incSkip[f], v.neverRuns[f], c.skip, c.never)
		}
	}
	used := p.Lookup("a_used")
	if got := v.inc.PointsTo(used, "p"); !slices.Equal(got, []string{"@g"}) {
		t.Errorf("a_used %%p -> %v, want [@g]", got)
	}
	// a query in the method that never runs is answered (nothing), one in the method
	// called answers with its sets
	unused := p.Lookup("a_unused")
	if !v.setsApart(unused, &Object{Kind: Param, Param: 1}, &Object{Kind: Global, Name: "g"}, "test") {
		t.Errorf("a_unused: %%p and @g not apart (the method never runs)")
	}
	if v.setsApart(used, &Object{Kind: Param, Param: 1}, &Object{Kind: Global, Name: "g"}, "test") {
		t.Errorf("a_used: %%p and @g apart (the call passes @g)")
	}
}

// TestVtableOnlyUnboundCall: a call through a pointer whose set is empty (here in a
// function nothing calls) may, by its type, run the uncalled method: it is not taken as
// never run (a gap in the sets must not answer every query in it).
func TestVtableOnlyUnboundCall(t *testing.T) {
	ir := vtablesIR + `
define void @dead_call(ptr %q) {
  %fn = load ptr, ptr %q
  call void %fn(ptr %q, ptr null)
  ret void
}
`
	m, err := llvmir.Parse("vtables_unbound.ll", []byte(ir))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	v := BuildPoints(p, nil).freeze(p)
	v.setInclusion(p, BuildInclusion(p, nil))
	f := p.Lookup("a_unused")
	if v.incSkip[f] || v.neverRuns[f] {
		t.Errorf("a_unused: skipped %v, never runs %v; want answered, may run", v.incSkip[f], v.neverRuns[f])
	}
}
