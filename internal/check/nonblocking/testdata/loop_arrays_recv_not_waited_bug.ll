; ModuleID = 'loop_arrays_recv_not_waited_bug.c'
source_filename = "loop_arrays_recv_not_waited_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%d sum %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !31 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [4 x i32], align 16
  %11 = alloca [4 x i32], align 16
  %12 = alloca [4 x i32], align 16
  %13 = alloca [4 x i32], align 16
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !37, metadata !DIExpression()), !dbg !38
  store ptr %1, ptr %5, align 8
  call void @llvm.dbg.declare(metadata ptr %5, metadata !39, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata ptr %6, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata ptr %7, metadata !43, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata ptr %8, metadata !45, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata ptr %9, metadata !47, metadata !DIExpression()), !dbg !48
  store i32 0, ptr %9, align 4, !dbg !48
  call void @llvm.dbg.declare(metadata ptr %10, metadata !49, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata ptr %11, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.declare(metadata ptr %12, metadata !56, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.declare(metadata ptr %13, metadata !60, metadata !DIExpression()), !dbg !61
  %14 = call i32 @MPI_Init(ptr noundef %4, ptr noundef %5), !dbg !62
  %15 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, ptr noundef %6), !dbg !63
  %16 = call i32 @MPI_Comm_size(i32 noundef 1140850688, ptr noundef %7), !dbg !64
  store i32 0, ptr %8, align 4, !dbg !65
  br label %17, !dbg !67

17:                                               ; preds = %53, %2
  %18 = load i32, ptr %8, align 4, !dbg !68
  %19 = icmp slt i32 %18, 4, !dbg !70
  br i1 %19, label %20, label %56, !dbg !71

20:                                               ; preds = %17
  %21 = load i32, ptr %6, align 4, !dbg !72
  %22 = load i32, ptr %8, align 4, !dbg !74
  %23 = add nsw i32 %21, %22, !dbg !75
  %24 = load i32, ptr %8, align 4, !dbg !76
  %25 = sext i32 %24 to i64, !dbg !77
  %26 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 %25, !dbg !77
  store i32 %23, ptr %26, align 4, !dbg !78
  %27 = load i32, ptr %8, align 4, !dbg !79
  %28 = sext i32 %27 to i64, !dbg !80
  %29 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 %28, !dbg !80
  %30 = load i32, ptr %6, align 4, !dbg !81
  %31 = load i32, ptr %7, align 4, !dbg !82
  %32 = add nsw i32 %30, %31, !dbg !83
  %33 = sub nsw i32 %32, 1, !dbg !84
  %34 = load i32, ptr %7, align 4, !dbg !85
  %35 = srem i32 %33, %34, !dbg !86
  %36 = load i32, ptr %8, align 4, !dbg !87
  %37 = load i32, ptr %8, align 4, !dbg !88
  %38 = sext i32 %37 to i64, !dbg !89
  %39 = getelementptr inbounds [4 x i32], ptr %13, i64 0, i64 %38, !dbg !89
  %40 = call i32 @MPI_Irecv(ptr noundef %29, i32 noundef 1, i32 noundef 1275069445, i32 noundef %35, i32 noundef %36, i32 noundef 1140850688, ptr noundef %39), !dbg !90
  %41 = load i32, ptr %8, align 4, !dbg !91
  %42 = sext i32 %41 to i64, !dbg !92
  %43 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 %42, !dbg !92
  %44 = load i32, ptr %6, align 4, !dbg !93
  %45 = add nsw i32 %44, 1, !dbg !94
  %46 = load i32, ptr %7, align 4, !dbg !95
  %47 = srem i32 %45, %46, !dbg !96
  %48 = load i32, ptr %8, align 4, !dbg !97
  %49 = load i32, ptr %8, align 4, !dbg !98
  %50 = sext i32 %49 to i64, !dbg !99
  %51 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 %50, !dbg !99
  %52 = call i32 @MPI_Isend(ptr noundef %43, i32 noundef 1, i32 noundef 1275069445, i32 noundef %47, i32 noundef %48, i32 noundef 1140850688, ptr noundef %51), !dbg !100
  br label %53, !dbg !101

53:                                               ; preds = %20
  %54 = load i32, ptr %8, align 4, !dbg !102
  %55 = add nsw i32 %54, 1, !dbg !102
  store i32 %55, ptr %8, align 4, !dbg !102
  br label %17, !dbg !103, !llvm.loop !104

56:                                               ; preds = %17
  %57 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 0, !dbg !107
  %58 = call i32 @MPI_Waitall(i32 noundef 4, ptr noundef %57, ptr noundef inttoptr (i64 1 to ptr)), !dbg !108
  %59 = call i32 @MPI_Barrier(i32 noundef 1140850688), !dbg !109
  store i32 0, ptr %8, align 4, !dbg !110
  br label %60, !dbg !112

60:                                               ; preds = %70, %56
  %61 = load i32, ptr %8, align 4, !dbg !113
  %62 = icmp slt i32 %61, 4, !dbg !115
  br i1 %62, label %63, label %73, !dbg !116

63:                                               ; preds = %60
  %64 = load i32, ptr %8, align 4, !dbg !117
  %65 = sext i32 %64 to i64, !dbg !118
  %66 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 %65, !dbg !118
  %67 = load i32, ptr %66, align 4, !dbg !118
  %68 = load i32, ptr %9, align 4, !dbg !119
  %69 = add nsw i32 %68, %67, !dbg !119
  store i32 %69, ptr %9, align 4, !dbg !119
  br label %70, !dbg !120

70:                                               ; preds = %63
  %71 = load i32, ptr %8, align 4, !dbg !121
  %72 = add nsw i32 %71, 1, !dbg !121
  store i32 %72, ptr %8, align 4, !dbg !121
  br label %60, !dbg !122, !llvm.loop !123

73:                                               ; preds = %60
  %74 = load i32, ptr %6, align 4, !dbg !125
  %75 = load i32, ptr %9, align 4, !dbg !126
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %74, i32 noundef %75), !dbg !127
  %77 = call i32 @MPI_Finalize(), !dbg !128
  ret i32 0, !dbg !129
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(ptr noundef, ptr noundef) #2

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) #2

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) #2

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) #2

declare i32 @MPI_Isend(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) #2

declare i32 @MPI_Waitall(i32 noundef, ptr noundef, ptr noundef) #2

declare i32 @MPI_Barrier(i32 noundef) #2

declare i32 @printf(ptr noundef, ...) #2

declare i32 @MPI_Finalize() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "loop_arrays_recv_not_waited_bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "ac80679474a35214ae9dfefe7d1f2bdd")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
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
!31 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !32, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !36)
!32 = !DISubroutineType(types: !33)
!33 = !{!11, !11, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!36 = !{}
!37 = !DILocalVariable(name: "argc", arg: 1, scope: !31, file: !2, line: 12, type: !11)
!38 = !DILocation(line: 12, column: 14, scope: !31)
!39 = !DILocalVariable(name: "argv", arg: 2, scope: !31, file: !2, line: 12, type: !34)
!40 = !DILocation(line: 12, column: 27, scope: !31)
!41 = !DILocalVariable(name: "rank", scope: !31, file: !2, line: 14, type: !11)
!42 = !DILocation(line: 14, column: 9, scope: !31)
!43 = !DILocalVariable(name: "size", scope: !31, file: !2, line: 14, type: !11)
!44 = !DILocation(line: 14, column: 15, scope: !31)
!45 = !DILocalVariable(name: "i", scope: !31, file: !2, line: 14, type: !11)
!46 = !DILocation(line: 14, column: 21, scope: !31)
!47 = !DILocalVariable(name: "sum", scope: !31, file: !2, line: 14, type: !11)
!48 = !DILocation(line: 14, column: 24, scope: !31)
!49 = !DILocalVariable(name: "out", scope: !31, file: !2, line: 15, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 4)
!53 = !DILocation(line: 15, column: 9, scope: !31)
!54 = !DILocalVariable(name: "in", scope: !31, file: !2, line: 15, type: !50)
!55 = !DILocation(line: 15, column: 17, scope: !31)
!56 = !DILocalVariable(name: "sreq", scope: !31, file: !2, line: 16, type: !57)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 128, elements: !51)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Request", file: !10, line: 451, baseType: !11)
!59 = !DILocation(line: 16, column: 17, scope: !31)
!60 = !DILocalVariable(name: "rreq", scope: !31, file: !2, line: 16, type: !57)
!61 = !DILocation(line: 16, column: 26, scope: !31)
!62 = !DILocation(line: 18, column: 5, scope: !31)
!63 = !DILocation(line: 19, column: 5, scope: !31)
!64 = !DILocation(line: 20, column: 5, scope: !31)
!65 = !DILocation(line: 22, column: 12, scope: !66)
!66 = distinct !DILexicalBlock(scope: !31, file: !2, line: 22, column: 5)
!67 = !DILocation(line: 22, column: 10, scope: !66)
!68 = !DILocation(line: 22, column: 17, scope: !69)
!69 = distinct !DILexicalBlock(scope: !66, file: !2, line: 22, column: 5)
!70 = !DILocation(line: 22, column: 19, scope: !69)
!71 = !DILocation(line: 22, column: 5, scope: !66)
!72 = !DILocation(line: 23, column: 18, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !2, line: 22, column: 29)
!74 = !DILocation(line: 23, column: 25, scope: !73)
!75 = !DILocation(line: 23, column: 23, scope: !73)
!76 = !DILocation(line: 23, column: 13, scope: !73)
!77 = !DILocation(line: 23, column: 9, scope: !73)
!78 = !DILocation(line: 23, column: 16, scope: !73)
!79 = !DILocation(line: 24, column: 23, scope: !73)
!80 = !DILocation(line: 24, column: 20, scope: !73)
!81 = !DILocation(line: 24, column: 40, scope: !73)
!82 = !DILocation(line: 24, column: 47, scope: !73)
!83 = !DILocation(line: 24, column: 45, scope: !73)
!84 = !DILocation(line: 24, column: 52, scope: !73)
!85 = !DILocation(line: 24, column: 59, scope: !73)
!86 = !DILocation(line: 24, column: 57, scope: !73)
!87 = !DILocation(line: 24, column: 65, scope: !73)
!88 = !DILocation(line: 24, column: 90, scope: !73)
!89 = !DILocation(line: 24, column: 85, scope: !73)
!90 = !DILocation(line: 24, column: 9, scope: !73)
!91 = !DILocation(line: 25, column: 24, scope: !73)
!92 = !DILocation(line: 25, column: 20, scope: !73)
!93 = !DILocation(line: 25, column: 41, scope: !73)
!94 = !DILocation(line: 25, column: 46, scope: !73)
!95 = !DILocation(line: 25, column: 53, scope: !73)
!96 = !DILocation(line: 25, column: 51, scope: !73)
!97 = !DILocation(line: 25, column: 59, scope: !73)
!98 = !DILocation(line: 25, column: 84, scope: !73)
!99 = !DILocation(line: 25, column: 79, scope: !73)
!100 = !DILocation(line: 25, column: 9, scope: !73)
!101 = !DILocation(line: 26, column: 5, scope: !73)
!102 = !DILocation(line: 22, column: 25, scope: !69)
!103 = !DILocation(line: 22, column: 5, scope: !69)
!104 = distinct !{!104, !71, !105, !106}
!105 = !DILocation(line: 26, column: 5, scope: !66)
!106 = !{!"llvm.loop.mustprogress"}
!107 = !DILocation(line: 27, column: 20, scope: !31)
!108 = !DILocation(line: 27, column: 5, scope: !31)
!109 = !DILocation(line: 28, column: 5, scope: !31)
!110 = !DILocation(line: 29, column: 12, scope: !111)
!111 = distinct !DILexicalBlock(scope: !31, file: !2, line: 29, column: 5)
!112 = !DILocation(line: 29, column: 10, scope: !111)
!113 = !DILocation(line: 29, column: 17, scope: !114)
!114 = distinct !DILexicalBlock(scope: !111, file: !2, line: 29, column: 5)
!115 = !DILocation(line: 29, column: 19, scope: !114)
!116 = !DILocation(line: 29, column: 5, scope: !111)
!117 = !DILocation(line: 30, column: 19, scope: !114)
!118 = !DILocation(line: 30, column: 16, scope: !114)
!119 = !DILocation(line: 30, column: 13, scope: !114)
!120 = !DILocation(line: 30, column: 9, scope: !114)
!121 = !DILocation(line: 29, column: 25, scope: !114)
!122 = !DILocation(line: 29, column: 5, scope: !114)
!123 = distinct !{!123, !116, !124, !106}
!124 = !DILocation(line: 30, column: 20, scope: !111)
!125 = !DILocation(line: 31, column: 27, scope: !31)
!126 = !DILocation(line: 31, column: 33, scope: !31)
!127 = !DILocation(line: 31, column: 5, scope: !31)
!128 = !DILocation(line: 33, column: 5, scope: !31)
!129 = !DILocation(line: 34, column: 5, scope: !31)
