; ModuleID = 'rank_correlated_requests_ok.c'
source_filename = "rank_correlated_requests_ok.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"sum %d (work %d)\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !34 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !40, metadata !DIExpression()), !dbg !41
  store ptr %1, ptr %5, align 8
  call void @llvm.dbg.declare(metadata ptr %5, metadata !42, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata ptr %6, metadata !44, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.declare(metadata ptr %7, metadata !46, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata ptr %8, metadata !48, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.declare(metadata ptr %9, metadata !50, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata ptr %10, metadata !52, metadata !DIExpression()), !dbg !53
  store i32 0, ptr %10, align 4, !dbg !53
  call void @llvm.dbg.declare(metadata ptr %11, metadata !54, metadata !DIExpression()), !dbg !55
  store i32 0, ptr %11, align 4, !dbg !55
  call void @llvm.dbg.declare(metadata ptr %12, metadata !56, metadata !DIExpression()), !dbg !58
  store ptr null, ptr %12, align 8, !dbg !58
  call void @llvm.dbg.declare(metadata ptr %13, metadata !59, metadata !DIExpression()), !dbg !62
  store ptr null, ptr %13, align 8, !dbg !62
  call void @llvm.dbg.declare(metadata ptr %14, metadata !63, metadata !DIExpression()), !dbg !64
  %15 = call i32 @MPI_Init(ptr noundef %4, ptr noundef %5), !dbg !65
  %16 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, ptr noundef %6), !dbg !66
  %17 = call i32 @MPI_Comm_size(i32 noundef 1140850688, ptr noundef %7), !dbg !67
  %18 = load i32, ptr %6, align 4, !dbg !68
  %19 = load i32, ptr %6, align 4, !dbg !69
  %20 = mul nsw i32 %18, %19, !dbg !70
  store i32 %20, ptr %9, align 4, !dbg !71
  %21 = load i32, ptr %6, align 4, !dbg !72
  %22 = icmp eq i32 %21, 0, !dbg !74
  br i1 %22, label %23, label %51, !dbg !75

23:                                               ; preds = %2
  %24 = load i32, ptr %7, align 4, !dbg !76
  %25 = sext i32 %24 to i64, !dbg !78
  %26 = mul i64 4, %25, !dbg !79
  %27 = call noalias ptr @malloc(i64 noundef %26) #5, !dbg !80
  store ptr %27, ptr %12, align 8, !dbg !81
  %28 = load i32, ptr %7, align 4, !dbg !82
  %29 = sext i32 %28 to i64, !dbg !83
  %30 = mul i64 4, %29, !dbg !84
  %31 = call noalias ptr @malloc(i64 noundef %30) #5, !dbg !85
  store ptr %31, ptr %13, align 8, !dbg !86
  store i32 1, ptr %8, align 4, !dbg !87
  br label %32, !dbg !89

32:                                               ; preds = %47, %23
  %33 = load i32, ptr %8, align 4, !dbg !90
  %34 = load i32, ptr %7, align 4, !dbg !92
  %35 = icmp slt i32 %33, %34, !dbg !93
  br i1 %35, label %36, label %50, !dbg !94

36:                                               ; preds = %32
  %37 = load ptr, ptr %12, align 8, !dbg !95
  %38 = load i32, ptr %8, align 4, !dbg !96
  %39 = sext i32 %38 to i64, !dbg !95
  %40 = getelementptr inbounds i32, ptr %37, i64 %39, !dbg !95
  %41 = load i32, ptr %8, align 4, !dbg !97
  %42 = load ptr, ptr %13, align 8, !dbg !98
  %43 = load i32, ptr %8, align 4, !dbg !99
  %44 = sext i32 %43 to i64, !dbg !98
  %45 = getelementptr inbounds i32, ptr %42, i64 %44, !dbg !98
  %46 = call i32 @MPI_Irecv(ptr noundef %40, i32 noundef 1, i32 noundef 1275069445, i32 noundef %41, i32 noundef 0, i32 noundef 1140850688, ptr noundef %45), !dbg !100
  br label %47, !dbg !100

47:                                               ; preds = %36
  %48 = load i32, ptr %8, align 4, !dbg !101
  %49 = add nsw i32 %48, 1, !dbg !101
  store i32 %49, ptr %8, align 4, !dbg !101
  br label %32, !dbg !102, !llvm.loop !103

50:                                               ; preds = %32
  br label %53, !dbg !106

51:                                               ; preds = %2
  %52 = call i32 @MPI_Isend(ptr noundef %9, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 0, i32 noundef 1140850688, ptr noundef %14), !dbg !107
  br label %53

53:                                               ; preds = %51, %50
  store i32 0, ptr %8, align 4, !dbg !109
  br label %54, !dbg !111

54:                                               ; preds = %62, %53
  %55 = load i32, ptr %8, align 4, !dbg !112
  %56 = icmp slt i32 %55, 100, !dbg !114
  br i1 %56, label %57, label %65, !dbg !115

57:                                               ; preds = %54
  %58 = load i32, ptr %8, align 4, !dbg !116
  %59 = srem i32 %58, 7, !dbg !117
  %60 = load i32, ptr %11, align 4, !dbg !118
  %61 = add nsw i32 %60, %59, !dbg !118
  store i32 %61, ptr %11, align 4, !dbg !118
  br label %62, !dbg !119

62:                                               ; preds = %57
  %63 = load i32, ptr %8, align 4, !dbg !120
  %64 = add nsw i32 %63, 1, !dbg !120
  store i32 %64, ptr %8, align 4, !dbg !120
  br label %54, !dbg !121, !llvm.loop !122

65:                                               ; preds = %54
  %66 = load i32, ptr %6, align 4, !dbg !124
  %67 = icmp eq i32 %66, 0, !dbg !126
  br i1 %67, label %68, label %95, !dbg !127

68:                                               ; preds = %65
  %69 = load i32, ptr %7, align 4, !dbg !128
  %70 = sub nsw i32 %69, 1, !dbg !130
  %71 = load ptr, ptr %13, align 8, !dbg !131
  %72 = getelementptr inbounds i32, ptr %71, i64 1, !dbg !131
  %73 = call i32 @MPI_Waitall(i32 noundef %70, ptr noundef %72, ptr noundef inttoptr (i64 1 to ptr)), !dbg !132
  store i32 1, ptr %8, align 4, !dbg !133
  br label %74, !dbg !135

74:                                               ; preds = %86, %68
  %75 = load i32, ptr %8, align 4, !dbg !136
  %76 = load i32, ptr %7, align 4, !dbg !138
  %77 = icmp slt i32 %75, %76, !dbg !139
  br i1 %77, label %78, label %89, !dbg !140

78:                                               ; preds = %74
  %79 = load ptr, ptr %12, align 8, !dbg !141
  %80 = load i32, ptr %8, align 4, !dbg !142
  %81 = sext i32 %80 to i64, !dbg !141
  %82 = getelementptr inbounds i32, ptr %79, i64 %81, !dbg !141
  %83 = load i32, ptr %82, align 4, !dbg !141
  %84 = load i32, ptr %10, align 4, !dbg !143
  %85 = add nsw i32 %84, %83, !dbg !143
  store i32 %85, ptr %10, align 4, !dbg !143
  br label %86, !dbg !144

86:                                               ; preds = %78
  %87 = load i32, ptr %8, align 4, !dbg !145
  %88 = add nsw i32 %87, 1, !dbg !145
  store i32 %88, ptr %8, align 4, !dbg !145
  br label %74, !dbg !146, !llvm.loop !147

89:                                               ; preds = %74
  %90 = load i32, ptr %10, align 4, !dbg !149
  %91 = load i32, ptr %11, align 4, !dbg !150
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %90, i32 noundef %91), !dbg !151
  %93 = load ptr, ptr %12, align 8, !dbg !152
  call void @free(ptr noundef %93) #6, !dbg !153
  %94 = load ptr, ptr %13, align 8, !dbg !154
  call void @free(ptr noundef %94) #6, !dbg !155
  br label %97, !dbg !156

95:                                               ; preds = %65
  %96 = call i32 @MPI_Wait(ptr noundef %14, ptr noundef inttoptr (i64 1 to ptr)), !dbg !157
  br label %97

97:                                               ; preds = %95, %89
  %98 = call i32 @MPI_Finalize(), !dbg !159
  ret i32 0, !dbg !160
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(ptr noundef, ptr noundef) #2

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) #2

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) #2

declare i32 @MPI_Isend(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) #2

declare i32 @MPI_Waitall(i32 noundef, ptr noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

declare i32 @MPI_Wait(ptr noundef, ptr noundef) #2

declare i32 @MPI_Finalize() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "rank_correlated_requests_ok.c", directory: ".", checksumkind: CSK_MD5, checksum: "77252f69b5e5c7d811bae94f5f665b35")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !25, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !12, !15, !16}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !10, line: 278, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "4b71fd3b70af927520642c9484925c9e")
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !13, line: 46, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "f95079da609b0e8f201cb8136304bf3b")
!14 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !10, line: 104, baseType: !11)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !10, line: 593, baseType: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MPI_Status", file: !10, line: 587, size: 160, elements: !19)
!19 = !{!20, !21, !22, !23, !24}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "count_lo", scope: !18, file: !10, line: 588, baseType: !11, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "count_hi_and_cancelled", scope: !18, file: !10, line: 589, baseType: !11, size: 32, offset: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !18, file: !10, line: 590, baseType: !11, size: 32, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !18, file: !10, line: 591, baseType: !11, size: 32, offset: 96)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !18, file: !10, line: 592, baseType: !11, size: 32, offset: 128)
!25 = !{!0}
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!34 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !35, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !39)
!35 = !DISubroutineType(types: !36)
!36 = !{!11, !11, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!39 = !{}
!40 = !DILocalVariable(name: "argc", arg: 1, scope: !34, file: !2, line: 11, type: !11)
!41 = !DILocation(line: 11, column: 14, scope: !34)
!42 = !DILocalVariable(name: "argv", arg: 2, scope: !34, file: !2, line: 11, type: !37)
!43 = !DILocation(line: 11, column: 27, scope: !34)
!44 = !DILocalVariable(name: "rank", scope: !34, file: !2, line: 13, type: !11)
!45 = !DILocation(line: 13, column: 9, scope: !34)
!46 = !DILocalVariable(name: "size", scope: !34, file: !2, line: 13, type: !11)
!47 = !DILocation(line: 13, column: 15, scope: !34)
!48 = !DILocalVariable(name: "p", scope: !34, file: !2, line: 13, type: !11)
!49 = !DILocation(line: 13, column: 21, scope: !34)
!50 = !DILocalVariable(name: "out", scope: !34, file: !2, line: 13, type: !11)
!51 = !DILocation(line: 13, column: 24, scope: !34)
!52 = !DILocalVariable(name: "sum", scope: !34, file: !2, line: 13, type: !11)
!53 = !DILocation(line: 13, column: 29, scope: !34)
!54 = !DILocalVariable(name: "work", scope: !34, file: !2, line: 13, type: !11)
!55 = !DILocation(line: 13, column: 38, scope: !34)
!56 = !DILocalVariable(name: "in", scope: !34, file: !2, line: 14, type: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!58 = !DILocation(line: 14, column: 10, scope: !34)
!59 = !DILocalVariable(name: "reqs", scope: !34, file: !2, line: 15, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Request", file: !10, line: 451, baseType: !11)
!62 = !DILocation(line: 15, column: 18, scope: !34)
!63 = !DILocalVariable(name: "sreq", scope: !34, file: !2, line: 16, type: !61)
!64 = !DILocation(line: 16, column: 17, scope: !34)
!65 = !DILocation(line: 18, column: 5, scope: !34)
!66 = !DILocation(line: 19, column: 5, scope: !34)
!67 = !DILocation(line: 20, column: 5, scope: !34)
!68 = !DILocation(line: 22, column: 11, scope: !34)
!69 = !DILocation(line: 22, column: 18, scope: !34)
!70 = !DILocation(line: 22, column: 16, scope: !34)
!71 = !DILocation(line: 22, column: 9, scope: !34)
!72 = !DILocation(line: 23, column: 9, scope: !73)
!73 = distinct !DILexicalBlock(scope: !34, file: !2, line: 23, column: 9)
!74 = !DILocation(line: 23, column: 14, scope: !73)
!75 = !DILocation(line: 23, column: 9, scope: !34)
!76 = !DILocation(line: 24, column: 43, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !2, line: 23, column: 20)
!78 = !DILocation(line: 24, column: 35, scope: !77)
!79 = !DILocation(line: 24, column: 33, scope: !77)
!80 = !DILocation(line: 24, column: 14, scope: !77)
!81 = !DILocation(line: 24, column: 12, scope: !77)
!82 = !DILocation(line: 25, column: 53, scope: !77)
!83 = !DILocation(line: 25, column: 45, scope: !77)
!84 = !DILocation(line: 25, column: 43, scope: !77)
!85 = !DILocation(line: 25, column: 16, scope: !77)
!86 = !DILocation(line: 25, column: 14, scope: !77)
!87 = !DILocation(line: 26, column: 16, scope: !88)
!88 = distinct !DILexicalBlock(scope: !77, file: !2, line: 26, column: 9)
!89 = !DILocation(line: 26, column: 14, scope: !88)
!90 = !DILocation(line: 26, column: 21, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 26, column: 9)
!92 = !DILocation(line: 26, column: 25, scope: !91)
!93 = !DILocation(line: 26, column: 23, scope: !91)
!94 = !DILocation(line: 26, column: 9, scope: !88)
!95 = !DILocation(line: 27, column: 24, scope: !91)
!96 = !DILocation(line: 27, column: 27, scope: !91)
!97 = !DILocation(line: 27, column: 43, scope: !91)
!98 = !DILocation(line: 27, column: 66, scope: !91)
!99 = !DILocation(line: 27, column: 71, scope: !91)
!100 = !DILocation(line: 27, column: 13, scope: !91)
!101 = !DILocation(line: 26, column: 32, scope: !91)
!102 = !DILocation(line: 26, column: 9, scope: !91)
!103 = distinct !{!103, !94, !104, !105}
!104 = !DILocation(line: 27, column: 73, scope: !88)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 28, column: 5, scope: !77)
!107 = !DILocation(line: 29, column: 9, scope: !108)
!108 = distinct !DILexicalBlock(scope: !73, file: !2, line: 28, column: 12)
!109 = !DILocation(line: 32, column: 12, scope: !110)
!110 = distinct !DILexicalBlock(scope: !34, file: !2, line: 32, column: 5)
!111 = !DILocation(line: 32, column: 10, scope: !110)
!112 = !DILocation(line: 32, column: 17, scope: !113)
!113 = distinct !DILexicalBlock(scope: !110, file: !2, line: 32, column: 5)
!114 = !DILocation(line: 32, column: 19, scope: !113)
!115 = !DILocation(line: 32, column: 5, scope: !110)
!116 = !DILocation(line: 33, column: 17, scope: !113)
!117 = !DILocation(line: 33, column: 19, scope: !113)
!118 = !DILocation(line: 33, column: 14, scope: !113)
!119 = !DILocation(line: 33, column: 9, scope: !113)
!120 = !DILocation(line: 32, column: 27, scope: !113)
!121 = !DILocation(line: 32, column: 5, scope: !113)
!122 = distinct !{!122, !115, !123, !105}
!123 = !DILocation(line: 33, column: 21, scope: !110)
!124 = !DILocation(line: 35, column: 9, scope: !125)
!125 = distinct !DILexicalBlock(scope: !34, file: !2, line: 35, column: 9)
!126 = !DILocation(line: 35, column: 14, scope: !125)
!127 = !DILocation(line: 35, column: 9, scope: !34)
!128 = !DILocation(line: 36, column: 21, scope: !129)
!129 = distinct !DILexicalBlock(scope: !125, file: !2, line: 35, column: 20)
!130 = !DILocation(line: 36, column: 26, scope: !129)
!131 = !DILocation(line: 36, column: 32, scope: !129)
!132 = !DILocation(line: 36, column: 9, scope: !129)
!133 = !DILocation(line: 37, column: 16, scope: !134)
!134 = distinct !DILexicalBlock(scope: !129, file: !2, line: 37, column: 9)
!135 = !DILocation(line: 37, column: 14, scope: !134)
!136 = !DILocation(line: 37, column: 21, scope: !137)
!137 = distinct !DILexicalBlock(scope: !134, file: !2, line: 37, column: 9)
!138 = !DILocation(line: 37, column: 25, scope: !137)
!139 = !DILocation(line: 37, column: 23, scope: !137)
!140 = !DILocation(line: 37, column: 9, scope: !134)
!141 = !DILocation(line: 38, column: 20, scope: !137)
!142 = !DILocation(line: 38, column: 23, scope: !137)
!143 = !DILocation(line: 38, column: 17, scope: !137)
!144 = !DILocation(line: 38, column: 13, scope: !137)
!145 = !DILocation(line: 37, column: 32, scope: !137)
!146 = !DILocation(line: 37, column: 9, scope: !137)
!147 = distinct !{!147, !140, !148, !105}
!148 = !DILocation(line: 38, column: 24, scope: !134)
!149 = !DILocation(line: 39, column: 38, scope: !129)
!150 = !DILocation(line: 39, column: 43, scope: !129)
!151 = !DILocation(line: 39, column: 9, scope: !129)
!152 = !DILocation(line: 40, column: 14, scope: !129)
!153 = !DILocation(line: 40, column: 9, scope: !129)
!154 = !DILocation(line: 41, column: 14, scope: !129)
!155 = !DILocation(line: 41, column: 9, scope: !129)
!156 = !DILocation(line: 42, column: 5, scope: !129)
!157 = !DILocation(line: 43, column: 9, scope: !158)
!158 = distinct !DILexicalBlock(scope: !125, file: !2, line: 42, column: 12)
!159 = !DILocation(line: 46, column: 5, scope: !34)
!160 = !DILocation(line: 47, column: 5, scope: !34)
