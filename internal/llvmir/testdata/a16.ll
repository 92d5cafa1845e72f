; ModuleID = 'a.c'
source_filename = "a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }

@0 = private unnamed_addr constant [14 x i8] c";a.c;f;10;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 13, ptr @0 }, align 8
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 13, ptr @0 }, align 8
@3 = private unnamed_addr constant [13 x i8] c";a.c;f;8;1;;\00", align 1
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 12, ptr @3 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f(i32 noundef %0) #0 !dbg !22 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !26, metadata !DIExpression()), !dbg !27
  %3 = load i32, ptr %2, align 4, !dbg !28
  %4 = icmp eq i32 %3, 0, !dbg !30
  br i1 %4, label %5, label %7, !dbg !31

5:                                                ; preds = %1
  %6 = call i32 @MPI_Barrier(i32 noundef 1140850688), !dbg !32
  br label %7, !dbg !34

7:                                                ; preds = %5, %1
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @4, i32 0, ptr @.omp_outlined.), !dbg !35
  ret void, !dbg !36
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Barrier(i32 noundef) #2

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(ptr noalias noundef %0, ptr noalias noundef %1) #3 !dbg !37 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  call void @llvm.dbg.declare(metadata ptr %3, metadata !44, metadata !DIExpression()), !dbg !45
  store ptr %1, ptr %4, align 8
  call void @llvm.dbg.declare(metadata ptr %4, metadata !46, metadata !DIExpression()), !dbg !45
  %5 = load ptr, ptr %3, align 8, !dbg !47
  %6 = load i32, ptr %5, align 4, !dbg !47
  %7 = call i32 @__kmpc_single(ptr @1, i32 %6), !dbg !47
  %8 = icmp ne i32 %7, 0, !dbg !47
  br i1 %8, label %9, label %12, !dbg !47

9:                                                ; preds = %2
  %10 = call i32 @omp_get_thread_num(), !dbg !49
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %10), !dbg !52
  call void @__kmpc_end_single(ptr @1, i32 %6), !dbg !53
  br label %12, !dbg !53

12:                                               ; preds = %9, %2
  call void @__kmpc_barrier(ptr @2, i32 %6), !dbg !54
  ret void, !dbg !55
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(ptr, i32) #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(ptr, i32) #4

declare i32 @printf(ptr noundef, ...) #2

declare i32 @omp_get_thread_num() #2

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) #4

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(ptr noalias noundef %0, ptr noalias noundef %1) #3 !dbg !56 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  call void @llvm.dbg.declare(metadata ptr %3, metadata !57, metadata !DIExpression()), !dbg !58
  store ptr %1, ptr %4, align 8
  call void @llvm.dbg.declare(metadata ptr %4, metadata !59, metadata !DIExpression()), !dbg !58
  %5 = load ptr, ptr %3, align 8, !dbg !60
  %6 = load ptr, ptr %4, align 8, !dbg !60
  call void @.omp_outlined._debug__(ptr %5, ptr %6) #5, !dbg !60
  ret void, !dbg !60
}

; Function Attrs: nounwind
declare !callback !61 void @__kmpc_fork_call(ptr, i32, ptr, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !63 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !68, metadata !DIExpression()), !dbg !69
  store ptr %1, ptr %5, align 8
  call void @llvm.dbg.declare(metadata ptr %5, metadata !70, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.declare(metadata ptr %6, metadata !72, metadata !DIExpression()), !dbg !73
  %7 = call i32 @MPI_Init(ptr noundef %4, ptr noundef %5), !dbg !74
  %8 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, ptr noundef %6), !dbg !75
  %9 = load i32, ptr %6, align 4, !dbg !76
  call void @f(i32 noundef %9), !dbg !77
  %10 = call i32 @MPI_Finalize(), !dbg !78
  ret i32 0, !dbg !79
}

declare i32 @MPI_Init(ptr noundef, ptr noundef) #2

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) #2

declare i32 @MPI_Finalize() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "a.c", directory: "/tmp/s", checksumkind: CSK_MD5, checksum: "da0209218e04db1c37e9e4a9111b61b1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !10, line: 278, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "4b71fd3b70af927520642c9484925c9e")
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"openmp", i32 50}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!22 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 4, type: !23, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !11}
!25 = !{}
!26 = !DILocalVariable(name: "r", arg: 1, scope: !22, file: !2, line: 4, type: !11)
!27 = !DILocation(line: 4, column: 12, scope: !22)
!28 = !DILocation(line: 5, column: 7, scope: !29)
!29 = distinct !DILexicalBlock(scope: !22, file: !2, line: 5, column: 7)
!30 = !DILocation(line: 5, column: 9, scope: !29)
!31 = !DILocation(line: 5, column: 7, scope: !22)
!32 = !DILocation(line: 6, column: 5, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !2, line: 5, column: 15)
!34 = !DILocation(line: 7, column: 3, scope: !33)
!35 = !DILocation(line: 8, column: 1, scope: !22)
!36 = !DILocation(line: 13, column: 1, scope: !22)
!37 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !2, file: !2, line: 9, type: !38, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !25)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !40, !40}
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!44 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !37, type: !40, flags: DIFlagArtificial)
!45 = !DILocation(line: 0, scope: !37)
!46 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !37, type: !40, flags: DIFlagArtificial)
!47 = !DILocation(line: 10, column: 1, scope: !48)
!48 = distinct !DILexicalBlock(scope: !37, file: !2, line: 9, column: 3)
!49 = !DILocation(line: 11, column: 22, scope: !50)
!50 = distinct !DILexicalBlock(scope: !51, file: !2, line: 11, column: 5)
!51 = distinct !DILexicalBlock(scope: !48, file: !2, line: 10, column: 1)
!52 = !DILocation(line: 11, column: 7, scope: !50)
!53 = !DILocation(line: 11, column: 45, scope: !50)
!54 = !DILocation(line: 10, column: 19, scope: !51)
!55 = !DILocation(line: 12, column: 3, scope: !37)
!56 = distinct !DISubprogram(name: ".omp_outlined.", scope: !2, file: !2, line: 8, type: !38, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !25)
!57 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !56, type: !40, flags: DIFlagArtificial)
!58 = !DILocation(line: 0, scope: !56)
!59 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !56, type: !40, flags: DIFlagArtificial)
!60 = !DILocation(line: 8, column: 1, scope: !56)
!61 = !{!62}
!62 = !{i64 2, i64 -1, i64 -1, i1 true}
!63 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !64, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !25)
!64 = !DISubroutineType(types: !65)
!65 = !{!11, !11, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!68 = !DILocalVariable(name: "argc", arg: 1, scope: !63, file: !2, line: 14, type: !11)
!69 = !DILocation(line: 14, column: 14, scope: !63)
!70 = !DILocalVariable(name: "argv", arg: 2, scope: !63, file: !2, line: 14, type: !66)
!71 = !DILocation(line: 14, column: 27, scope: !63)
!72 = !DILocalVariable(name: "r", scope: !63, file: !2, line: 15, type: !11)
!73 = !DILocation(line: 15, column: 7, scope: !63)
!74 = !DILocation(line: 16, column: 3, scope: !63)
!75 = !DILocation(line: 17, column: 3, scope: !63)
!76 = !DILocation(line: 18, column: 5, scope: !63)
!77 = !DILocation(line: 18, column: 3, scope: !63)
!78 = !DILocation(line: 19, column: 3, scope: !63)
!79 = !DILocation(line: 20, column: 3, scope: !63)
