package alias

import (
	"slices"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// unkIR: hand-written IR (the shapes flang and clang emit), one function per rule that
// keeps pointers out of the unknown memory (issue 13).
const unkIR = `
%struct.S = type { ptr, ptr }
@stdout = external global ptr
@.str = private constant [3 x i8] c"ab\00"
declare void @_FortranAAllocatableAllocate(ptr, i1, ptr, ptr, i32)
declare void @_FortranAAllocatableSetBounds(ptr, i32, i64, i64)
declare void @mpi_irecv_(ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr)
declare void @mpi_comm_get_attr_(ptr, ptr, ptr, ptr, ptr)
declare i32 @fclose(ptr)
declare i32 @fprintf(ptr, ptr, ...)
declare void @free(ptr)
declare void @qsort(ptr, i64, i64, ptr)
declare ptr @malloc(i64)
declare ptr @realloc(ptr, i64)
declare void @opaque(ptr)
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EPKcRKS3_(ptr, ptr, ptr)
declare ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr, ptr)
@_ZSt4cout = external global i8

; a descriptor built by insertvalue and stored whole, then read back field by field
define void @desc() {
  %buf = alloca [10 x double]
  %d = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }
  %v0 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr undef, i64 8, i32 20240719, i8 1, i8 28, i8 0, i8 0, [1 x [3 x i64]] undef }, i64 10, 7, 0, 1
  %v1 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %v0, ptr %buf, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %v1, ptr %d
  %base = load ptr, ptr %d
  %w = load { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %d
  %base2 = extractvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %w, 0
  ret void
}

; an allocatable array allocated by the flang runtime, and passed to Fortran MPI
define void @alloc() {
  %a = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }
  %x = alloca i32
  %y = alloca ptr
  %z = alloca i32
  call void @_FortranAAllocatableSetBounds(ptr %a, i32 0, i64 1, i64 10)
  call void @_FortranAAllocatableAllocate(ptr %a, i1 false, ptr null, ptr null, i32 0)
  %base = load ptr, ptr %a
  call void @mpi_irecv_(ptr %base, ptr %x, ptr %x, ptr %x, ptr %x, ptr %x, ptr %x, ptr %x)
  %got = load i32, ptr %x
  call void @mpi_comm_get_attr_(ptr %z, ptr %z, ptr %y, ptr %z, ptr %z)
  %attr = load ptr, ptr %y
  ret void
}

; stdio: what stdout points to is the library's FILE, not unknown memory
define void @stdio() {
  %f = load ptr, ptr @stdout
  %n = call i32 (ptr, ptr, ...) @fprintf(ptr %f, ptr @.str)
  %c = call i32 @fclose(ptr %f)
  %in = load ptr, ptr %f
  ret void
}

define i32 @cmp(ptr %l, ptr %r) {
  ret i32 0
}
define void @cb(ptr %p) {
  ret void
}

; free does not call the function pointers of what it frees; qsort calls its comparison
; with pointers into the array
define void @callbacks() {
  %s = alloca %struct.S
  %arr = alloca [4 x ptr]
  store ptr @cb, ptr %s
  %fp = load ptr, ptr %s
  call void @free(ptr %fp)
  call void @qsort(ptr %arr, i64 4, i64 8, ptr @cmp)
  ret void
}

; realloc: the new memory holds what the old held
define void @grow() {
  %g = alloca i32
  %m = call ptr @malloc(i64 8)
  store ptr %g, ptr %m
  %m2 = call ptr @realloc(ptr %m, i64 16)
  %v = load ptr, ptr %m2
  ret void
}

; std::string: its characters are its own buffer or the library's memory
define void @str() {
  %s = alloca { ptr, i64, [16 x i8] }
  %other = alloca i32
  %al = alloca i8
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EPKcRKS3_(ptr %s, ptr @.str, ptr %al)
  %chars = load ptr, ptr %s
  %o = call ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr @_ZSt4cout, ptr %chars)
  %vp = load ptr, ptr %o
  ret void
}

; a pair returned by a function of the program, read with extractvalue
define { ptr, i64 } @mkpair(ptr %p) {
  %v = insertvalue { ptr, i64 } undef, ptr %p, 0
  ret { ptr, i64 } %v
}
define void @pair() {
  %x = alloca i32
  %v = call { ptr, i64 } @mkpair(ptr %x)
  %first = extractvalue { ptr, i64 } %v, 0
  ret void
}

; an unknown library function still writes unknown memory
define void @lib() {
  %p = alloca ptr
  call void @opaque(ptr %p)
  %v = load ptr, ptr %p
  ret void
}

define i32 @main() {
  call void @desc()
  call void @alloc()
  call void @stdio()
  call void @callbacks()
  call void @grow()
  call void @str()
  call void @lib()
  call void @pair()
  ret i32 0
}
`

func TestInclusionUnknownRules(t *testing.T) {
	m, err := llvmir.Parse("unk.ll", []byte(unkIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	s := BuildInclusion(p, nil)
	pts := func(fn, v string) []string {
		f := p.Lookup(fn)
		if f == nil {
			t.Fatalf("no function %s", fn)
		}
		return s.PointsTo(f, v)
	}
	for _, c := range []struct {
		fn, v string
		want  []string
	}{
		{"desc", "base", []string{"desc%buf"}},  // the descriptor's base, stored field by field
		{"desc", "base2", []string{"desc%buf"}}, // read back from a load of the whole descriptor
		{"alloc", "base", []string{"heap alloc:@" + spanOf(t, p, "alloc", "_FortranAAllocatableAllocate")}},
		{"stdio", "f", []string{"FILE @stdout"}},
		{"stdio", "in", []string{"FILE @stdout"}},
		{"cmp", "l", []string{"callbacks%arr"}},
		{"cmp", "r", []string{"callbacks%arr"}},
		{"grow", "v", []string{"grow%g"}},
		{"str", "chars", []string{"C++ library memory", "str%s+16"}},
		{"lib", "v", []string{"unknown"}},
		{"pair", "first", []string{"pair%x"}},  // the field of the returned aggregate
		{"alloc", "attr", []string{"unknown"}}, // an attribute value may be any address
	} {
		if got := pts(c.fn, c.v); !slices.Equal(got, c.want) {
			t.Errorf("%s: %%%s -> %v, want %v", c.fn, c.v, got, c.want)
		}
	}
	// free does not call the function it is given (a pointer read from a struct that also held
	// one, in CoMD): its parameter is not unknown
	if got := pts("cb", "p"); len(got) != 0 {
		t.Errorf("cb: %%p -> %v, want nothing (cb is never called)", got)
	}
	// the stream's contents are what the C++ library holds: never unknown, never %other
	if got := pts("str", "vp"); slices.Contains(got, "unknown") || slices.Contains(got, "str%other") || !slices.Contains(got, "C++ library memory") {
		t.Errorf("str: %%vp -> %v, want the C++ library's memory and no unknown or str%%other", got)
	}
	if got := s.Contents("alloc%x", 0); len(got) != 0 {
		t.Errorf("alloc: x (written by mpi_irecv_) holds %v, want nothing", got)
	}
}

// spanOf is the allocation-site name suffix (its line) of the call to callee in fn.
func spanOf(t *testing.T, p *model.Program, fn, callee string) string {
	f := p.Lookup(fn)
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			if in.CalledFunction() == callee {
				return siteName(f, in)[1:]
			}
		}
	}
	t.Fatalf("%s: no call to %s", fn, callee)
	return ""
}

// TestInclusionOrigins: the split solve names, per origin of unknown memory, the values it
// reaches.
func TestInclusionOrigins(t *testing.T) {
	m, err := llvmir.Parse("unk.ll", []byte(unkIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	s := buildInclusion(p, nil, true)
	got := map[string]OriginCount{}
	for _, c := range s.Origins() {
		got[c.Origin] = c
	}
	if c := got["library write opaque"]; c.Values != 1 || c.Only != 1 || c.Sample != "lib %v" {
		t.Errorf("origin opaque: %+v, want 1 value (lib %%v) reached by it alone; all: %v", c, got)
	}
	if c := got["library write mpi_comm_get_attr_"]; c.Values != 1 {
		t.Errorf("origin mpi_comm_get_attr_: %+v, want 1 value; all: %v", c, got)
	}
	if len(got) != 2 {
		t.Errorf("origins %v, want only opaque and mpi_comm_get_attr_", got)
	}
}
