package llvmir

import (
	"bytes"
	"fmt"
	"strconv"
)

// genModule builds a synthetic module of about size bytes that looks like
// clang-16 `-g -O0 -fopenmp` output: globals and ident_t constants, many
// functions of 20-400 blocks and a few with more than 10,000 blocks, loads,
// stores, GEPs, icmp/br, switch, phi, MPI and __kmpc calls with !dbg, and the
// DILocation / DISubprogram / DILexicalBlock metadata behind them (about a
// third of the text).
func genModule(size int) []byte {
	var code, md bytes.Buffer
	code.Grow(size)
	md.Grow(size / 2)
	seed := uint64(42)
	rnd := func(n int) int {
		seed = seed*6364136223846793005 + 1442695040888963407
		return int((seed >> 33) % uint64(n))
	}
	code.WriteString("; ModuleID = 'big.c'\nsource_filename = \"big.c\"\n" +
		"target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n" +
		"target triple = \"x86_64-pc-linux-gnu\"\n\n" +
		"%struct.ident_t = type { i32, i32, i32, i32, ptr }\n\n" +
		"@0 = private unnamed_addr constant [23 x i8] c\";big.c;f_single;53;1;;\\00\", align 1\n" +
		"@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8\n" +
		"@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 22, ptr @0 }, align 8\n" +
		"@.str = private unnamed_addr constant [4 x i8] c\"%d\\0A\\00\", align 1\n" +
		"@table = dso_local global [10 x i32] zeroinitializer, align 16, !dbg !3\n\n")
	mdID := 10
	md.WriteString("!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!5, !6}\n" +
		"!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: \"clang version 16.0.6\", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)\n" +
		"!1 = !DIFile(filename: \"big.c\", directory: \"/home/user/src\", checksumkind: CSK_MD5, checksum: \"0123456789abcdef0123456789abcdef\")\n" +
		"!2 = !{}\n!3 = !DIGlobalVariableExpression(var: !4, expr: !DIExpression())\n" +
		"!4 = distinct !DIGlobalVariable(name: \"table\", scope: !0, file: !1, line: 3, type: !7, isLocal: false, isDefinition: true)\n" +
		"!5 = !{i32 7, !\"Dwarf Version\", i32 5}\n!6 = !{i32 2, !\"Debug Info Version\", i32 3}\n" +
		"!7 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n!8 = !DISubroutineType(types: !9)\n!9 = !{!7, !7}\n")
	line := 10
	loc := func(scope int) string {
		id := mdID
		mdID++
		line += rnd(3)
		fmt.Fprintf(&md, "!%d = !DILocation(line: %d, column: %d, scope: !%d)\n", id, line, 3+rnd(20), scope)
		return "!" + strconv.Itoa(id)
	}
	nf := 0
	for code.Len()+md.Len() < size {
		nblocks := 20 + rnd(380)
		if nf%40 == 7 {
			nblocks = 10000 + rnd(2000)
		}
		sp := mdID
		mdID++
		fmt.Fprintf(&md, "!%d = distinct !DISubprogram(name: \"f%d\", scope: !1, file: !1, line: %d, type: !8, scopeLine: %d, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)\n", sp, nf, line, line)
		lb := mdID
		mdID++
		fmt.Fprintf(&md, "!%d = distinct !DILexicalBlock(scope: !%d, file: !1, line: %d, column: 7)\n", lb, sp, line+1)
		fmt.Fprintf(&code, "; Function Attrs: noinline nounwind optnone uwtable\ndefine dso_local i32 @f%d(i32 noundef %%0, ptr noundef %%1) #0 !dbg !%d {\n", nf, sp)
		code.WriteString("  %3 = alloca i32, align 4\n  %4 = alloca ptr, align 8\n  %5 = alloca i32, align 4\n  %6 = alloca [10 x i32], align 16\n")
		code.WriteString("  store i32 %0, ptr %3, align 4\n")
		dv := mdID
		mdID++
		fmt.Fprintf(&md, "!%d = !DILocalVariable(name: \"n\", arg: 1, scope: !%d, file: !1, line: %d, type: !7)\n", dv, sp, line)
		fmt.Fprintf(&code, "  call void @llvm.dbg.declare(metadata ptr %%3, metadata !%d, metadata !DIExpression()), !dbg %s\n", dv, loc(sp))
		code.WriteString("  store ptr %1, ptr %4, align 8\n")
		v := 7
		fmt.Fprintf(&code, "  br label %%%d, !dbg %s\n", v, loc(sp))
		prev := 2
		for b := 0; b < nblocks; b++ {
			label := v
			v++
			scope := sp
			if b%2 == 1 {
				scope = lb
			}
			fmt.Fprintf(&code, "\n%d:                                                ; preds = %%%d\n", label, prev)
			pred := prev
			prev = label
			switch rnd(6) {
			case 0: // compare and branch
				fmt.Fprintf(&code, "  %%%d = load i32, ptr %%3, align 4, !dbg %s\n", v, loc(scope))
				fmt.Fprintf(&code, "  %%%d = icmp slt i32 %%%d, %d, !dbg %s\n", v+1, v, rnd(100), loc(scope))
				fmt.Fprintf(&code, "  %%%d = add nsw i32 %%%d, 1, !dbg %s\n", v+2, v, loc(scope))
				fmt.Fprintf(&code, "  store i32 %%%d, ptr %%3, align 4, !dbg %s\n", v+2, loc(scope))
				v += 3
			case 1: // MPI call
				fmt.Fprintf(&code, "  %%%d = call i32 @MPI_Barrier(i32 noundef 1140850688), !dbg %s\n", v, loc(scope))
				fmt.Fprintf(&code, "  %%%d = load i32, ptr %%5, align 4, !dbg %s\n", v+1, loc(scope))
				fmt.Fprintf(&code, "  %%%d = call i32 @MPI_Allreduce(ptr noundef inttoptr (i64 -1 to ptr), ptr noundef %%6, i32 noundef 4, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef %%%d), !dbg %s\n", v+2, v+1, loc(scope))
				v += 3
			case 2: // array access
				fmt.Fprintf(&code, "  %%%d = load i32, ptr %%5, align 4, !dbg %s\n", v, loc(scope))
				fmt.Fprintf(&code, "  %%%d = sext i32 %%%d to i64, !dbg %s\n", v+1, v, loc(scope))
				fmt.Fprintf(&code, "  %%%d = getelementptr inbounds [10 x i32], ptr %%6, i64 0, i64 %%%d, !dbg %s\n", v+2, v+1, loc(scope))
				fmt.Fprintf(&code, "  %%%d = load i32, ptr %%%d, align 4, !dbg %s\n", v+3, v+2, loc(scope))
				fmt.Fprintf(&code, "  %%%d = mul nsw i32 %%%d, %%%d, !dbg %s\n", v+4, v+3, v, loc(scope))
				fmt.Fprintf(&code, "  store i32 %%%d, ptr %%%d, align 4, !dbg %s\n", v+4, v+2, loc(scope))
				v += 5
			case 3: // OpenMP runtime calls
				fmt.Fprintf(&code, "  %%%d = load ptr, ptr %%4, align 8, !dbg %s\n", v, loc(scope))
				fmt.Fprintf(&code, "  %%%d = load i32, ptr %%%d, align 4, !dbg %s\n", v+1, v, loc(scope))
				fmt.Fprintf(&code, "  %%%d = call i32 @__kmpc_single(ptr @1, i32 %%%d), !dbg %s\n", v+2, v+1, loc(scope))
				fmt.Fprintf(&code, "  call void @__kmpc_end_single(ptr @1, i32 %%%d), !dbg %s\n", v+1, loc(scope))
				fmt.Fprintf(&code, "  call void @__kmpc_barrier(ptr @2, i32 %%%d), !dbg %s\n", v+1, loc(scope))
				v += 3
			case 4: // printf
				fmt.Fprintf(&code, "  %%%d = load i32, ptr %%3, align 4, !dbg %s\n", v, loc(scope))
				fmt.Fprintf(&code, "  %%%d = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %%%d), !dbg %s\n", v+1, v, loc(scope))
				v += 2
			default: // phi over the previous block
				fmt.Fprintf(&code, "  %%%d = phi i32 [ 0, %%%d ]\n", v, pred)
				fmt.Fprintf(&code, "  %%%d = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i64 0, i64 3), align 4, !dbg %s\n", v+1, loc(scope))
				v += 2
			}
			next := v
			if b == nblocks-1 {
				fmt.Fprintf(&code, "  %%%d = load i32, ptr %%3, align 4, !dbg %s\n  ret i32 %%%d, !dbg %s\n}\n\n", v, loc(sp), v, loc(sp))
				break
			}
			switch rnd(4) {
			case 0:
				fmt.Fprintf(&code, "  %%%d = icmp ne i32 %%%d, 0, !dbg %s\n", v, v-1, loc(scope))
				fmt.Fprintf(&code, "  br i1 %%%d, label %%%d, label %%%d, !dbg %s\n", v, v+1, v+1, loc(scope))
				v++
			case 1:
				if b+3 < nblocks {
					fmt.Fprintf(&code, "  switch i32 %%%d, label %%%d [\n    i32 0, label %%%d\n    i32 1, label %%%d\n  ], !dbg %s\n", v-1, next, next, next, loc(scope))
				} else {
					fmt.Fprintf(&code, "  br label %%%d, !dbg %s\n", next, loc(scope))
				}
			default:
				fmt.Fprintf(&code, "  br label %%%d, !dbg %s\n", next, loc(scope))
			}
		}
		nf++
	}
	code.WriteString("declare void @llvm.dbg.declare(metadata, metadata, metadata) #1\n" +
		"declare i32 @MPI_Barrier(i32 noundef) #2\n" +
		"declare i32 @MPI_Allreduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #2\n" +
		"declare i32 @__kmpc_single(ptr, i32) #3\ndeclare void @__kmpc_end_single(ptr, i32) #3\ndeclare void @__kmpc_barrier(ptr, i32) #3\n" +
		"declare i32 @printf(ptr noundef, ...) #2\n\n" +
		"attributes #0 = { noinline nounwind optnone uwtable \"frame-pointer\"=\"all\" \"min-legal-vector-width\"=\"0\" \"no-trapping-math\"=\"true\" \"stack-protector-buffer-size\"=\"8\" \"target-cpu\"=\"x86-64\" }\n" +
		"attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }\n" +
		"attributes #2 = { \"frame-pointer\"=\"all\" \"no-trapping-math\"=\"true\" }\nattributes #3 = { convergent nounwind }\n\n")
	code.Write(md.Bytes())
	return code.Bytes()
}
