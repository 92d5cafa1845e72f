package alias

import (
	"slices"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// cxxIR: the C++ library's list links, its type information, a pure virtual slot, a
// constant table and strncpy's result (issue 13, Quicksilver's unknown memory).
const cxxIR = `
@_ZTVN10__cxxabiv117__class_type_infoE = external global ptr
@_ZTS4Base = constant [6 x i8] c"4Base\00"
@_ZTI4Base = constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }
@_ZTV4Base = constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI4Base, ptr @__cxa_pure_virtual] }
@table = constant [2 x ptr] [ptr @_ZTS4Base, ptr @_ZTS4Base]
declare void @__cxa_pure_virtual()
declare void @_ZNSt8__detail15_List_node_base7_M_hookEPS0_(ptr, ptr)
declare void @_ZNSt8__detail15_List_node_base9_M_unhookEv(ptr)
declare ptr @strncpy(ptr, ptr, i64)

; a list header and a node: the links hold the header and the node, nothing else
define void @list() {
  %head = alloca { ptr, ptr, i64 }
  %node = alloca { ptr, ptr, i32 }
  %other = alloca i32
  store ptr %head, ptr %head
  %hp = getelementptr inbounds { ptr, ptr, i64 }, ptr %head, i32 0, i32 1
  store ptr %head, ptr %hp
  call void @_ZNSt8__detail15_List_node_base7_M_hookEPS0_(ptr %node, ptr %head)
  %next = load ptr, ptr %node
  %np = getelementptr inbounds { ptr, ptr, i32 }, ptr %node, i32 0, i32 1
  %prev = load ptr, ptr %np
  %hn = load ptr, ptr %head
  call void @_ZNSt8__detail15_List_node_base9_M_unhookEv(ptr %node)
  %after = load ptr, ptr %head
  ret void
}

; an object of an abstract class: its vtable, its type information, a call through the
; pure virtual slot; a store through a pointer that may be the constant table
define void @virt(ptr %q) {
  %o = alloca { ptr, i32 }
  %x = alloca i32
  store ptr getelementptr inbounds ({ [3 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %o
  %vt = load ptr, ptr %o
  %fp = load ptr, ptr %vt
  call void %fp(ptr %o)
  %ti = getelementptr inbounds ptr, ptr %vt, i64 -1
  %tip = load ptr, ptr %ti
  %tivt = load ptr, ptr %tip
  %tivf = load ptr, ptr %tivt
  %t = select i1 true, ptr @table, ptr %q
  store ptr %x, ptr %t
  %e = load ptr, ptr @table
  ret void
}

; strncpy returns its destination: a struct's member stays a member; a byte written at a
; variable index collapses nothing
define void @copy(i64 %n) {
  %s = alloca { ptr, [8 x i8], ptr }
  %y = alloca i32
  %last = getelementptr inbounds { ptr, [8 x i8], ptr }, ptr %s, i32 0, i32 2
  store ptr %y, ptr %last
  %dst = getelementptr inbounds { ptr, [8 x i8], ptr }, ptr %s, i32 0, i32 1
  %r = call ptr @strncpy(ptr %dst, ptr @_ZTS4Base, i64 8)
  %b = getelementptr inbounds i8, ptr %r, i64 %n
  store i8 0, ptr %b
  %first = load ptr, ptr %s
  %lastv = load ptr, ptr %last
  ret void
}

define i32 @main() {
  %q = alloca [2 x ptr]
  call void @list()
  call void @virt(ptr %q)
  call void @copy(i64 3)
  ret i32 0
}
`

func TestInclusionCxxRules(t *testing.T) {
	m, err := llvmir.Parse("cxx.ll", []byte(cxxIR))
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
		{"list", "next", []string{"list%head", "list%node"}},                           // node->next = head (and, unhooked, its own prev's next)
		{"list", "prev", []string{"list%head", "list%node"}},                           // node->prev = head->prev (head, then the node)
		{"list", "hn", []string{"list%head", "list%node"}},                             // head->prev->next = node (head itself)
		{"list", "after", []string{"list%head", "list%node"}},                          // unhook writes the neighbours' links
		{"virt", "tip", []string{"@_ZTI4Base"}},                                        // the vtable is one location: all it holds
		{"virt", "tivf", []string{"C++ library code", "C++ library type information"}}, // read from the library's vtable
		{"virt", "e", []string{"@_ZTS4Base"}},                                          // the constant table keeps its initializer only
		{"copy", "first", nil},                                                         // strncpy's result is the member, not the whole struct
	} {
		got := pts(c.fn, c.v)
		if c.fn == "virt" && c.v == "tip" {
			// the vtable's parts are not placed: its slots hold the type information and the slot
			if !slices.Contains(got, "@_ZTI4Base") || slices.Contains(got, "unknown") {
				t.Errorf("%s: %%%s -> %v, want @_ZTI4Base and no unknown", c.fn, c.v, got)
			}
			continue
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: %%%s -> %v, want %v", c.fn, c.v, got, c.want)
		}
	}
	for _, v := range []string{"next", "prev", "hn", "after", "tivf", "e"} {
		fn := "list"
		if v == "tivf" || v == "e" {
			fn = "virt"
		}
		if slices.Contains(pts(fn, v), "unknown") {
			t.Errorf("%s: %%%s holds unknown memory", fn, v)
		}
	}
	// the call through the pure virtual slot writes nothing: %o's contents stay the vtable
	if got := s.Contents("virt%o", 0); slices.Contains(got, "unknown") {
		t.Errorf("virt: o holds %v, want no unknown (a pure virtual slot runs nothing)", got)
	}
}

// typedIR: clang 14's typed pointers. A library function whose parameter is a data pointer
// does not call what it is given; one whose parameter is a function pointer may.
const typedIR = `
declare i32 @memcmp(i8*, i8*, i64)
declare void @register(void (i8*)*)

define void @cb1(i8* %p) {
  ret void
}
define void @cb2(i8* %p) {
  ret void
}

define i32 @main() {
  %b = alloca i8
  %f = select i1 true, i8* bitcast (void (i8*)* @cb1 to i8*), i8* %b
  %r = call i32 @memcmp(i8* %f, i8* %b, i64 1)
  call void @register(void (i8*)* @cb2)
  ret i32 0
}
`

func TestInclusionTypedCallbacks(t *testing.T) {
	m, err := llvmir.Parse("typed.ll", []byte(typedIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	s := BuildInclusion(p, nil)
	if got := s.PointsTo(p.Lookup("cb1"), "p"); len(got) != 0 {
		t.Errorf("cb1: %%p -> %v, want nothing (memcmp is given it as data)", got)
	}
	if got := s.PointsTo(p.Lookup("cb2"), "p"); !slices.Contains(got, "unknown") {
		t.Errorf("cb2: %%p -> %v, want unknown (register may call it with anything)", got)
	}
}

// cxxStringIR: two strings compared through one helper (one parameter node holding both):
// each string's characters point to its own buffer or the library's memory, never to the
// other string's buffer.
const cxxStringIR = `
%str = type { ptr, i64, [16 x i8] }
declare i32 @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareERKS4_(ptr, ptr)
define i32 @less(ptr %a, ptr %b) {
  %r = call i32 @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareERKS4_(ptr %a, ptr %b)
  ret i32 %r
}
define i32 @main() {
  %x = alloca %str
  %y = alloca %str
  %r = call i32 @less(ptr %x, ptr %y)
  %r2 = call i32 @less(ptr %y, ptr %x)
  %xc = load ptr, ptr %x
  %yc = load ptr, ptr %y
  ret i32 0
}
`

// TestInclusionStringOwnBuffer: a std::string member writes into each string it is given
// a pointer to that string's own buffer (offset 16), not to every string's buffer.
func TestInclusionStringOwnBuffer(t *testing.T) {
	m, err := llvmir.Parse("cxxstr.ll", []byte(cxxStringIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	s := BuildInclusion(p, nil)
	for v, want := range map[string][]string{
		"xc": {"C++ library memory", "main%x+16"},
		"yc": {"C++ library memory", "main%y+16"},
	} {
		if got := s.PointsTo(p.Lookup("main"), v); !slices.Equal(got, want) {
			t.Errorf("main %%%s -> %v, want %v", v, got, want)
		}
	}
}

// selfStoreIR: a tree header's reset (`_M_left = _M_right = &_M_header`) called on two
// headers: each header's links point into itself, not into the other header.
const selfStoreIR = `
%hdr = type { i32, ptr, ptr, ptr, i64 }
define void @reset(ptr %this) {
  %this.addr = alloca ptr
  store ptr %this, ptr %this.addr
  %t = load ptr, ptr %this.addr
  %h = getelementptr inbounds %hdr, ptr %t, i32 0, i32 0
  %l = getelementptr inbounds %hdr, ptr %t, i32 0, i32 2
  store ptr %h, ptr %l
  %t2 = load ptr, ptr %this.addr
  %h2 = getelementptr inbounds %hdr, ptr %t2, i32 0, i32 0
  %r = getelementptr inbounds %hdr, ptr %t2, i32 0, i32 3
  store ptr %h2, ptr %r
  ret void
}
define i32 @main() {
  %a = alloca %hdr
  %b = alloca %hdr
  call void @reset(ptr %a)
  call void @reset(ptr %b)
  %al = getelementptr inbounds %hdr, ptr %a, i32 0, i32 2
  %alv = load ptr, ptr %al
  %br = getelementptr inbounds %hdr, ptr %b, i32 0, i32 3
  %brv = load ptr, ptr %br
  ret i32 0
}
`

// TestInclusionSelfStore: a store of a pointer into an object at a constant offset from the
// same pointer (`p->left = &p->header`, through the -O0 slot of a parameter) points each
// object the pointer may be into itself.
func TestInclusionSelfStore(t *testing.T) {
	m, err := llvmir.Parse("selfstore.ll", []byte(selfStoreIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	s := BuildInclusion(p, nil)
	for v, want := range map[string][]string{"alv": {"main%a"}, "brv": {"main%b"}} {
		if got := s.PointsTo(p.Lookup("main"), v); !slices.Equal(got, want) {
			t.Errorf("main %%%s -> %v, want %v", v, got, want)
		}
	}
}
