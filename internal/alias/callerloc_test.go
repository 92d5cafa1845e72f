package alias

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// callerLocIR: @post writes through its parameter's pointer at +8 (`c->buf`); @make returns
// the block it allocates; @keep allocates a block it does not return; @caller calls them.
const callerLocIR = `
@g = global ptr null
declare ptr @malloc(i64)
define void @post(ptr %c) {
  %f = getelementptr i8, ptr %c, i64 8
  %buf = load ptr, ptr %f
  store i32 1, ptr %buf
  %gb = load ptr, ptr @g
  store i32 2, ptr %gb
  ret void
}
define ptr @make(i64 %n) {
  %b = call ptr @malloc(i64 %n)
  store i32 3, ptr %b
  ret ptr %b
}
define ptr @keep(i64 %n) {
  %b = call ptr @malloc(i64 %n)
  store i32 4, ptr %b
  %o = call ptr @malloc(i64 %n)
  ret ptr %o
}
define void @caller() {
  %ch = alloca [16 x i8]
  call void @post(ptr %ch)
  %m = call ptr @make(i64 8)
  %k = call ptr @keep(i64 8)
  ret void
}
`

// TestCallerLoc: the memory a callee reaches through its parameter (`c->buf`) or a global's
// pointer is named in the caller as the same read there; the block the callee returns is the
// call's result; a block the callee keeps to itself has no name in the caller.
func TestCallerLoc(t *testing.T) {
	m, err := llvmir.Parse("callerloc.ll", []byte(callerLocIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	caller := New(p.Lookup("caller"))
	calls := map[string]*llvmir.Inst{}
	for _, b := range caller.Fn.IR.Blocks {
		for _, in := range b.Insts {
			if in.IsCall() {
				calls[in.CalledFunction()] = in
			}
		}
	}
	// the location each callee store writes, in the callee's terms
	stored := func(fn string) []Loc {
		a := New(p.Lookup(fn))
		var out []Loc
		for _, b := range a.Fn.IR.Blocks {
			for _, in := range b.Insts {
				if l, _, write, ok := a.LoadStore(in); ok && write {
					out = append(out, l)
				}
			}
		}
		return out
	}
	post := stored("post")
	if len(post) != 2 {
		t.Fatalf("post: %d stores", len(post))
	}
	wantBuf := caller.DerefAt(caller.Pointer(calls["post"].Args[0]), 8)
	if got := caller.CallerLoc(calls["post"], post[0]); got.Obj == nil || got.Obj != wantBuf.Obj || got.Off != 0 {
		t.Errorf("c->buf in the caller: %v, want %v", got, wantBuf)
	}
	if got := caller.CallerLoc(calls["post"], post[1]); got.Obj == nil || got.Obj.Kind != Deref {
		t.Errorf("*g in the caller: %v, want the memory @g points to", got)
	}
	mk := stored("make")
	res := caller.Pointer(&llvmir.Value{Kind: llvmir.ValLocal, Name: "m", Type: "ptr"})
	if got := caller.CallerLoc(calls["make"], mk[0]); got.Obj == nil || got.Obj != res.Obj {
		t.Errorf("make's block in the caller: %v, want the call's result %v", got, res)
	}
	if got := caller.CallerLoc(calls["keep"], stored("keep")[0]); got.Obj != nil {
		t.Errorf("keep's own block in the caller: %v, want nothing", got)
	}
}
