; ModuleID = 'leave.c'
source_filename = "leave.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local void @f(i32 noundef %0) #0 !dbg !17 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata ptr %3, metadata !23, metadata !DIExpression()), !dbg !24
  %4 = load i32, ptr %2, align 4, !dbg !25
  %5 = call i32 @MPI_Comm_rank(i32 noundef %4, ptr noundef %3), !dbg !26
  %6 = load i32, ptr %3, align 4, !dbg !27
  %7 = icmp eq i32 %6, 0, !dbg !29
  br i1 %7, label %8, label %11, !dbg !30

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4, !dbg !31
  %10 = call i32 @MPI_Barrier(i32 noundef %9), !dbg !32
  br label %11, !dbg !32

11:                                               ; preds = %8, %1
  %12 = load i32, ptr %2, align 4, !dbg !33
  %13 = call i32 @MPI_Allreduce(ptr noundef inttoptr (i64 -1 to ptr), ptr noundef %3, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef %12), !dbg !34
  ret void, !dbg !35
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) #2

declare i32 @MPI_Barrier(i32 noundef) #2

declare i32 @MPI_Allreduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @g() #0 !dbg !36 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata ptr %1, metadata !39, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata ptr %2, metadata !41, metadata !DIExpression()), !dbg !42
  %3 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, ptr noundef %1), !dbg !43
  %4 = load i32, ptr %1, align 4, !dbg !44
  %5 = srem i32 %4, 2, !dbg !45
  %6 = load i32, ptr %1, align 4, !dbg !46
  %7 = call i32 @MPI_Comm_split(i32 noundef 1140850688, i32 noundef %5, i32 noundef %6, ptr noundef %2), !dbg !47
  %8 = load i32, ptr %1, align 4, !dbg !48
  %9 = icmp eq i32 %8, 1, !dbg !50
  br i1 %9, label %10, label %13, !dbg !51

10:                                               ; preds = %0
  %11 = load i32, ptr %2, align 4, !dbg !52
  %12 = call i32 @MPI_Bcast(ptr noundef %1, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef %11), !dbg !53
  br label %13, !dbg !53

13:                                               ; preds = %10, %0
  %14 = call i32 @MPI_Comm_free(ptr noundef %2), !dbg !54
  %15 = load i32, ptr %1, align 4, !dbg !55
  ret i32 %15, !dbg !56
}

declare i32 @MPI_Comm_split(i32 noundef, i32 noundef, i32 noundef, ptr noundef) #2

declare i32 @MPI_Bcast(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #2

declare i32 @MPI_Comm_free(ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "leave.c", directory: "/work/main/internal/instrument/testdata", checksumkind: CSK_MD5, checksum: "4c9bb037599ae1a393f45330a840b278")
!2 = !{!3, !4, !7, !8}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !5, line: 104, baseType: !6)
!5 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "4b71fd3b70af927520642c9484925c9e")
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !5, line: 303, baseType: !6)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !5, line: 278, baseType: !6)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!17 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 4, type: !18, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !8}
!20 = !{}
!21 = !DILocalVariable(name: "comm", arg: 1, scope: !17, file: !1, line: 4, type: !8)
!22 = !DILocation(line: 4, column: 17, scope: !17)
!23 = !DILocalVariable(name: "rank", scope: !17, file: !1, line: 6, type: !6)
!24 = !DILocation(line: 6, column: 9, scope: !17)
!25 = !DILocation(line: 7, column: 19, scope: !17)
!26 = !DILocation(line: 7, column: 5, scope: !17)
!27 = !DILocation(line: 8, column: 9, scope: !28)
!28 = distinct !DILexicalBlock(scope: !17, file: !1, line: 8, column: 9)
!29 = !DILocation(line: 8, column: 14, scope: !28)
!30 = !DILocation(line: 8, column: 9, scope: !17)
!31 = !DILocation(line: 9, column: 21, scope: !28)
!32 = !DILocation(line: 9, column: 9, scope: !28)
!33 = !DILocation(line: 10, column: 61, scope: !17)
!34 = !DILocation(line: 10, column: 5, scope: !17)
!35 = !DILocation(line: 11, column: 1, scope: !17)
!36 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 13, type: !37, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!37 = !DISubroutineType(types: !38)
!38 = !{!6}
!39 = !DILocalVariable(name: "rank", scope: !36, file: !1, line: 15, type: !6)
!40 = !DILocation(line: 15, column: 9, scope: !36)
!41 = !DILocalVariable(name: "half", scope: !36, file: !1, line: 16, type: !8)
!42 = !DILocation(line: 16, column: 14, scope: !36)
!43 = !DILocation(line: 17, column: 5, scope: !36)
!44 = !DILocation(line: 18, column: 36, scope: !36)
!45 = !DILocation(line: 18, column: 41, scope: !36)
!46 = !DILocation(line: 18, column: 46, scope: !36)
!47 = !DILocation(line: 18, column: 5, scope: !36)
!48 = !DILocation(line: 19, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !36, file: !1, line: 19, column: 9)
!50 = !DILocation(line: 19, column: 14, scope: !49)
!51 = !DILocation(line: 19, column: 9, scope: !36)
!52 = !DILocation(line: 20, column: 41, scope: !49)
!53 = !DILocation(line: 20, column: 9, scope: !49)
!54 = !DILocation(line: 21, column: 5, scope: !36)
!55 = !DILocation(line: 22, column: 12, scope: !36)
!56 = !DILocation(line: 22, column: 5, scope: !36)
