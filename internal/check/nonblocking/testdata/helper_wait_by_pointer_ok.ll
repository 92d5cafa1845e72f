; ModuleID = 'helper_wait_by_pointer_ok.c'
source_filename = "helper_wait_by_pointer_ok.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"%d received %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !31 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !37, metadata !DIExpression()), !dbg !38
  store ptr %1, ptr %5, align 8
  call void @llvm.dbg.declare(metadata ptr %5, metadata !39, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata ptr %6, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata ptr %7, metadata !43, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata ptr %8, metadata !45, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata ptr %9, metadata !47, metadata !DIExpression()), !dbg !48
  store i32 -1, ptr %9, align 4, !dbg !48
  call void @llvm.dbg.declare(metadata ptr %10, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata ptr %11, metadata !52, metadata !DIExpression()), !dbg !53
  %12 = call i32 @MPI_Init(ptr noundef %4, ptr noundef %5), !dbg !54
  %13 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, ptr noundef %6), !dbg !55
  %14 = call i32 @MPI_Comm_size(i32 noundef 1140850688, ptr noundef %7), !dbg !56
  %15 = load i32, ptr %6, align 4, !dbg !57
  store i32 %15, ptr %8, align 4, !dbg !58
  %16 = load i32, ptr %6, align 4, !dbg !59
  %17 = load i32, ptr %7, align 4, !dbg !60
  %18 = add nsw i32 %16, %17, !dbg !61
  %19 = sub nsw i32 %18, 1, !dbg !62
  %20 = load i32, ptr %7, align 4, !dbg !63
  %21 = srem i32 %19, %20, !dbg !64
  %22 = call i32 @MPI_Irecv(ptr noundef %9, i32 noundef 1, i32 noundef 1275069445, i32 noundef %21, i32 noundef 0, i32 noundef 1140850688, ptr noundef %11), !dbg !65
  %23 = load i32, ptr %6, align 4, !dbg !66
  %24 = add nsw i32 %23, 1, !dbg !67
  %25 = load i32, ptr %7, align 4, !dbg !68
  %26 = srem i32 %24, %25, !dbg !69
  %27 = call i32 @MPI_Isend(ptr noundef %8, i32 noundef 1, i32 noundef 1275069445, i32 noundef %26, i32 noundef 0, i32 noundef 1140850688, ptr noundef %10), !dbg !70
  call void @finish(ptr noundef %10), !dbg !71
  call void @finish(ptr noundef %11), !dbg !72
  %28 = load i32, ptr %6, align 4, !dbg !73
  %29 = load i32, ptr %9, align 4, !dbg !74
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %28, i32 noundef %29), !dbg !75
  %31 = call i32 @MPI_Finalize(), !dbg !76
  ret i32 0, !dbg !77
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(ptr noundef, ptr noundef) #2

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) #2

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) #2

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) #2

declare i32 @MPI_Isend(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @finish(ptr noundef %0) #0 !dbg !78 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.dbg.declare(metadata ptr %2, metadata !82, metadata !DIExpression()), !dbg !83
  %3 = load ptr, ptr %2, align 8, !dbg !84
  %4 = call i32 @MPI_Wait(ptr noundef %3, ptr noundef inttoptr (i64 1 to ptr)), !dbg !85
  ret void, !dbg !86
}

declare i32 @printf(ptr noundef, ...) #2

declare i32 @MPI_Finalize() #2

declare i32 @MPI_Wait(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "helper_wait_by_pointer_ok.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d0a5699c3a6e7cdb1120dd8e4fe65b7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 16)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !22, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !12, !13}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !10, line: 278, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "4b71fd3b70af927520642c9484925c9e")
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !10, line: 104, baseType: !11)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !10, line: 593, baseType: !15)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MPI_Status", file: !10, line: 587, size: 160, elements: !16)
!16 = !{!17, !18, !19, !20, !21}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "count_lo", scope: !15, file: !10, line: 588, baseType: !11, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "count_hi_and_cancelled", scope: !15, file: !10, line: 589, baseType: !11, size: 32, offset: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !15, file: !10, line: 590, baseType: !11, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !15, file: !10, line: 591, baseType: !11, size: 32, offset: 96)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !15, file: !10, line: 592, baseType: !11, size: 32, offset: 128)
!22 = !{!0}
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!31 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !32, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !36)
!32 = !DISubroutineType(types: !33)
!33 = !{!11, !11, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!36 = !{}
!37 = !DILocalVariable(name: "argc", arg: 1, scope: !31, file: !2, line: 13, type: !11)
!38 = !DILocation(line: 13, column: 14, scope: !31)
!39 = !DILocalVariable(name: "argv", arg: 2, scope: !31, file: !2, line: 13, type: !34)
!40 = !DILocation(line: 13, column: 27, scope: !31)
!41 = !DILocalVariable(name: "rank", scope: !31, file: !2, line: 15, type: !11)
!42 = !DILocation(line: 15, column: 9, scope: !31)
!43 = !DILocalVariable(name: "size", scope: !31, file: !2, line: 15, type: !11)
!44 = !DILocation(line: 15, column: 15, scope: !31)
!45 = !DILocalVariable(name: "out", scope: !31, file: !2, line: 15, type: !11)
!46 = !DILocation(line: 15, column: 21, scope: !31)
!47 = !DILocalVariable(name: "in", scope: !31, file: !2, line: 15, type: !11)
!48 = !DILocation(line: 15, column: 26, scope: !31)
!49 = !DILocalVariable(name: "sreq", scope: !31, file: !2, line: 16, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Request", file: !10, line: 451, baseType: !11)
!51 = !DILocation(line: 16, column: 17, scope: !31)
!52 = !DILocalVariable(name: "rreq", scope: !31, file: !2, line: 16, type: !50)
!53 = !DILocation(line: 16, column: 23, scope: !31)
!54 = !DILocation(line: 18, column: 5, scope: !31)
!55 = !DILocation(line: 19, column: 5, scope: !31)
!56 = !DILocation(line: 20, column: 5, scope: !31)
!57 = !DILocation(line: 22, column: 11, scope: !31)
!58 = !DILocation(line: 22, column: 9, scope: !31)
!59 = !DILocation(line: 23, column: 33, scope: !31)
!60 = !DILocation(line: 23, column: 40, scope: !31)
!61 = !DILocation(line: 23, column: 38, scope: !31)
!62 = !DILocation(line: 23, column: 45, scope: !31)
!63 = !DILocation(line: 23, column: 52, scope: !31)
!64 = !DILocation(line: 23, column: 50, scope: !31)
!65 = !DILocation(line: 23, column: 5, scope: !31)
!66 = !DILocation(line: 24, column: 34, scope: !31)
!67 = !DILocation(line: 24, column: 39, scope: !31)
!68 = !DILocation(line: 24, column: 46, scope: !31)
!69 = !DILocation(line: 24, column: 44, scope: !31)
!70 = !DILocation(line: 24, column: 5, scope: !31)
!71 = !DILocation(line: 25, column: 5, scope: !31)
!72 = !DILocation(line: 26, column: 5, scope: !31)
!73 = !DILocation(line: 28, column: 32, scope: !31)
!74 = !DILocation(line: 28, column: 38, scope: !31)
!75 = !DILocation(line: 28, column: 5, scope: !31)
!76 = !DILocation(line: 29, column: 5, scope: !31)
!77 = !DILocation(line: 30, column: 5, scope: !31)
!78 = distinct !DISubprogram(name: "finish", scope: !2, file: !2, line: 8, type: !79, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!79 = !DISubroutineType(types: !80)
!80 = !{null, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!82 = !DILocalVariable(name: "r", arg: 1, scope: !78, file: !2, line: 8, type: !81)
!83 = !DILocation(line: 8, column: 33, scope: !78)
!84 = !DILocation(line: 10, column: 14, scope: !78)
!85 = !DILocation(line: 10, column: 5, scope: !78)
!86 = !DILocation(line: 11, column: 1, scope: !78)
