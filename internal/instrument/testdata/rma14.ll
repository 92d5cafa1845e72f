; ModuleID = 'rma.c'
source_filename = "rma.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local void @f(i32 noundef %0, i32* noundef %1) #0 !dbg !16 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !22, metadata !DIExpression()), !dbg !23
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !24, metadata !DIExpression()), !dbg !25
  %5 = load i32, i32* %3, align 4, !dbg !26
  %6 = call i32 @MPI_Win_lock(i32 noundef 235, i32 noundef 1, i32 noundef 0, i32 noundef %5), !dbg !27
  %7 = load i32*, i32** %4, align 8, !dbg !28
  %8 = bitcast i32* %7 to i8*, !dbg !28
  %9 = load i32, i32* %3, align 4, !dbg !29
  %10 = call i32 @MPI_Put(i8* noundef %8, i32 noundef 4, i32 noundef 1275069445, i32 noundef 1, i64 noundef 0, i32 noundef 4, i32 noundef 1275069445, i32 noundef %9), !dbg !30
  %11 = load i32*, i32** %4, align 8, !dbg !31
  %12 = getelementptr inbounds i32, i32* %11, i64 2, !dbg !31
  store i32 42, i32* %12, align 4, !dbg !32
  %13 = load i32, i32* %3, align 4, !dbg !33
  %14 = call i32 @MPI_Win_flush(i32 noundef 1, i32 noundef %13), !dbg !34
  %15 = load i32, i32* %3, align 4, !dbg !35
  %16 = call i32 @MPI_Win_unlock(i32 noundef 1, i32 noundef %15), !dbg !36
  ret void, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Win_lock(i32 noundef, i32 noundef, i32 noundef, i32 noundef) #2

declare i32 @MPI_Put(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i64 noundef, i32 noundef, i32 noundef, i32 noundef) #2

declare i32 @MPI_Win_flush(i32 noundef, i32 noundef) #2

declare i32 @MPI_Win_unlock(i32 noundef, i32 noundef) #2

; Function Attrs: noinline nounwind uwtable
define dso_local void @g(i32 noundef %0, i32* noundef %1, i32* noundef %2) #0 !dbg !38 {
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !43, metadata !DIExpression()), !dbg !44
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !45, metadata !DIExpression()), !dbg !46
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !47, metadata !DIExpression()), !dbg !48
  %7 = load i32, i32* %4, align 4, !dbg !49
  %8 = call i32 @MPI_Win_lock(i32 noundef 235, i32 noundef 1, i32 noundef 0, i32 noundef %7), !dbg !50
  %9 = load i32*, i32** %5, align 8, !dbg !51
  %10 = bitcast i32* %9 to i8*, !dbg !51
  %11 = load i32, i32* %4, align 4, !dbg !52
  %12 = call i32 @MPI_Put(i8* noundef %10, i32 noundef 4, i32 noundef 1275069445, i32 noundef 1, i64 noundef 0, i32 noundef 4, i32 noundef 1275069445, i32 noundef %11), !dbg !53
  %13 = load i32, i32* %4, align 4, !dbg !54
  %14 = call i32 @MPI_Win_flush(i32 noundef 1, i32 noundef %13), !dbg !55
  %15 = load i32*, i32** %5, align 8, !dbg !56
  %16 = bitcast i32* %15 to i8*, !dbg !57
  %17 = load i32*, i32** %6, align 8, !dbg !58
  %18 = bitcast i32* %17 to i8*, !dbg !57
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %16, i8* align 4 %18, i64 16, i1 false), !dbg !57
  %19 = load i32, i32* %4, align 4, !dbg !59
  %20 = call i32 @MPI_Win_unlock(i32 noundef 1, i32 noundef %19), !dbg !60
  ret void, !dbg !61
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind uwtable
define dso_local void @h() #0 !dbg !62 {
  %1 = alloca i32, align 4
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !65, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.declare(metadata i32** %2, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.declare(metadata i32* %3, metadata !69, metadata !DIExpression()), !dbg !70
  store i32 7, i32* %3, align 4, !dbg !70
  call void @llvm.dbg.declare(metadata i32* %4, metadata !71, metadata !DIExpression()), !dbg !72
  %5 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, i32* noundef %1), !dbg !73
  %6 = bitcast i32** %2 to i8*, !dbg !74
  %7 = call i32 @MPI_Win_allocate(i64 noundef 16, i32 noundef 4, i32 noundef 469762048, i32 noundef 1140850688, i8* noundef %6, i32* noundef %4), !dbg !75
  %8 = load i32, i32* %4, align 4, !dbg !76
  %9 = call i32 @MPI_Win_fence(i32 noundef 0, i32 noundef %8), !dbg !77
  %10 = load i32, i32* %1, align 4, !dbg !78
  %11 = icmp eq i32 %10, 0, !dbg !80
  br i1 %11, label %12, label %16, !dbg !81

12:                                               ; preds = %0
  %13 = bitcast i32* %3 to i8*, !dbg !82
  %14 = load i32, i32* %4, align 4, !dbg !83
  %15 = call i32 @MPI_Put(i8* noundef %13, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i64 noundef 2, i32 noundef 1, i32 noundef 1275069445, i32 noundef %14), !dbg !84
  br label %19, !dbg !84

16:                                               ; preds = %0
  %17 = load i32*, i32** %2, align 8, !dbg !85
  %18 = getelementptr inbounds i32, i32* %17, i64 2, !dbg !85
  store i32 5, i32* %18, align 4, !dbg !86
  br label %19

19:                                               ; preds = %16, %12
  %20 = load i32, i32* %4, align 4, !dbg !87
  %21 = call i32 @MPI_Win_fence(i32 noundef 0, i32 noundef %20), !dbg !88
  %22 = call i32 @MPI_Win_free(i32* noundef %4), !dbg !89
  ret void, !dbg !90
}

declare i32 @MPI_Comm_rank(i32 noundef, i32* noundef) #2

declare i32 @MPI_Win_allocate(i64 noundef, i32 noundef, i32 noundef, i32 noundef, i8* noundef, i32* noundef) #2

declare i32 @MPI_Win_fence(i32 noundef, i32 noundef) #2

declare i32 @MPI_Win_free(i32* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "rma.c", directory: "/src", checksumkind: CSK_MD5, checksum: "601401e1626efa9168e0c3fe62fd578b")
!2 = !{!3, !6, !7}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !4, line: 104, baseType: !5)
!4 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "4b71fd3b70af927520642c9484925c9e")
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 278, baseType: !5)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Info", file: !4, line: 528, baseType: !5)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 7, type: !17, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !19, !20}
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Win", file: !4, line: 287, baseType: !5)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!21 = !{}
!22 = !DILocalVariable(name: "win", arg: 1, scope: !16, file: !1, line: 7, type: !19)
!23 = !DILocation(line: 7, column: 16, scope: !16)
!24 = !DILocalVariable(name: "buf", arg: 2, scope: !16, file: !1, line: 7, type: !20)
!25 = !DILocation(line: 7, column: 26, scope: !16)
!26 = !DILocation(line: 9, column: 41, scope: !16)
!27 = !DILocation(line: 9, column: 5, scope: !16)
!28 = !DILocation(line: 10, column: 13, scope: !16)
!29 = !DILocation(line: 10, column: 48, scope: !16)
!30 = !DILocation(line: 10, column: 5, scope: !16)
!31 = !DILocation(line: 11, column: 5, scope: !16)
!32 = !DILocation(line: 11, column: 12, scope: !16)
!33 = !DILocation(line: 12, column: 22, scope: !16)
!34 = !DILocation(line: 12, column: 5, scope: !16)
!35 = !DILocation(line: 13, column: 23, scope: !16)
!36 = !DILocation(line: 13, column: 5, scope: !16)
!37 = !DILocation(line: 14, column: 1, scope: !16)
!38 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 16, type: !39, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !19, !20, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!43 = !DILocalVariable(name: "win", arg: 1, scope: !38, file: !1, line: 16, type: !19)
!44 = !DILocation(line: 16, column: 16, scope: !38)
!45 = !DILocalVariable(name: "buf", arg: 2, scope: !38, file: !1, line: 16, type: !20)
!46 = !DILocation(line: 16, column: 26, scope: !38)
!47 = !DILocalVariable(name: "src", arg: 3, scope: !38, file: !1, line: 16, type: !41)
!48 = !DILocation(line: 16, column: 42, scope: !38)
!49 = !DILocation(line: 18, column: 41, scope: !38)
!50 = !DILocation(line: 18, column: 5, scope: !38)
!51 = !DILocation(line: 19, column: 13, scope: !38)
!52 = !DILocation(line: 19, column: 48, scope: !38)
!53 = !DILocation(line: 19, column: 5, scope: !38)
!54 = !DILocation(line: 20, column: 22, scope: !38)
!55 = !DILocation(line: 20, column: 5, scope: !38)
!56 = !DILocation(line: 21, column: 12, scope: !38)
!57 = !DILocation(line: 21, column: 5, scope: !38)
!58 = !DILocation(line: 21, column: 17, scope: !38)
!59 = !DILocation(line: 22, column: 23, scope: !38)
!60 = !DILocation(line: 22, column: 5, scope: !38)
!61 = !DILocation(line: 23, column: 1, scope: !38)
!62 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 25, type: !63, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!63 = !DISubroutineType(types: !64)
!64 = !{null}
!65 = !DILocalVariable(name: "rank", scope: !62, file: !1, line: 27, type: !5)
!66 = !DILocation(line: 27, column: 9, scope: !62)
!67 = !DILocalVariable(name: "base", scope: !62, file: !1, line: 27, type: !20)
!68 = !DILocation(line: 27, column: 16, scope: !62)
!69 = !DILocalVariable(name: "v", scope: !62, file: !1, line: 27, type: !5)
!70 = !DILocation(line: 27, column: 22, scope: !62)
!71 = !DILocalVariable(name: "win", scope: !62, file: !1, line: 28, type: !19)
!72 = !DILocation(line: 28, column: 13, scope: !62)
!73 = !DILocation(line: 29, column: 5, scope: !62)
!74 = !DILocation(line: 30, column: 83, scope: !62)
!75 = !DILocation(line: 30, column: 5, scope: !62)
!76 = !DILocation(line: 31, column: 22, scope: !62)
!77 = !DILocation(line: 31, column: 5, scope: !62)
!78 = !DILocation(line: 32, column: 9, scope: !79)
!79 = distinct !DILexicalBlock(scope: !62, file: !1, line: 32, column: 9)
!80 = !DILocation(line: 32, column: 14, scope: !79)
!81 = !DILocation(line: 32, column: 9, scope: !62)
!82 = !DILocation(line: 33, column: 17, scope: !79)
!83 = !DILocation(line: 33, column: 51, scope: !79)
!84 = !DILocation(line: 33, column: 9, scope: !79)
!85 = !DILocation(line: 35, column: 9, scope: !79)
!86 = !DILocation(line: 35, column: 17, scope: !79)
!87 = !DILocation(line: 36, column: 22, scope: !62)
!88 = !DILocation(line: 36, column: 5, scope: !62)
!89 = !DILocation(line: 37, column: 5, scope: !62)
!90 = !DILocation(line: 38, column: 1, scope: !62)
