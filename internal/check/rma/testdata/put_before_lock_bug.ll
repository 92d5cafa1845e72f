; ModuleID = 'put_before_lock_bug.c'
source_filename = "put_before_lock_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.winbuf = private unnamed_addr constant [4 x i32] [i32 -1, i32 0, i32 0, i32 0], align 16
@.str = private unnamed_addr constant [8 x i8] c"%d: %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !23 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [4 x i32], align 16
  %11 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !29, metadata !DIExpression()), !dbg !30
  store ptr %1, ptr %5, align 8
  call void @llvm.dbg.declare(metadata ptr %5, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata ptr %6, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata ptr %7, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata ptr %8, metadata !37, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata ptr %9, metadata !39, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata ptr %10, metadata !41, metadata !DIExpression()), !dbg !45
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.main.winbuf, i64 16, i1 false), !dbg !45
  call void @llvm.dbg.declare(metadata ptr %11, metadata !46, metadata !DIExpression()), !dbg !48
  %12 = call i32 @MPI_Init(ptr noundef %4, ptr noundef %5), !dbg !49
  %13 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, ptr noundef %6), !dbg !50
  %14 = call i32 @MPI_Comm_size(i32 noundef 1140850688, ptr noundef %7), !dbg !51
  %15 = load i32, ptr %6, align 4, !dbg !52
  %16 = add nsw i32 %15, 1, !dbg !53
  %17 = load i32, ptr %7, align 4, !dbg !54
  %18 = srem i32 %16, %17, !dbg !55
  store i32 %18, ptr %8, align 4, !dbg !56
  %19 = load i32, ptr %6, align 4, !dbg !57
  store i32 %19, ptr %9, align 4, !dbg !58
  %20 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 0, !dbg !59
  %21 = call i32 @MPI_Win_create(ptr noundef %20, i64 noundef 16, i32 noundef 4, i32 noundef 469762048, i32 noundef 1140850688, ptr noundef %11), !dbg !60
  %22 = load i32, ptr %8, align 4, !dbg !61
  %23 = load i32, ptr %11, align 4, !dbg !62
  %24 = call i32 @MPI_Put(ptr noundef %9, i32 noundef 1, i32 noundef 1275069445, i32 noundef %22, i64 noundef 0, i32 noundef 1, i32 noundef 1275069445, i32 noundef %23), !dbg !63
  %25 = load i32, ptr %8, align 4, !dbg !64
  %26 = load i32, ptr %11, align 4, !dbg !65
  %27 = call i32 @MPI_Win_lock(i32 noundef 235, i32 noundef %25, i32 noundef 0, i32 noundef %26), !dbg !66
  %28 = load i32, ptr %8, align 4, !dbg !67
  %29 = load i32, ptr %11, align 4, !dbg !68
  %30 = call i32 @MPI_Win_unlock(i32 noundef %28, i32 noundef %29), !dbg !69
  %31 = call i32 @MPI_Barrier(i32 noundef 1140850688), !dbg !70
  %32 = call i32 @MPI_Win_free(ptr noundef %11), !dbg !71
  %33 = load i32, ptr %6, align 4, !dbg !72
  %34 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 0, !dbg !73
  %35 = load i32, ptr %34, align 16, !dbg !73
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %33, i32 noundef %35), !dbg !74
  %37 = call i32 @MPI_Finalize(), !dbg !75
  ret i32 0, !dbg !76
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @MPI_Init(ptr noundef, ptr noundef) #3

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) #3

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) #3

declare i32 @MPI_Win_create(ptr noundef, i64 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) #3

declare i32 @MPI_Put(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i64 noundef, i32 noundef, i32 noundef, i32 noundef) #3

declare i32 @MPI_Win_lock(i32 noundef, i32 noundef, i32 noundef, i32 noundef) #3

declare i32 @MPI_Win_unlock(i32 noundef, i32 noundef) #3

declare i32 @MPI_Barrier(i32 noundef) #3

declare i32 @MPI_Win_free(ptr noundef) #3

declare i32 @printf(ptr noundef, ...) #3

declare i32 @MPI_Finalize() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "put_before_lock_bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "ae8e5edfa7b54fb76f9d91cad88bad40")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !14, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !12, !13}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !10, line: 278, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "4b71fd3b70af927520642c9484925c9e")
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Info", file: !10, line: 528, baseType: !11)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !10, line: 104, baseType: !11)
!14 = !{!0}
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!23 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 8, type: !24, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!24 = !DISubroutineType(types: !25)
!25 = !{!11, !11, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !23, file: !2, line: 8, type: !11)
!30 = !DILocation(line: 8, column: 14, scope: !23)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !23, file: !2, line: 8, type: !26)
!32 = !DILocation(line: 8, column: 27, scope: !23)
!33 = !DILocalVariable(name: "rank", scope: !23, file: !2, line: 10, type: !11)
!34 = !DILocation(line: 10, column: 9, scope: !23)
!35 = !DILocalVariable(name: "size", scope: !23, file: !2, line: 10, type: !11)
!36 = !DILocation(line: 10, column: 15, scope: !23)
!37 = !DILocalVariable(name: "target", scope: !23, file: !2, line: 10, type: !11)
!38 = !DILocation(line: 10, column: 21, scope: !23)
!39 = !DILocalVariable(name: "out", scope: !23, file: !2, line: 10, type: !11)
!40 = !DILocation(line: 10, column: 29, scope: !23)
!41 = !DILocalVariable(name: "winbuf", scope: !23, file: !2, line: 11, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 4)
!45 = !DILocation(line: 11, column: 9, scope: !23)
!46 = !DILocalVariable(name: "win", scope: !23, file: !2, line: 12, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Win", file: !10, line: 287, baseType: !11)
!48 = !DILocation(line: 12, column: 13, scope: !23)
!49 = !DILocation(line: 14, column: 5, scope: !23)
!50 = !DILocation(line: 15, column: 5, scope: !23)
!51 = !DILocation(line: 16, column: 5, scope: !23)
!52 = !DILocation(line: 17, column: 15, scope: !23)
!53 = !DILocation(line: 17, column: 20, scope: !23)
!54 = !DILocation(line: 17, column: 27, scope: !23)
!55 = !DILocation(line: 17, column: 25, scope: !23)
!56 = !DILocation(line: 17, column: 12, scope: !23)
!57 = !DILocation(line: 18, column: 11, scope: !23)
!58 = !DILocation(line: 18, column: 9, scope: !23)
!59 = !DILocation(line: 19, column: 20, scope: !23)
!60 = !DILocation(line: 19, column: 5, scope: !23)
!61 = !DILocation(line: 21, column: 31, scope: !23)
!62 = !DILocation(line: 21, column: 54, scope: !23)
!63 = !DILocation(line: 21, column: 5, scope: !23)
!64 = !DILocation(line: 22, column: 35, scope: !23)
!65 = !DILocation(line: 22, column: 46, scope: !23)
!66 = !DILocation(line: 22, column: 5, scope: !23)
!67 = !DILocation(line: 23, column: 20, scope: !23)
!68 = !DILocation(line: 23, column: 28, scope: !23)
!69 = !DILocation(line: 23, column: 5, scope: !23)
!70 = !DILocation(line: 25, column: 5, scope: !23)
!71 = !DILocation(line: 26, column: 5, scope: !23)
!72 = !DILocation(line: 27, column: 24, scope: !23)
!73 = !DILocation(line: 27, column: 30, scope: !23)
!74 = !DILocation(line: 27, column: 5, scope: !23)
!75 = !DILocation(line: 28, column: 5, scope: !23)
!76 = !DILocation(line: 29, column: 5, scope: !23)
