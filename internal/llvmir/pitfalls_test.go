package llvmir

import (
	"strings"
	"testing"
)

// The tests of this file feed small snippets covering the pitfalls listed in
// notes/ir-facts.md §4 (and a few more) and check what the reader made of them.

func mustParse(t *testing.T, src string) *Module {
	t.Helper()
	m, err := Parse("snippet.ll", []byte(src))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return m
}

// insts returns all instructions of function fn in order.
func insts(m *Module, fn string) []*Inst {
	var out []*Inst
	if f := m.Func(fn); f != nil {
		for _, b := range f.Blocks {
			out = append(out, b.Insts...)
		}
	}
	return out
}

// op returns the first instruction with opcode op in function fn.
func op(m *Module, fn, op string) *Inst {
	for _, in := range insts(m, fn) {
		if in.Op == op {
			return in
		}
	}
	return nil
}

func text(m *Module, s Span) string { return string(m.Src[s.Start:s.End]) }

type pitfall struct {
	name  string
	src   string
	check func(t *testing.T, m *Module)
}

var pitfalls = []pitfall{
	{"multi-line invoke", `
define i32 @f() personality ptr @__gxx_personality_v0 {
  %1 = invoke i32 @MPI_Abort(i32 noundef 1140850688, i32 noundef 1)
          to label %ok unwind label %lp, !dbg !7
ok:
  ret i32 %1
lp:                                               ; preds = %0
  %2 = landingpad { ptr, i32 }
          cleanup, !dbg !8
  resume { ptr, i32 } %2
}
declare i32 @__gxx_personality_v0(...)
declare i32 @MPI_Abort(i32, i32)
!7 = !{}
!8 = !{}
`, func(t *testing.T, m *Module) {
		in := op(m, "f", "invoke")
		if in.CalledFunction() != "MPI_Abort" || len(in.Args) != 2 || in.Args[1].Int != 1 || in.Result != "1" || in.Type != "i32" {
			t.Errorf("invoke = %+v", in)
		}
		if names(in.Succs) != "[ok,lp]" || in.Dbg != 7 {
			t.Errorf("invoke succs %s dbg %d", names(in.Succs), in.Dbg)
		}
		if got := text(m, in.Span); !strings.HasPrefix(got, "%1 = invoke") || !strings.HasSuffix(got, "!dbg !7") {
			t.Errorf("invoke span = %q", got)
		}
		lp := op(m, "f", "landingpad")
		if lp.Type != "{ ptr, i32 }" || lp.Dbg != 8 || !strings.HasSuffix(text(m, lp.Span), "cleanup, !dbg !8") {
			t.Errorf("landingpad = %+v %q", lp, text(m, lp.Span))
		}
		f := m.Func("f")
		if f.Blocks[0].Name != "0" || names(f.Blocks[2].Preds) != "[0]" || names(f.Blocks[0].Succs) != "[ok,lp]" {
			t.Errorf("cfg: %s", dump(m))
		}
		if r := op(m, "f", "resume"); len(r.Operands) != 1 || r.Operands[0].Name != "2" {
			t.Errorf("resume = %+v", r)
		}
	}},
	{"multi-line switch with duplicate successors", `
define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 0, label %a
    i32 1, label %a
    i32 -7, label %b
  ], !dbg !3
a:
  br label %d
b:
  br label %d
d:
  ret void
}
!3 = !{}
`, func(t *testing.T, m *Module) {
		in := op(m, "f", "switch")
		if len(in.Operands) != 4 || in.Operands[0].Name != "x" || in.Operands[3].Int != -7 || in.Operands[3].Type != "i32" {
			t.Errorf("switch operands = %s", dump(m))
		}
		if names(in.Succs) != "[d,a,a,b]" || in.Dbg != 3 {
			t.Errorf("switch succs = %s", names(in.Succs))
		}
		f := m.Func("f")
		if names(f.Blocks[0].Succs) != "[d,a,b]" || names(f.Blocks[3].Preds) != "[entry,a,b]" {
			t.Errorf("block succs = %s preds(d) = %s", names(f.Blocks[0].Succs), names(f.Blocks[3].Preds))
		}
		if !strings.HasSuffix(text(m, in.Span), "], !dbg !3") {
			t.Errorf("span = %q", text(m, in.Span))
		}
	}},
	{"landingpad clauses", `
define void @f() personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @g() to label %1 unwind label %2
1:
  ret void
2:
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIc to i8*)]
  unreachable
}
declare i32 @__gxx_personality_v0(...)
declare void @g()
@_ZTIi = external constant ptr
@_ZTIc = external constant ptr
`, func(t *testing.T, m *Module) {
		lp := op(m, "f", "landingpad")
		if len(lp.Operands) != 3 || lp.Operands[0].Base().Name != "_ZTIi" || lp.Operands[1].Kind != ValNull || lp.Operands[2].Kind != ValAggregate {
			t.Errorf("landingpad = %s", dump(m))
		}
		if in := op(m, "f", "invoke"); in.CalledFunction() != "g" || names(in.Succs) != "[1,2]" {
			t.Errorf("one-line invoke = %s", dump(m))
		}
	}},
	{"callbr", `
define i32 @f(i32 %x) {
  callbr void asm "jmp ${0:l}", "!i"()
          to label %ft [label %out, label %out2]
ft:
  ret i32 0
out:
  ret i32 1
out2:
  ret i32 2
}
`, func(t *testing.T, m *Module) {
		in := op(m, "f", "callbr")
		if in.Callee == nil || in.Callee.Kind != ValAsm || in.CalledFunction() != "" || names(in.Succs) != "[ft,out,out2]" {
			t.Errorf("callbr = %s", dump(m))
		}
	}},
	{"semicolons in strings and comments", `
@0 = private unnamed_addr constant [27 x i8] c";omp_mpi.c;f_single;53;1;;\00", align 1 ; comment; with ;
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 26, ptr @0 }, align 8
define void @f() { ; comment
  call void @g(ptr @0) ; trailing ; comment "with quote
  ret void
}
declare void @g(ptr)
`, func(t *testing.T, m *Module) {
		s, ok := m.Global("0").String()
		if !ok || s != ";omp_mpi.c;f_single;53;1;;" {
			t.Errorf("string = %q", s)
		}
		if m.Global("1").Init.Elems()[1].Int != 322 || m.Global("1").Init.Elems()[4].Name != "0" {
			t.Errorf("ident = %s", dump(m))
		}
		if in := op(m, "f", "call"); in.CalledFunction() != "g" || len(in.Args) != 1 {
			t.Errorf("call = %s", dump(m))
		}
	}},
	{"quoted names", `
%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
@"\01foo" = global i32 0
define void @"_ZN6MatrixIdE5applyIZ4mainE3$_1EEvT_"(ptr %"this arg") {
"entry block":
  %"a\22b" = load i32, ptr @"\01foo"
  br label %"quoted label"
"quoted label":                                   ; preds = %"entry block"
  call void @"_ZN6MatrixIdE5applyIZ4mainE3$_1EEvT_"(ptr %"this arg")
  ret void
}
`, func(t *testing.T, m *Module) {
		f := m.Func("_ZN6MatrixIdE5applyIZ4mainE3$_1EEvT_")
		if f == nil || f.Params[0].Name != "this arg" || f.Blocks[0].Name != "entry block" || f.Blocks[1].Name != "quoted label" {
			t.Fatalf("quoted function: %s", dump(m))
		}
		ld := op(m, f.Name, "load")
		if ld.Result != `a"b` || ld.Operands[0].Name != "\x01foo" || m.Global("\x01foo") == nil {
			t.Errorf("load = %s", dump(m))
		}
		if names(f.Blocks[1].Preds) != "[entry block]" {
			t.Errorf("preds = %s", names(f.Blocks[1].Preds))
		}
		if in := op(m, f.Name, "call"); in.CalledFunction() != f.Name {
			t.Errorf("recursive call = %q", in.CalledFunction())
		}
	}},
	{"implicit entry labels", `
define void @a(i32 %0, ptr %1) {
  br label %4
4:
  ret void
}
define void @b() {
  br label %1
1:
  ret void
}
define void @c(ptr %tid.addr, ptr %zero.addr) {
  br label %1
1:
  ret void
}
`, func(t *testing.T, m *Module) {
		for fn, want := range map[string]string{"a": "2", "b": "0", "c": "0"} {
			f := m.Func(fn)
			if f.Blocks[0].Name != want || len(f.Blocks[1].Preds) != 1 || f.Blocks[1].Preds[0] != f.Blocks[0] {
				t.Errorf("@%s entry = %q: %s", fn, f.Blocks[0].Name, dump(m))
			}
		}
	}},
	{"attributes", `
define dso_local noundef nonnull align 8 dereferenceable(16) ptr @f(ptr noundef byval(%struct.S) align 8 %0, ptr sret(%struct.S) align 4 %1, i32 noundef range(i32 0, 10) %2, float nofpclass(nan inf) %3, ptr nocapture readonly dereferenceable_or_null(8) %4) unnamed_addr #0 section ".text" align 16 {
  %6 = call noundef nonnull align 8 dereferenceable(16) ptr @g(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr elementtype(i32) %1, i32 noundef signext range(i32 0, 5) 3) #5 [ "funclet"(token none) ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 16, i1 false) memory(argmem: readwrite)
  %7 = call fast float @h(float nofpclass(nan) 1.0)
  ret ptr %6
}
attributes #0 = { noinline nounwind optnone uwtable memory(argmem: readwrite) "frame-pointer"="all" "target-features"="+cx8,+mmx" }
attributes #5 = { builtin }
declare void @g()
declare void @h()
`, func(t *testing.T, m *Module) {
		f := m.Func("f")
		if f.RetType != "ptr" || len(f.Params) != 5 || f.Params[0].Type != "ptr" || f.Params[0].Name != "0" || f.Params[4].Name != "4" {
			t.Errorf("header: %s", dump(m))
		}
		c := op(m, "f", "call")
		if c.Type != "ptr" || c.CalledFunction() != "g" || len(c.Args) != 3 || c.Args[2].Int != 3 || c.Args[1].Name != "1" {
			t.Errorf("call: %s", dump(m))
		}
		all := insts(m, "f")
		if all[1].CalledFunction() != "llvm.memcpy.p0.p0.i64" || len(all[1].Args) != 4 || all[1].Args[3].Int != 0 {
			t.Errorf("memcpy: %s", dump(m))
		}
		if all[2].Type != "float" || all[2].Args[0].Kind != ValFloat {
			t.Errorf("fast call: %s", dump(m))
		}
	}},
	{"comdat module asm target alias ifunc", `
; ModuleID = 'x.cpp'
source_filename = "x\5Cy.cpp"
target datalayout = "e-m:e-i64:64"
target triple = "x86_64-pc-linux-gnu"
module asm "  .globl foo"
module asm "foo: ret"
$_Z3fooi = comdat any
$_ZTV4Base = comdat any
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD1Ev, ptr @_ZN4BaseD0Ev, ptr @_ZN4Base4workEi] }, comdat, align 8
@alias = dso_local alias i32 (i32), ptr @g
@ifn = ifunc void (), ptr @resolver
define linkonce_odr dso_local i32 @_Z3fooi(i32 %0) #1 comdat {
  ret i32 %0
}
define weak_odr void @h() comdat($_Z3fooi) {
  ret void
}
uselistorder ptr @g, { 1, 0 }
uselistorder_bb @h, %1, { 1, 0 }
@_ZTI4Base = external constant ptr
declare void @_ZN4BaseD1Ev()
declare void @_ZN4BaseD0Ev()
declare void @_ZN4Base4workEi()
declare i32 @g(i32)
declare ptr @resolver()
attributes #1 = { nounwind }
!llvm.module.flags = !{}
`, func(t *testing.T, m *Module) {
		if m.SourceFilename != `x\y.cpp` {
			t.Errorf("source_filename = %q", m.SourceFilename)
		}
		if len(m.Aliases) != 2 || m.Aliases[0].Name != "alias" || m.Aliases[0].Target.Name != "g" || m.Aliases[1].Kind != "ifunc" {
			t.Errorf("aliases = %+v", m.Aliases)
		}
		vt := m.Global("_ZTV4Base")
		if vt.Linkage != "linkonce_odr" || !vt.Constant || len(vt.Init.Elems()) != 1 || len(vt.Init.Elems()[0].Elems()) != 5 || vt.Init.Elems()[0].Elems()[4].Name != "_ZN4Base4workEi" {
			t.Errorf("vtable = %s", dump(m))
		}
		if f := m.Func("_Z3fooi"); f == nil || f.Linkage != "linkonce_odr" || len(f.Blocks) != 1 {
			t.Errorf("comdat function: %s", dump(m))
		}
	}},
	{"metadata attachments and llvm.dbg.declare", `
define void @f(ptr %p) !dbg !5 {
  call void @llvm.dbg.declare(metadata ptr %p, metadata !27, metadata !DIExpression(DW_OP_plus_uconst, 8)), !dbg !28
  call void @llvm.dbg.value(metadata !DIArgList(ptr %p, i32 0), metadata !27, metadata !DIExpression())
  %1 = load i32, ptr %p, align 4, !tbaa !9, !dbg !29, !llvm.access.group !12, !nonnull !{}
  br label %2, !llvm.loop !30
2:
  ret void, !dbg !31
}
!5 = !{}
!9 = !{}
!12 = !{}
!27 = !{}
!28 = !{}
!29 = !{}
!30 = !{}
!31 = !{}
`, func(t *testing.T, m *Module) {
		// The calls of llvm.dbg.declare and llvm.dbg.value are read as LLVM 19's records are:
		// the declare names the variable p holds, neither stays an instruction.
		all := insts(m, "f")
		if d := m.Func("f").Declares; len(d) != 1 || d[0] != (Declare{Local: "p", Var: 27}) {
			t.Errorf("declares = %+v, want [{p 27}]", d)
		}
		if len(all) != 3 || all[0].Op != "load" || all[0].Dbg != 29 || all[0].Type != "i32" || all[1].Dbg != -1 || all[2].Dbg != 31 {
			t.Errorf("attachments: %s", dump(m))
		}
		if m.Func("f").Subprogram != 5 {
			t.Errorf("subprogram = %d", m.Func("f").Subprogram)
		}
	}},
	{"uselistorder and debug records in bodies", `
define void @f(ptr %p) {
  %1 = load i32, ptr %p
    #dbg_value(i32 %1, !10, !DIExpression(), !11)
  #dbg_declare(ptr %p, !12, !DIExpression(), !13)
  ret void
  uselistorder ptr %p, { 1, 0 }
}
!10 = !{}
!11 = !{}
!12 = !{}
!13 = !{}
`, func(t *testing.T, m *Module) {
		all := insts(m, "f")
		if len(all) != 2 || all[1].Op != "ret" {
			t.Errorf("insts: %s", dump(m))
		}
		// The declare record names the variable p holds (the value record is not a declaration).
		if d := m.Func("f").Declares; len(d) != 1 || d[0] != (Declare{Local: "p", Var: 12}) {
			t.Errorf("declares = %+v, want [{p 12}]", d)
		}
	}},
	{"literals: hex floats, vectors, packed structs, big ints", `
%P = type <{ i8, i32 }>
@p = global %P <{ i8 1, i32 2 }>
@v = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@h = global half 0xH3C00
@k = global x86_fp80 0xK3FFF8000000000000000
@d = global double 0x3FF0000000000000
@e = global double 1.500000e+00
@b = global i128 170141183460469231731687303715884105727
@n = global i64 -9223372036854775808
define <4 x i32> @f(<4 x i32> %a, <4 x float> %x) {
  %1 = add <4 x i32> %a, <i32 1, i32 1, i32 1, i32 1>
  %2 = shufflevector <4 x i32> %1, <4 x i32> poison, <4 x i32> zeroinitializer
  %3 = extractelement <4 x i32> %2, i64 0
  %4 = insertelement <4 x i32> %2, i32 %3, i32 1
  %5 = fcmp fast olt <4 x float> %x, splat (float 1.0)
  %6 = fadd double 0x3FF0000000000000, 1.0
  %7 = fneg fast float 1.0
  ret <4 x i32> %4
}
`, func(t *testing.T, m *Module) {
		if g := m.Global("p"); g.Type != "%P" || g.Init.Kind != ValAggregate || len(g.Init.Elems()) != 2 || g.Init.Elems()[1].Int != 2 {
			t.Errorf("packed: %s", dump(m))
		}
		if g := m.Global("v"); len(g.Init.Elems()) != 4 || g.Init.Elems()[3].Int != 4 || g.Type != "<4 x i32>" {
			t.Errorf("vector: %s", dump(m))
		}
		for _, n := range []string{"h", "k", "d", "e"} {
			if g := m.Global(n); g.Init.Kind != ValFloat {
				t.Errorf("@%s not a float: %s", n, dumpVal(g.Init))
			}
		}
		if g := m.Global("k"); g.Init.Text != "0xK3FFF8000000000000000" {
			t.Errorf("x86_fp80 text = %q", g.Init.Text)
		}
		if g := m.Global("b"); g.Init.Kind != ValInt || g.Init.Int != 0 || g.Init.Text != "170141183460469231731687303715884105727" {
			t.Errorf("i128: %+v", g.Init)
		}
		if g := m.Global("n"); g.Init.Int != -9223372036854775808 {
			t.Errorf("min int64: %+v", g.Init)
		}
		all := insts(m, "f")
		want := []string{"<4 x i32>", "<4 x i32>", "i32", "<4 x i32>", "<4 x i1>", "double", "float", ""}
		for i, in := range all {
			if in.Type != want[i] {
				t.Errorf("%s type = %q, want %q", in.Op, in.Type, want[i])
			}
		}
		if all[0].Operands[1].Kind != ValAggregate || len(all[0].Operands[1].Elems()) != 4 {
			t.Errorf("vector operand: %s", dump(m))
		}
		if all[4].Pred != "olt" || all[4].Operands[1].Expr() != "splat" {
			t.Errorf("fcmp: %s", dump(m))
		}
	}},
	{"blockaddress and indirectbr", `
@tbl = internal global [2 x ptr] [ptr blockaddress(@f, %2), ptr blockaddress(@f, %"x y")], align 16
define i32 @f(ptr %0) {
  indirectbr ptr %0, [label %2, label %"x y"]
2:
  ret i32 1
"x y":
  ret i32 2
}
`, func(t *testing.T, m *Module) {
		ba := m.Global("tbl").Init.Elems()[1]
		if ba.Expr() != "blockaddress" || len(ba.Elems()) != 2 || ba.Elems()[0].Name != "f" || ba.Elems()[1].Kind != ValLabel || ba.Elems()[1].Name != "x y" {
			t.Errorf("blockaddress: %s", dumpVal(ba))
		}
		ib := op(m, "f", "indirectbr")
		if len(ib.Operands) != 1 || names(ib.Succs) != "[2,x y]" {
			t.Errorf("indirectbr: %s", dump(m))
		}
	}},
	{"dso_local_equivalent no_cfi inrange", `
@vt = constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr dso_local_equivalent @f, ptr no_cfi @f] }
@vp = global ptr getelementptr inbounds ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, inrange i32 0, i32 2)
@vq = global ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Base, i64 0, i32 0, i64 2)
@mp = global ptr getelementptr (i8, ptr @mpipriv1_, i64 4)
@ty = global i8* getelementptr inbounds ([28 x i8], [28 x i8]* @0, i32 0, i32 0)
define void @f() {
  ret void
}
@_ZTV4Base = external constant { [5 x ptr] }
@mpipriv1_ = external global [7 x i32]
@0 = external constant [28 x i8]
`, func(t *testing.T, m *Module) {
		els := m.Global("vt").Init.Elems()[0].Elems()
		if els[1].Expr() != "dso_local_equivalent" || els[1].Elems()[0].Name != "f" || els[2].Expr() != "no_cfi" {
			t.Errorf("vt: %s", dump(m))
		}
		for _, n := range []string{"vp", "vq"} {
			if b := m.Global(n).Init.Base(); b.Name != "_ZTV4Base" {
				t.Errorf("@%s base = %s", n, dumpVal(b))
			}
		}
		if b := m.Global("mp").Init; b.Base().Name != "mpipriv1_" || len(b.Elems()) != 2 || b.Elems()[1].Int != 4 {
			t.Errorf("mp = %s", dumpVal(b))
		}
		if b := m.Global("ty").Init.Base(); b.Name != "0" || b.Type != "[28 x i8]*" {
			t.Errorf("typed gep base = %s", dumpVal(b))
		}
	}},
	{"atomics", `
define void @f(ptr %p, ptr %q) {
  %1 = load atomic i32, ptr %p seq_cst, align 4
  store atomic volatile i32 %1, ptr %p syncscope("singlethread") release, align 4
  fence syncscope("agent") acquire
  %2 = cmpxchg weak volatile ptr %p, i32 0, i32 1 syncscope("agent") acq_rel monotonic, align 4
  %3 = extractvalue { i32, i1 } %2, 1
  %4 = atomicrmw volatile add ptr %p, i32 1 seq_cst, align 4
  %5 = atomicrmw fadd ptr %q, double 1.000000e+00 monotonic
  %6 = atomicrmw xchg ptr %q, ptr null acquire
  ret void
}
`, func(t *testing.T, m *Module) {
		all := insts(m, "f")
		if all[0].Type != "i32" || len(all[0].Operands) != 1 || all[0].Operands[0].Name != "p" {
			t.Errorf("load atomic: %s", dump(m))
		}
		if len(all[1].Operands) != 2 || all[1].Operands[1].Name != "p" {
			t.Errorf("store atomic: %s", dump(m))
		}
		if len(all[2].Operands) != 0 || all[2].Op != "fence" {
			t.Errorf("fence: %s", dump(m))
		}
		if all[3].Type != "{ i32, i1 }" || len(all[3].Operands) != 3 {
			t.Errorf("cmpxchg: %s", dump(m))
		}
		if all[4].Type != "" || len(all[4].Operands) != 2 || all[4].Operands[1].Int != 1 {
			t.Errorf("extractvalue: %s", dump(m))
		}
		if all[5].Pred != "add" || all[5].Type != "i32" || all[6].Pred != "fadd" || all[6].Type != "double" || all[7].Pred != "xchg" || all[7].Operands[1].Kind != ValNull {
			t.Errorf("atomicrmw: %s", dump(m))
		}
	}},
	{"fneg freeze va_arg select casts flags", `
define void @f(ptr %ap, i64 %x, i1 %c) {
  %1 = va_arg ptr %ap, i32
  %2 = va_arg ptr %ap, %struct.S
  %3 = freeze i64 %x
  %4 = fneg double 1.0
  %5 = select i1 %c, i32 %1, i32 7
  %6 = trunc nuw nsw i64 %x to i32
  %7 = zext nneg i32 %6 to i64
  %8 = or disjoint i64 %7, 1
  %9 = lshr exact i64 %8, 1
  %10 = getelementptr inbounds nuw [4 x i32], ptr %ap, i64 0, i64 %9
  %11 = icmp samesign ult i64 %9, 3
  %12 = inttoptr i64 %x to ptr
  %13 = bitcast i32* %12 to i8*
  %14 = addrspacecast ptr %12 to ptr addrspace(1)
  %15 = sdiv exact i32 %6, 4
  %16 = alloca [10 x i32], i64 %x, align 16, addrspace(5)
  ret void
}
`, func(t *testing.T, m *Module) {
		want := []string{"i32", "%struct.S", "i64", "double", "i32", "i32", "i64", "i64", "i64", "ptr", "i1", "ptr", "i8*", "ptr addrspace(1)", "i32", "[10 x i32]", ""}
		for i, in := range insts(m, "f") {
			if in.Type != want[i] {
				t.Errorf("%s %s: type %q, want %q", in.Result, in.Op, in.Type, want[i])
			}
		}
		all := insts(m, "f")
		if all[9].Operands[0].Name != "ap" || len(all[9].Operands) != 3 || all[10].Pred != "ult" {
			t.Errorf("gep/icmp: %s", dump(m))
		}
		if all[15].Operands[0].Name != "x" || len(all[15].Operands) != 1 {
			t.Errorf("alloca: %s", dump(m))
		}
	}},
	{"exception handling pads", `
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %cont unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %handler, label %h2] unwind to caller
handler:
  %cp = catchpad within %cs [ptr @"??_R0H@8", i32 0, ptr null]
  call void @g() [ "funclet"(token %cp) ]
  catchret from %cp to label %cont
h2:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind label %term
term:
  %t = cleanuppad within none []
  cleanupret from %t unwind to caller
cont:
  ret void
}
declare i32 @__CxxFrameHandler3(...)
declare void @g()
@"??_R0H@8" = external global ptr
`, func(t *testing.T, m *Module) {
		cs := op(m, "f", "catchswitch")
		if cs.Type != "token" || names(cs.Succs) != "[handler,h2]" || len(cs.Operands) != 1 || cs.Operands[0].Kind != ValNull {
			t.Errorf("catchswitch: %s", dump(m))
		}
		cp := op(m, "f", "catchpad")
		if len(cp.Operands) != 4 || cp.Operands[0].Name != "cs" || cp.Operands[1].Name != "??_R0H@8" {
			t.Errorf("catchpad: %s", dump(m))
		}
		cr := op(m, "f", "catchret")
		if names(cr.Succs) != "[cont]" || len(cr.Operands) != 1 || !cr.IsTerminator() {
			t.Errorf("catchret: %s", dump(m))
		}
		cl := op(m, "f", "cleanupret")
		if names(cl.Succs) != "[term]" {
			t.Errorf("cleanupret: %s", dump(m))
		}
		if f := m.Func("f"); len(f.Blocks) != 6 || names(f.Blocks[1].Succs) != "[handler,h2]" {
			t.Errorf("cfg: %s", dump(m))
		}
	}},
	{"call forms", `
define void @f(ptr %fp) {
  %1 = tail call i32 @g(i32 1)
  %2 = musttail call fastcc i32 @g(i32 2)
  %3 = notail call cc 10 i32 @g(i32 3)
  %4 = call i32 bitcast (i32 (...)* @foo to i32 (i32)*)(i32 1)
  %5 = call i32 (i32, ...) bitcast (i32 (...)* @foo to i32 (i32, ...)*)(i32 1, i32 2)
  %6 = call i32 %fp(i32 1)
  %7 = call i32 asm sideeffect "mov $1, $0", "=r,r,~{memory}"(i32 %6)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @1, i32 1, ptr @.omp_outlined., ptr %fp)
  %8 = call addrspace(0) ptr @h()
  %9 = call void (i32)* (i8*) @getfp(i8* null)
  call x86_stdcallcc void @k() #0
  ret void
}
declare i32 @g(i32)
declare i32 @foo(...)
declare void @__kmpc_fork_call(ptr, i32, ptr, ...)
@1 = external global ptr
declare void @.omp_outlined.()
declare ptr @h()
declare ptr @getfp(ptr)
declare void @k()
attributes #0 = { nounwind }
`, func(t *testing.T, m *Module) {
		all := insts(m, "f")
		wantFn := []string{"g", "g", "g", "foo", "foo", "", "", "__kmpc_fork_call", "h", "getfp", "k"}
		wantTy := []string{"i32", "i32", "i32", "i32", "i32", "i32", "i32", "void", "ptr", "void (i32)*", "void"}
		for i, w := range wantFn {
			if all[i].Op != "call" || all[i].CalledFunction() != w || all[i].Type != wantTy[i] {
				t.Errorf("call %d: op %q fn %q type %q, want %q %q", i, all[i].Op, all[i].CalledFunction(), all[i].Type, w, wantTy[i])
			}
		}
		if all[5].Callee.Kind != ValLocal || all[6].Callee.Kind != ValAsm || len(all[6].Args) != 1 {
			t.Errorf("indirect/asm: %s", dump(m))
		}
		if a := all[7].Args; len(a) != 4 || a[2].Name != ".omp_outlined." || a[1].Int != 1 {
			t.Errorf("fork_call: %s", dump(m))
		}
	}},
	{"phi", `
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %r = phi i32 [ 1, %a ], [ ptrtoint (ptr @g to i32), %b ], !dbg !4
  %s = phi fast double [ 0.0, %a ], [ 1.0, %b ]
  ret i32 %r
}
declare void @g()
!4 = !{}
`, func(t *testing.T, m *Module) {
		in := op(m, "f", "phi")
		if len(in.Operands) != 2 || names(in.PhiBlocks) != "[a,b]" || in.Operands[1].Expr() != "ptrtoint" || in.Dbg != 4 || in.Type != "i32" {
			t.Errorf("phi: %s", dump(m))
		}
		if s := insts(m, "f")[4]; s.Type != "double" || names(s.PhiBlocks) != "[a,b]" {
			t.Errorf("phi fast: %s", dump(m))
		}
	}},
	{"globals", `
@ext = external global i32, align 4
@com = common global [10 x double] zeroinitializer, align 16
@tls = thread_local(initialexec) global i32 3, align 4
@sec = internal addrspace(1) global i32 1, section ".data.x", comdat, align 4, !dbg !0
@ptr = internal global ptr @ext
@str = private unnamed_addr constant [4 x i8] c"a\22b\00"
@arr = global [2 x { i32, ptr }] [{ i32, ptr } { i32 1, ptr null }, { i32, ptr } zeroinitializer]
@mpipriv1_ = common global [7 x i32] zeroinitializer
@ew = extern_weak global i8
@_QFECmpi_comm_world = internal constant i32 1140850688
@.gomp_critical_user_.var = common global [8 x i32] zeroinitializer, align 8
!0 = !{}
`, func(t *testing.T, m *Module) {
		if g := m.Global("ext"); g.Linkage != "external" || g.Init != nil || g.Type != "i32" || g.Constant {
			t.Errorf("ext: %+v", g)
		}
		if g := m.Global("com"); g.Linkage != "common" || g.Init.Kind != ValNull {
			t.Errorf("common: %+v", g)
		}
		if g := m.Global("tls"); g.Init.Int != 3 || g.Linkage != "" {
			t.Errorf("tls: %+v", g)
		}
		if g := m.Global("sec"); g.Linkage != "internal" || g.Init.Int != 1 {
			t.Errorf("sec: %+v", g)
		}
		if s, ok := m.Global("str").String(); !ok || s != `a"b` {
			t.Errorf("str = %q", s)
		}
		if g := m.Global("arr"); len(g.Init.Elems()) != 2 || g.Init.Elems()[1].Kind != ValNull {
			t.Errorf("arr: %s", dumpVal(g.Init))
		}
		if g := m.Global("_QFECmpi_comm_world"); !g.Constant || g.Init.Int != 1140850688 {
			t.Errorf("flang param: %+v", g)
		}
		if _, ok := m.Global("ext").String(); ok {
			t.Errorf("String of non-string")
		}
		if len(m.Globals) != 11 {
			t.Errorf("%d globals", len(m.Globals))
		}
	}},
	{"declare forms", `
declare !callback !61 void @__kmpc_fork_call(ptr, i32, ptr, ...) #5
declare i32 @MPI_Barrier(i32 noundef) #2
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1
declare dso_local i32 @printf(i8* noundef, ...)
declare void @fp(void (i32*, i32*, ...)*)
attributes #1 = { nounwind }
attributes #2 = { nounwind }
attributes #5 = { nounwind }
!61 = !{}
`, func(t *testing.T, m *Module) {
		f := m.Func("__kmpc_fork_call")
		if f == nil || !f.Decl || !f.Variadic || len(f.Params) != 3 || f.RetType != "void" {
			t.Errorf("fork_call decl: %s", dump(m))
		}
		if f := m.Func("fp"); f.Params[0].Type != "void (i32*, i32*, ...)*" {
			t.Errorf("fp param type %q", f.Params[0].Type)
		}
		if f := m.Func("printf"); !f.Variadic || f.Params[0].Type != "i8*" {
			t.Errorf("printf: %s", dump(m))
		}
		if got := text(m, m.Func("MPI_Barrier").Span); got != "declare i32 @MPI_Barrier(i32 noundef) #2" {
			t.Errorf("declare span %q", got)
		}
	}},
	{"function data and personality", `
define void @f() prefix i32 123 prologue i8 144 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) gc "statepoint-example" !dbg !9 {
  ret void
}
declare i32 @__gxx_personality_v0(...)
!9 = !{}
`, func(t *testing.T, m *Module) {
		if f := m.Func("f"); f.Subprogram != 9 || len(f.Blocks) != 1 {
			t.Errorf("f: %s", dump(m))
		}
	}},
	{"CRLF line endings", "define void @f() {\r\n  %1 = add i32 1, 2\r\n  br label %2\r\n2:\r\n  ret void\r\n}\r\n",
		func(t *testing.T, m *Module) {
			all := insts(m, "f")
			if len(all) != 3 || text(m, all[0].Span) != "%1 = add i32 1, 2" || names(all[1].Succs) != "[2]" {
				t.Errorf("crlf: %s", dump(m))
			}
		}},
	{"one-line function", "define void @f() { ret void }\ndefine void @g() {\n  ret void\n}\n",
		func(t *testing.T, m *Module) {
			if len(insts(m, "f")) != 1 || len(insts(m, "g")) != 1 {
				t.Errorf("one-line: %s", dump(m))
			}
		}},
	{"aggregate return and store", `
define { i32, i1 } @f(ptr %p) {
  store <2 x i32> <i32 1, i32 2>, ptr %p
  store [2 x i8] c"a\00", ptr %p
  store %struct.S { i32 1 }, ptr %p
  %1 = insertvalue { i32, i1 } undef, i32 1, 0
  ret { i32, i1 } { i32 1, i1 true }
}
`, func(t *testing.T, m *Module) {
		all := insts(m, "f")
		for i := 0; i < 3; i++ {
			if len(all[i].Operands) != 2 || all[i].Operands[0].Kind != ValAggregate || all[i].Operands[1].Name != "p" {
				t.Errorf("store %d: %s", i, dump(m))
			}
		}
		if all[3].Type != "{ i32, i1 }" || all[3].Operands[0].Kind != ValUndef || len(all[3].Operands) != 3 {
			t.Errorf("insertvalue: %s", dump(m))
		}
		if r := all[4]; len(r.Operands) != 1 || r.Operands[0].Elems()[1].Int != 1 {
			t.Errorf("ret aggregate: %s", dump(m))
		}
	}},
	{"typed pointers", `
%struct.ident_t = type { i32, i32, i32, i32, i8* }
define void @f(%struct.S* byval(%struct.S) align 8 %0, i32** %1) {
  %3 = load i32*, i32** %1, align 8
  %4 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 1
  store i32* %3, i32** %1, align 8
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined. to void (i32*, i32*, ...)*))
  %5 = call i32 @MPI_Allreduce(i8* noundef inttoptr (i64 -1 to i8*), i8* noundef %3)
  ret void
}
declare void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...)
@4 = external global %struct.ident_t
declare void @.omp_outlined.(i32*, i32*)
declare i32 @MPI_Allreduce(i8*, i8*)
`, func(t *testing.T, m *Module) {
		all := insts(m, "f")
		if all[0].Type != "i32*" || all[0].Operands[0].Type != "i32**" {
			t.Errorf("load: %s", dump(m))
		}
		if all[1].Type != "%struct.S*" || all[1].Operands[0].Name != "0" || len(all[1].Operands) != 3 {
			t.Errorf("gep: %s", dump(m))
		}
		if b := all[3].Args[2].Base(); b.Name != ".omp_outlined." || all[3].Type != "void" {
			t.Errorf("fork_call: %s", dump(m))
		}
		if a := all[4].Args[0]; a.Expr() != "inttoptr" || a.Elems()[0].Int != -1 {
			t.Errorf("MPI_IN_PLACE: %s", dumpVal(a))
		}
		if f := m.Func("f"); f.Params[0].Type != "%struct.S*" {
			t.Errorf("byval param: %+v", f.Params[0])
		}
	}},
	{"flang names and alloca outside entry", `
define void @_QQmain() {
  %1 = alloca i32, i64 1, align 4
  br label %omp.par.region
omp.par.region:                                   ; preds = %0
  %2 = alloca i32, i64 1, align 4
  %omp_global_thread_num2 = call i32 @__kmpc_global_thread_num(ptr @1)
  store i32 1140850688, ptr %2, align 4
  call void @mpi_barrier_(ptr %2, ptr %1)
  ret void
}
declare i32 @__kmpc_global_thread_num(ptr)
@1 = external global ptr
declare void @mpi_barrier_(ptr)
`, func(t *testing.T, m *Module) {
		f := m.Func("_QQmain")
		if f.Blocks[1].Name != "omp.par.region" || f.Blocks[1].Insts[1].Result != "omp_global_thread_num2" || f.Blocks[1].Insts[0].Type != "i32" {
			t.Errorf("flang: %s", dump(m))
		}
	}},
}

func TestPitfalls(t *testing.T) {
	for _, tc := range pitfalls {
		t.Run(tc.name, func(t *testing.T) {
			m := mustParse(t, tc.src)
			for _, p := range m.Problems {
				t.Errorf("problem: %s", p)
			}
			tc.check(t, m)
			checkSpans(t, m)
		})
	}
}

// checkSpans verifies that every instruction span starts at its first
// character and ends at the end of its last line.
func checkSpans(t *testing.T, m *Module) {
	t.Helper()
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				s := text(m, in.Span)
				if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' || s[len(s)-1] == '\r' || strings.HasSuffix(s, "\n") {
					t.Errorf("bad span %q", s)
					continue
				}
				if e := int(in.Span.End); e < len(m.Src) && m.Src[e] != '\n' && m.Src[e] != '\r' && m.Src[e] != ' ' && m.Src[e] != '}' {
					t.Errorf("span %q does not end a line", s)
				}
				if !strings.HasPrefix(s, in.Op) && !strings.HasPrefix(s, "%") && !strings.Contains(s[:min(len(s), 10)], "call") {
					t.Errorf("span %q does not start the instruction %s", s, in.Op)
				}
			}
		}
	}
}
