package alias

import (
	"slices"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// incVirtualIR: @call makes a virtual call (slot 1 of the vtable its object points to) on an
// object of class A or B; each class's vtable is a constant whose slots the inclusion places.
// @copies: an element of a heap array indexed by a variable (the block folded by the
// element's size) and of a local array (a region) copied whole into a local.
const incVirtualIR = `
%struct.E = type { ptr, ptr }
@ga = global i32 0
@gb = global i32 0
@vtA = constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @fa0, ptr @fa1] }
@vtB = constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @fb0, ptr @fb1] }
declare ptr @malloc(i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @fa0(ptr %this) {
  ret void
}
define void @fb0(ptr %this) {
  ret void
}
define ptr @fa1(ptr %this, ptr %arg) {
  ret ptr %this
}
define ptr @fb1(ptr %this, ptr %arg) {
  ret ptr %this
}
define ptr @call(ptr %o, ptr %arg) {
  %vt = load ptr, ptr %o
  %slot = getelementptr inbounds ptr, ptr %vt, i64 1
  %fn = load ptr, ptr %slot
  %r = call ptr %fn(ptr %o, ptr %arg)
  ret ptr %r
}
define void @copies(i64 %i) {
  %h = call ptr @malloc(i64 64)
  %e = getelementptr %struct.E, ptr %h, i64 %i
  store ptr @ga, ptr %e
  %e1 = getelementptr %struct.E, ptr %e, i64 0, i32 1
  store ptr @gb, ptr %e1
  %t = alloca %struct.E
  call void @llvm.memcpy.p0.p0.i64(ptr %t, ptr %e, i64 16, i1 false)
  %t0 = load ptr, ptr %t
  %t1p = getelementptr %struct.E, ptr %t, i64 0, i32 1
  %t1 = load ptr, ptr %t1p
  %h0 = load ptr, ptr %e
  %arr = alloca [4 x %struct.E]
  %f = getelementptr [4 x %struct.E], ptr %arr, i64 0, i64 %i
  store ptr @ga, ptr %f
  %f1 = getelementptr %struct.E, ptr %f, i64 0, i32 1
  store ptr @gb, ptr %f1
  %u = alloca %struct.E
  call void @llvm.memcpy.p0.p0.i64(ptr %u, ptr %f, i64 16, i1 false)
  %u0 = load ptr, ptr %u
  %u1p = getelementptr %struct.E, ptr %u, i64 0, i32 1
  %u1 = load ptr, ptr %u1p
  %a0 = load ptr, ptr %f
  ret void
}
define i32 @main() {
  %a = alloca %struct.E
  %b = alloca %struct.E
  store ptr getelementptr inbounds ({ [3 x ptr] }, ptr @vtA, i32 0, inrange i32 0, i32 1), ptr %a
  store ptr getelementptr inbounds ({ [3 x ptr] }, ptr @vtB, i32 0, inrange i32 0, i32 1), ptr %b
  %x = call ptr @call(ptr %a, ptr @ga)
  %y = call ptr @call(ptr %b, ptr @gb)
  call void @copies(i64 1)
  ret i32 0
}
`

// TestInclusionVirtualAndStridedCopies: a virtual call runs, for each object, the function
// of its own vtable's slot with that object as this (not every class's function with every
// object); a memcpy out of an array indexed by a variable copies each member to the same
// member (the array keeps its members apart).
func TestInclusionVirtualAndStridedCopies(t *testing.T) {
	m, err := llvmir.Parse("incvirt.ll", []byte(incVirtualIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	s := BuildInclusion(p, nil)
	for _, c := range []struct{ fn, v string }{
		{"fa1", "this"}, {"fb1", "this"}, {"fa0", "this"}, {"fb0", "this"}, {"call", "r"},
		{"copies", "t0"}, {"copies", "t1"}, {"copies", "h0"}, {"copies", "u0"}, {"copies", "u1"}, {"copies", "a0"},
	} {
		want := map[string][]string{
			"fa1 this": {"main%a"}, "fb1 this": {"main%b"}, "fa0 this": nil, "fb0 this": nil,
			"call r":    {"main%a", "main%b"},
			"copies t0": {"@ga"}, "copies t1": {"@gb"}, "copies h0": {"@ga"},
			"copies u0": {"@ga"}, "copies u1": {"@gb"}, "copies a0": {"@ga"},
		}[c.fn+" "+c.v]
		if got := s.PointsTo(p.Lookup(c.fn), c.v); !slices.Equal(got, want) {
			t.Errorf("%s %%%s -> %v, want %v", c.fn, c.v, got, want)
		}
	}
}

// incVirtualTypedIR: a virtual call in typed-pointer IR (clang 14): the vtable pointer
// stored is `bitcast (getelementptr (@vt, 0, inrange 0, 2))`, two slots past the vtable's
// start (the offset to top and the type_info before the first function).
const incVirtualTypedIR = `
%class.A = type { i32 (...)** }
@vtA = constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* null, i8* bitcast (void (%class.A*)* @a0 to i8*), i8* bitcast (void (%class.A*, i32*)* @a1 to i8*)] }
@g = global i32 0
define void @a0(%class.A* %this) {
  ret void
}
define void @a1(%class.A* %this, i32* %p) {
  ret void
}
define void @call(%class.A* %o) {
  %1 = bitcast %class.A* %o to void (%class.A*, i32*)***
  %2 = load void (%class.A*, i32*)**, void (%class.A*, i32*)*** %1
  %3 = getelementptr inbounds void (%class.A*, i32*)*, void (%class.A*, i32*)** %2, i64 1
  %4 = load void (%class.A*, i32*)*, void (%class.A*, i32*)** %3
  call void %4(%class.A* %o, i32* @g)
  ret void
}
define i32 @main() {
  %a = alloca %class.A
  %1 = bitcast %class.A* %a to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @vtA, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %1
  call void @call(%class.A* %a)
  ret i32 0
}
`

// TestInclusionVirtualTyped: the cast of a constant getelementptr keeps its offset, so the
// virtual call runs the function of slot 1 (@a1, given @g), not the one at the vtable's
// start plus 8 bytes.
func TestInclusionVirtualTyped(t *testing.T) {
	m, err := llvmir.Parse("incvirt_typed.ll", []byte(incVirtualTypedIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	s := BuildInclusion(p, nil)
	if got := s.PointsTo(p.Lookup("call"), "4"); !slices.Equal(got, []string{"a1"}) {
		t.Errorf("call %%4 -> %v, want [a1]", got)
	}
	if got := s.PointsTo(p.Lookup("a1"), "p"); !slices.Equal(got, []string{"@g"}) {
		t.Errorf("a1 %%p -> %v, want [@g]", got)
	}
	if got := s.PointsTo(p.Lookup("a0"), "this"); len(got) != 0 {
		t.Errorf("a0 %%this -> %v, want nothing", got)
	}
}
