; ModuleID = 'a.c'
source_filename = "a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [14 x i8] c";a.c;f;10;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 13, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 13, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @0, i32 0, i32 0) }, align 8
@3 = private unnamed_addr constant [13 x i8] c";a.c;f;8;1;;\00", align 1
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 12, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @3, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f(i32 noundef %0) #0 !dbg !15 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !19, metadata !DIExpression()), !dbg !20
  %3 = load i32, i32* %2, align 4, !dbg !21
  %4 = icmp eq i32 %3, 0, !dbg !23
  br i1 %4, label %5, label %7, !dbg !24

5:                                                ; preds = %1
  %6 = call i32 @MPI_Barrier(i32 noundef 1140850688), !dbg !25
  br label %7, !dbg !27

7:                                                ; preds = %5, %1
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined. to void (i32*, i32*, ...)*)), !dbg !28
  ret void, !dbg !29
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Barrier(i32 noundef) #2

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1) #3 !dbg !30 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !37, metadata !DIExpression()), !dbg !38
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !39, metadata !DIExpression()), !dbg !38
  %5 = load i32*, i32** %3, align 8, !dbg !40
  %6 = load i32, i32* %5, align 4, !dbg !40
  %7 = call i32 @__kmpc_single(%struct.ident_t* @1, i32 %6), !dbg !40
  %8 = icmp ne i32 %7, 0, !dbg !40
  br i1 %8, label %9, label %12, !dbg !40

9:                                                ; preds = %2
  %10 = call i32 @omp_get_thread_num(), !dbg !42
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %10), !dbg !45
  call void @__kmpc_end_single(%struct.ident_t* @1, i32 %6), !dbg !46
  br label %12, !dbg !46

12:                                               ; preds = %9, %2
  call void @__kmpc_barrier(%struct.ident_t* @2, i32 %6), !dbg !47
  ret void, !dbg !48
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(%struct.ident_t*, i32) #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(%struct.ident_t*, i32) #4

declare i32 @printf(i8* noundef, ...) #2

declare i32 @omp_get_thread_num() #2

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(%struct.ident_t*, i32) #4

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1) #3 !dbg !49 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !50, metadata !DIExpression()), !dbg !51
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !52, metadata !DIExpression()), !dbg !51
  %5 = load i32*, i32** %3, align 8, !dbg !53
  %6 = load i32*, i32** %4, align 8, !dbg !53
  call void @.omp_outlined._debug__(i32* %5, i32* %6) #5, !dbg !53
  ret void, !dbg !53
}

; Function Attrs: nounwind
declare !callback !54 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !56 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !62, metadata !DIExpression()), !dbg !63
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !64, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata i32* %6, metadata !66, metadata !DIExpression()), !dbg !67
  %7 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !68
  %8 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, i32* noundef %6), !dbg !69
  %9 = load i32, i32* %6, align 4, !dbg !70
  call void @f(i32 noundef %9), !dbg !71
  %10 = call i32 @MPI_Finalize(), !dbg !72
  ret i32 0, !dbg !73
}

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(i32 noundef, i32* noundef) #2

declare i32 @MPI_Finalize() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "a.c", directory: "/tmp/s", checksumkind: CSK_MD5, checksum: "da0209218e04db1c37e9e4a9111b61b1")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 278, baseType: !5)
!4 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "4b71fd3b70af927520642c9484925c9e")
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"openmp", i32 50}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 4, type: !16, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !5}
!18 = !{}
!19 = !DILocalVariable(name: "r", arg: 1, scope: !15, file: !1, line: 4, type: !5)
!20 = !DILocation(line: 4, column: 12, scope: !15)
!21 = !DILocation(line: 5, column: 7, scope: !22)
!22 = distinct !DILexicalBlock(scope: !15, file: !1, line: 5, column: 7)
!23 = !DILocation(line: 5, column: 9, scope: !22)
!24 = !DILocation(line: 5, column: 7, scope: !15)
!25 = !DILocation(line: 6, column: 5, scope: !26)
!26 = distinct !DILexicalBlock(scope: !22, file: !1, line: 5, column: 15)
!27 = !DILocation(line: 7, column: 3, scope: !26)
!28 = !DILocation(line: 8, column: 1, scope: !15)
!29 = !DILocation(line: 13, column: 1, scope: !15)
!30 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 9, type: !31, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !33, !33}
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!37 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !30, type: !33, flags: DIFlagArtificial)
!38 = !DILocation(line: 0, scope: !30)
!39 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !30, type: !33, flags: DIFlagArtificial)
!40 = !DILocation(line: 10, column: 1, scope: !41)
!41 = distinct !DILexicalBlock(scope: !30, file: !1, line: 9, column: 3)
!42 = !DILocation(line: 11, column: 22, scope: !43)
!43 = distinct !DILexicalBlock(scope: !44, file: !1, line: 11, column: 5)
!44 = distinct !DILexicalBlock(scope: !41, file: !1, line: 10, column: 1)
!45 = !DILocation(line: 11, column: 7, scope: !43)
!46 = !DILocation(line: 11, column: 45, scope: !43)
!47 = !DILocation(line: 10, column: 19, scope: !44)
!48 = !DILocation(line: 12, column: 3, scope: !30)
!49 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 8, type: !31, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!50 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !49, type: !33, flags: DIFlagArtificial)
!51 = !DILocation(line: 0, scope: !49)
!52 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !49, type: !33, flags: DIFlagArtificial)
!53 = !DILocation(line: 8, column: 1, scope: !49)
!54 = !{!55}
!55 = !{i64 2, i64 -1, i64 -1, i1 true}
!56 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !57, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!57 = !DISubroutineType(types: !58)
!58 = !{!5, !5, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!62 = !DILocalVariable(name: "argc", arg: 1, scope: !56, file: !1, line: 14, type: !5)
!63 = !DILocation(line: 14, column: 14, scope: !56)
!64 = !DILocalVariable(name: "argv", arg: 2, scope: !56, file: !1, line: 14, type: !59)
!65 = !DILocation(line: 14, column: 27, scope: !56)
!66 = !DILocalVariable(name: "r", scope: !56, file: !1, line: 15, type: !5)
!67 = !DILocation(line: 15, column: 7, scope: !56)
!68 = !DILocation(line: 16, column: 3, scope: !56)
!69 = !DILocation(line: 17, column: 3, scope: !56)
!70 = !DILocation(line: 18, column: 5, scope: !56)
!71 = !DILocation(line: 18, column: 3, scope: !56)
!72 = !DILocation(line: 19, column: 3, scope: !56)
!73 = !DILocation(line: 20, column: 3, scope: !56)
