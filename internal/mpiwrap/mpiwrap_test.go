package mpiwrap

import (
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
)

func parse(t *testing.T, name, src string) *llvmir.Module {
	t.Helper()
	m, err := llvmir.Parse(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Problems) > 0 {
		t.Fatalf("%s: %v", name, m.Problems)
	}
	return m
}

// callsIn lists "callee(arg, arg...)" for every call of fn, in order, after Unwrap.
func callsIn(t *testing.T, m *llvmir.Module, fn string) []string {
	t.Helper()
	f := m.Func(fn)
	if f == nil {
		t.Fatalf("no function %s", fn)
	}
	var out []string
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if !in.IsCall() {
				continue
			}
			var args []string
			for _, a := range in.Args {
				switch a.Kind {
				case llvmir.ValLocal:
					args = append(args, "%"+a.Name)
				case llvmir.ValGlobal:
					args = append(args, "@"+a.Name)
				case llvmir.ValInt:
					args = append(args, a.Type+" "+constText(a))
				default:
					args = append(args, a.Type+" ?")
				}
			}
			out = append(out, in.CalledFunction()+"("+strings.Join(args, ", ")+")")
		}
	}
	return out
}

// The -O0 shape of `void my_bcast(void *b, int n, int root, MPI_Comm c) { if (MPI_Bcast(b, n,
// MPI_INT, root, c) != MPI_SUCCESS) printf(...); }`: parameters spilled to slots, a constant
// datatype, an error message on the failing path.
const wrapperModule = `
@.str = private constant [6 x i8] c"fail\0A\00"

define void @my_bcast(ptr %b, i32 %n, i32 %root, i32 %c) {
  %b.addr = alloca ptr
  %n.addr = alloca i32
  %root.addr = alloca i32
  %c.addr = alloca i32
  store ptr %b, ptr %b.addr
  store i32 %n, ptr %n.addr
  store i32 %root, ptr %root.addr
  store i32 %c, ptr %c.addr
  br label %body

body:
  %0 = load ptr, ptr %b.addr
  %1 = load i32, ptr %n.addr
  %2 = load i32, ptr %root.addr
  %3 = load i32, ptr %c.addr
  %r = call i32 @MPI_Bcast(ptr %0, i32 %1, i32 1275069445, i32 %2, i32 %3)
  %ok = icmp eq i32 %r, 0
  br i1 %ok, label %done, label %fail

fail:
  %p = call i32 (ptr, ...) @printf(ptr @.str)
  br label %done

done:
  ret void
}

define i32 @my_size(i32 %c, ptr %s) {
  %r = call i32 @MPI_Comm_size(i32 %c, ptr %s)
  ret i32 %r
}

declare i32 @MPI_Bcast(ptr, i32, i32, i32, i32)
declare i32 @MPI_Comm_size(i32, ptr)
declare i32 @printf(ptr, ...)
`

const callerModule = `
@world = global i32 1140850688

define i32 @main() {
  %x = alloca i32
  %s = alloca i32
  %c = load i32, ptr @world
  call void @my_bcast(ptr %x, i32 1, i32 0, i32 %c)
  %k = call i32 @my_size(i32 %c, ptr %s)
  ret i32 %k
}

declare void @my_bcast(ptr, i32, i32, i32)
declare i32 @my_size(i32, ptr)
`

func TestWrapperCallsBecomeTheMPICall(t *testing.T) {
	w := parse(t, "w.ll", wrapperModule)
	c := parse(t, "c.ll", callerModule)
	rep := Unwrap([]*llvmir.Module{w, c})
	got := strings.Join(callsIn(t, c, "main"), "; ")
	want := "MPI_Bcast(%x, i32 1, i32 1275069445, i32 0, %c); MPI_Comm_size(%c, %s)"
	if got != want {
		t.Errorf("calls of main after Unwrap:\n got %s\nwant %s", got, want)
	}
	if len(rep.Rewritten) != 2 || len(rep.Wrappers) != 2 || rep.Wrappers[0] != (Wrapper{"my_bcast", "MPI_Bcast"}) {
		t.Errorf("report: %d sites, wrappers %v", len(rep.Rewritten), rep.Wrappers)
	}
	// Nothing references the wrappers any more: the model leaves them out.
	if !rep.Dead[w.Func("my_bcast")] || !rep.Dead[w.Func("my_size")] {
		t.Errorf("dead wrappers: %v", rep.Dead)
	}
	// The result of a wrapper that returns the MPI call's result is that result.
	if in := c.Func("main").Blocks[0].Insts[4]; in.Result != "k" || in.CalledFunction() != "MPI_Comm_size" {
		t.Errorf("the call keeps its result: %s = %s", in.Result, in.CalledFunction())
	}
}

// Functions that do more than forward their parameters to one MPI call stay functions.
func TestNotWrappers(t *testing.T) {
	cases := map[string]string{
		"two MPI calls": `
define void @w(i32 %c) {
  %a = call i32 @MPI_Barrier(i32 %c)
  %b = call i32 @MPI_Barrier(i32 %c)
  ret void
}`,
		"a computed argument": `
define void @w(ptr %b, i32 %n, i32 %c) {
  %m = mul i32 %n, 2
  %r = call i32 @MPI_Bcast(ptr %b, i32 %m, i32 1, i32 0, i32 %c)
  ret void
}`,
		"a store the caller sees": `
@g = global i32 0
define void @w(i32 %c) {
  store i32 1, ptr @g
  %r = call i32 @MPI_Barrier(i32 %c)
  ret void
}`,
		"a global argument": `
@comm = global i32 0
define void @w() {
  %c = load i32, ptr @comm
  %r = call i32 @MPI_Barrier(i32 %c)
  ret void
}`,
		"a loop": `
define void @w(i32 %c) {
  br label %l
l:
  %r = call i32 @MPI_Barrier(i32 %c)
  %again = icmp ne i32 %r, 0
  br i1 %again, label %l, label %e
e:
  ret void
}`,
		"a return that skips the call": `
define void @w(i32 %c, i1 %skip) {
  br i1 %skip, label %out, label %do
do:
  %r = call i32 @MPI_Barrier(i32 %c)
  ret void
out:
  ret void
}`,
		"another call": `
define void @w(i32 %c) {
  call void @log()
  %r = call i32 @MPI_Barrier(i32 %c)
  ret void
}`,
		"a return code slot given a computed value": `
define i32 @w(i32 %c) {
  %rc = alloca i32
  %r = call i32 @MPI_Barrier(i32 %c)
  %x = add i32 %r, 1
  store i32 %x, ptr %rc
  %l = load i32, ptr %rc
  ret i32 %l
}`,
		"a return code slot whose address escapes": `
define i32 @w(i32 %c) {
  %rc = alloca i32
  %r = call i32 @MPI_Barrier(i32 %c)
  store i32 %r, ptr %rc
  call void @log(ptr %rc)
  %l = load i32, ptr %rc
  ret i32 %l
}`,
		"a parameter returned through the return slot": `
define i32 @w(i32 %c) {
  %retval = alloca i32
  %c.addr = alloca i32
  store i32 %c, ptr %c.addr
  %0 = load i32, ptr %c.addr
  %r = call i32 @MPI_Barrier(i32 %0)
  %1 = load i32, ptr %c.addr
  store i32 %1, ptr %retval
  %l = load i32, ptr %retval
  ret i32 %l
}`,
		"returns something else": `
define i32 @w(i32 %c, i32 %v) {
  %r = call i32 @MPI_Barrier(i32 %c)
  ret i32 %v
}`,
	}
	for name, body := range cases {
		t.Run(name, func(t *testing.T) {
			src := body + `
declare i32 @MPI_Barrier(i32)
declare i32 @MPI_Bcast(ptr, i32, i32, i32, i32)
declare void @log(...)
`
			m := parse(t, "w.ll", src)
			if w := recognise(m.Func("w")); w != nil {
				t.Errorf("read as a wrapper of %s", w.callee.Name)
			}
		})
	}
}

// The -O0 shape of `int my_barrier(MPI_Comm c) { int rc = MPI_Barrier(c); if (rc !=
// MPI_SUCCESS) { fprintf(stderr, ...); MPI_Abort(c, rc); } return rc; }` and of a wrapper
// that returns MPI_SUCCESS through clang's return slot on one path and the code on the other:
// the return code kept in a stack slot is the MPI call's result.
func TestReturnCodeSlots(t *testing.T) {
	src := `
@stderr = external global ptr
@.str = private constant [6 x i8] c"fail\0A\00"

define i32 @my_barrier(i32 %c) {
  %c.addr = alloca i32
  %rc = alloca i32
  store i32 %c, ptr %c.addr
  %0 = load i32, ptr %c.addr
  %call = call i32 @MPI_Barrier(i32 %0)
  store i32 %call, ptr %rc
  %1 = load i32, ptr %rc
  %cmp = icmp ne i32 %1, 0
  br i1 %cmp, label %fail, label %end
fail:
  %2 = load ptr, ptr @stderr
  %p = call i32 (ptr, ptr, ...) @fprintf(ptr %2, ptr @.str)
  %3 = load i32, ptr %c.addr
  %4 = load i32, ptr %rc
  %a = call i32 @MPI_Abort(i32 %3, i32 %4)
  unreachable
end:
  %5 = load i32, ptr %rc
  ret i32 %5
}

define i32 @my_size(i32 %c, ptr %s) {
  %retval = alloca i32
  %c.addr = alloca i32
  %s.addr = alloca ptr
  store i32 %c, ptr %c.addr
  store ptr %s, ptr %s.addr
  %0 = load i32, ptr %c.addr
  %1 = load ptr, ptr %s.addr
  %call = call i32 @MPI_Comm_size(i32 %0, ptr %1)
  %cmp = icmp ne i32 %call, 0
  br i1 %cmp, label %bad, label %good
bad:
  store i32 %call, ptr %retval
  br label %return
good:
  store i32 0, ptr %retval
  br label %return
return:
  %2 = load i32, ptr %retval
  ret i32 %2
}

define i32 @main() {
  %s = alloca i32
  %a = call i32 @my_barrier(i32 1140850688)
  %b = call i32 @my_size(i32 1140850688, ptr %s)
  ret i32 %b
}

declare i32 @MPI_Barrier(i32)
declare i32 @MPI_Comm_size(i32, ptr)
declare i32 @MPI_Abort(i32, i32)
declare i32 @fprintf(ptr, ptr, ...)
`
	m := parse(t, "rc.ll", src)
	Unwrap([]*llvmir.Module{m})
	got := strings.Join(callsIn(t, m, "main"), "; ")
	want := "MPI_Barrier(i32 1140850688); MPI_Comm_size(i32 1140850688, %s)"
	if got != want {
		t.Errorf("calls of main after Unwrap:\n got %s\nwant %s", got, want)
	}
}

// Two definitions of one external name that do different things (two programs of one tree)
// leave its calls alone; an internal function of the caller's module hides the external one.
func TestNamesResolveLikeTheLinker(t *testing.T) {
	a := parse(t, "a.ll", `
define void @sync(i32 %c) {
  %r = call i32 @MPI_Barrier(i32 %c)
  ret void
}
define void @only(i32 %c) {
  %r = call i32 @MPI_Barrier(i32 %c)
  ret void
}
declare i32 @MPI_Barrier(i32)
`)
	b := parse(t, "b.ll", `
define void @sync(i32 %c) {
  %r = call i32 @MPI_Comm_free(ptr null)
  ret void
}
declare i32 @MPI_Comm_free(ptr)
`)
	c := parse(t, "c.ll", `
define internal void @only(i32 %c) {
  ret void
}
define void @main() {
  call void @sync(i32 1)
  call void @only(i32 1)
  ret void
}
declare void @sync(i32)
`)
	Unwrap([]*llvmir.Module{a, b, c})
	got := strings.Join(callsIn(t, c, "main"), "; ")
	if want := "sync(i32 1); only(i32 1)"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// A wrapper whose address is taken is still a function: its calls are rewritten, its body kept.
// A wrapper of a wrapper is read in the second round.
func TestAddressTakenAndNestedWrappers(t *testing.T) {
	m := parse(t, "m.ll", `
@hook = global ptr @sync

define void @sync(i32 %c) {
  %r = call i32 @MPI_Barrier(i32 %c)
  ret void
}
define void @world_sync() {
  call void @sync(i32 1140850688)
  ret void
}
define void @main() {
  call void @world_sync()
  ret void
}
declare i32 @MPI_Barrier(i32)
`)
	rep := Unwrap([]*llvmir.Module{m})
	if got, want := strings.Join(callsIn(t, m, "main"), "; "), "MPI_Barrier(i32 1140850688)"; got != want {
		t.Errorf("main calls %s, want %s", got, want)
	}
	if rep.Dead[m.Func("sync")] {
		t.Errorf("sync is referenced by @hook: it must stay")
	}
	if !rep.Dead[m.Func("world_sync")] {
		t.Errorf("world_sync is referenced nowhere once its call is rewritten")
	}
}

// UnwrapLocal (one file of a program, `parcoach cc`) reads only static wrappers: an external
// one may be called from files it does not see.
func TestUnwrapLocalReadsStaticWrappersOnly(t *testing.T) {
	m := parse(t, "m.ll", `
define internal void @quiet_sync(i32 %c) {
  %r = call i32 @MPI_Barrier(i32 %c)
  ret void
}
define void @sync(i32 %c) {
  %r = call i32 @MPI_Barrier(i32 %c)
  ret void
}
define void @main() {
  call void @quiet_sync(i32 1)
  call void @sync(i32 1)
  ret void
}
declare i32 @MPI_Barrier(i32)
`)
	rep := UnwrapLocal([]*llvmir.Module{m})
	if got, want := strings.Join(callsIn(t, m, "main"), "; "), "MPI_Barrier(i32 1); sync(i32 1)"; got != want {
		t.Errorf("main calls %s, want %s", got, want)
	}
	if !rep.Dead[m.Func("quiet_sync")] || rep.Dead[m.Func("sync")] {
		t.Errorf("dead: %v", rep.Dead)
	}
}
