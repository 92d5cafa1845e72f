; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type <{ i8, i32 }>
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@gp = dso_local global %struct.P <{ i8 1, i32 2 }>, align 1, !dbg !0
@jump.tbl = internal global [2 x ptr] [ptr blockaddress(@jump, %9), ptr blockaddress(@jump, %10)], align 16, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(i32 noundef %0, ...) #0 !dbg !34 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !37, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata ptr %3, metadata !39, metadata !DIExpression()), !dbg !54
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !55
  call void @llvm.va_start(ptr %6), !dbg !55
  call void @llvm.dbg.declare(metadata ptr %4, metadata !56, metadata !DIExpression()), !dbg !57
  store i32 0, ptr %4, align 4, !dbg !57
  call void @llvm.dbg.declare(metadata ptr %5, metadata !58, metadata !DIExpression()), !dbg !60
  store i32 0, ptr %5, align 4, !dbg !60
  br label %7, !dbg !61

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4, !dbg !62
  %9 = load i32, ptr %2, align 4, !dbg !64
  %10 = icmp slt i32 %8, %9, !dbg !65
  br i1 %10, label %11, label %33, !dbg !66

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !67
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0, !dbg !67
  %14 = load i32, ptr %13, align 16, !dbg !67
  %15 = icmp ule i32 %14, 40, !dbg !67
  br i1 %15, label %16, label %21, !dbg !67

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !67
  %18 = load ptr, ptr %17, align 16, !dbg !67
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !67
  %20 = add i32 %14, 8, !dbg !67
  store i32 %20, ptr %13, align 16, !dbg !67
  br label %25, !dbg !67

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !67
  %23 = load ptr, ptr %22, align 8, !dbg !67
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !67
  store ptr %24, ptr %22, align 8, !dbg !67
  br label %25, !dbg !67

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !67
  %27 = load i32, ptr %26, align 4, !dbg !67
  %28 = load i32, ptr %4, align 4, !dbg !68
  %29 = add nsw i32 %28, %27, !dbg !68
  store i32 %29, ptr %4, align 4, !dbg !68
  br label %30, !dbg !69

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4, !dbg !70
  %32 = add nsw i32 %31, 1, !dbg !70
  store i32 %32, ptr %5, align 4, !dbg !70
  br label %7, !dbg !71, !llvm.loop !72

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !75
  call void @llvm.va_end(ptr %34), !dbg !75
  %35 = load i32, ptr %4, align 4, !dbg !76
  ret i32 %35, !dbg !77
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @jump(i32 noundef %0) #0 !dbg !14 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.dbg.declare(metadata ptr %3, metadata !78, metadata !DIExpression()), !dbg !79
  %4 = load i32, ptr %3, align 4, !dbg !80
  %5 = and i32 %4, 1, !dbg !81
  %6 = sext i32 %5 to i64, !dbg !82
  %7 = getelementptr inbounds [2 x ptr], ptr @jump.tbl, i64 0, i64 %6, !dbg !82
  %8 = load ptr, ptr %7, align 8, !dbg !82
  br label %13, !dbg !83

9:                                                ; preds = %13
  call void @llvm.dbg.label(metadata !84), !dbg !85
  store i32 1, ptr %2, align 4, !dbg !86
  br label %11, !dbg !86

10:                                               ; preds = %13
  call void @llvm.dbg.label(metadata !87), !dbg !88
  store i32 2, ptr %2, align 4, !dbg !89
  br label %11, !dbg !89

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %2, align 4, !dbg !90
  ret i32 %12, !dbg !90

13:                                               ; preds = %1
  %14 = phi ptr [ %8, %1 ]
  indirectbr ptr %14, [label %9, label %10]
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @asmgoto(i32 noundef %0) #0 !dbg !91 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.dbg.declare(metadata ptr %3, metadata !92, metadata !DIExpression()), !dbg !93
  callbr void asm sideeffect "jmp ${0:l}", "!i,~{dirflag},~{fpsr},~{flags}"() #5
          to label %4 [label %5], !dbg !94, !srcloc !95

4:                                                ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !96
  br label %6, !dbg !96

5:                                                ; preds = %1
  call void @llvm.dbg.label(metadata !97), !dbg !98
  store i32 1, ptr %2, align 4, !dbg !99
  br label %6, !dbg !99

6:                                                ; preds = %5, %4
  %7 = load i32, ptr %2, align 4, !dbg !100
  ret i32 %7, !dbg !100
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @asmv(i32 noundef %0) #0 !dbg !101 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.declare(metadata ptr %3, metadata !104, metadata !DIExpression()), !dbg !105
  %4 = load i32, ptr %2, align 4, !dbg !106
  %5 = call i32 asm sideeffect "mov $1, $0", "=r,r,~{memory},~{dirflag},~{fpsr},~{flags}"(i32 %4) #5, !dbg !107, !srcloc !108
  store i32 %5, ptr %3, align 4, !dbg !107
  %6 = load i32, ptr %3, align 4, !dbg !109
  ret i32 %6, !dbg !110
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cz(double noundef %0, double noundef %1) #0 !dbg !111 {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  call void @llvm.dbg.declare(metadata ptr %4, metadata !115, metadata !DIExpression()), !dbg !116
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0, !dbg !117
  %8 = load double, ptr %7, align 8, !dbg !117
  %9 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1, !dbg !117
  %10 = load double, ptr %9, align 8, !dbg !117
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0, !dbg !118
  %12 = load double, ptr %11, align 8, !dbg !118
  %13 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1, !dbg !118
  %14 = load double, ptr %13, align 8, !dbg !118
  %15 = fmul double %8, %12, !dbg !119
  %16 = fmul double %10, %14, !dbg !119
  %17 = fmul double %8, %14, !dbg !119
  %18 = fmul double %10, %12, !dbg !119
  %19 = fsub double %15, %16, !dbg !119
  %20 = fadd double %17, %18, !dbg !119
  %21 = fcmp uno double %19, %19, !dbg !119
  br i1 %21, label %22, label %28, !dbg !119, !prof !120

22:                                               ; preds = %2
  %23 = fcmp uno double %20, %20, !dbg !119
  br i1 %23, label %24, label %28, !dbg !119, !prof !120

24:                                               ; preds = %22
  %25 = call { double, double } @__muldc3(double noundef %8, double noundef %10, double noundef %12, double noundef %14) #5, !dbg !119
  %26 = extractvalue { double, double } %25, 0, !dbg !119
  %27 = extractvalue { double, double } %25, 1, !dbg !119
  br label %28, !dbg !119

28:                                               ; preds = %24, %22, %2
  %29 = phi double [ %19, %2 ], [ %19, %22 ], [ %26, %24 ], !dbg !119
  %30 = phi double [ %20, %2 ], [ %20, %22 ], [ %27, %24 ], !dbg !119
  %31 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0, !dbg !121
  %32 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1, !dbg !121
  store double %29, ptr %31, align 8, !dbg !121
  store double %30, ptr %32, align 8, !dbg !121
  %33 = load { double, double }, ptr %3, align 8, !dbg !121
  ret { double, double } %33, !dbg !121
}

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !122 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [4 x double], align 16
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !127, metadata !DIExpression()), !dbg !128
  store ptr %1, ptr %5, align 8
  call void @llvm.dbg.declare(metadata ptr %5, metadata !129, metadata !DIExpression()), !dbg !130
  %8 = call i32 @MPI_Init(ptr noundef %4, ptr noundef %5), !dbg !131
  call void @llvm.dbg.declare(metadata ptr %6, metadata !132, metadata !DIExpression()), !dbg !137
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 32, i1 false), !dbg !137
  %9 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0, !dbg !138
  %10 = call i32 @MPI_Allreduce(ptr noundef inttoptr (i64 -1 to ptr), ptr noundef %9, i32 noundef 4, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688), !dbg !139
  call void @llvm.dbg.declare(metadata ptr %7, metadata !140, metadata !DIExpression()), !dbg !141
  %11 = call i32 (i32, ...) @sum(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !142
  %12 = load i32, ptr %4, align 4, !dbg !143
  %13 = call i32 @jump(i32 noundef %12), !dbg !144
  %14 = add nsw i32 %11, %13, !dbg !145
  %15 = call i32 @asmgoto(i32 noundef 1), !dbg !146
  %16 = add nsw i32 %14, %15, !dbg !147
  %17 = call i32 @asmv(i32 noundef 2), !dbg !148
  %18 = add nsw i32 %16, %17, !dbg !149
  store i32 %18, ptr %7, align 4, !dbg !141
  %19 = call i32 @MPI_Finalize(), !dbg !150
  %20 = load i32, ptr %7, align 4, !dbg !151
  ret i32 %20, !dbg !152
}

declare i32 @MPI_Init(ptr noundef, ptr noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare i32 @MPI_Allreduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #3

declare i32 @MPI_Finalize() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gp", scope: !2, file: !3, line: 4, type: !21, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/tmp/gen2", checksumkind: CSK_MD5, checksum: "55a3365ab488f47723cca4931ae6f7fc")
!4 = !{!5, !6, !9, !10}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !7, line: 104, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "4b71fd3b70af927520642c9484925c9e")
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !7, line: 303, baseType: !8)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !7, line: 278, baseType: !8)
!11 = !{!0, !12}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "tbl", scope: !14, file: !3, line: 6, type: !18, isLocal: true, isDefinition: true)
!14 = distinct !DISubprogram(name: "jump", scope: !3, file: !3, line: 6, type: !15, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{!8, !8}
!17 = !{}
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 2)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !3, line: 3, size: 40, elements: !22)
!22 = !{!23, !25}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !21, file: !3, line: 3, baseType: !24, size: 8)
!24 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !21, file: !3, line: 3, baseType: !8, size: 32, offset: 8)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!34 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 5, type: !35, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!35 = !DISubroutineType(types: !36)
!36 = !{!8, !8, null}
!37 = !DILocalVariable(name: "n", arg: 1, scope: !34, file: !3, line: 5, type: !8)
!38 = !DILocation(line: 5, column: 13, scope: !34)
!39 = !DILocalVariable(name: "ap", scope: !34, file: !3, line: 5, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !41, line: 22, baseType: !42)
!41 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4c819f80dd915987182e9ab226e27a5a")
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !43, baseType: !44)
!43 = !DIFile(filename: "misc.c", directory: "/tmp/gen2")
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 192, elements: !52)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !46)
!46 = !{!47, !49, !50, !51}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !45, file: !43, line: 5, baseType: !48, size: 32)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !45, file: !43, line: 5, baseType: !48, size: 32, offset: 32)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !45, file: !43, line: 5, baseType: !5, size: 64, offset: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !45, file: !43, line: 5, baseType: !5, size: 64, offset: 128)
!52 = !{!53}
!53 = !DISubrange(count: 1)
!54 = !DILocation(line: 5, column: 31, scope: !34)
!55 = !DILocation(line: 5, column: 35, scope: !34)
!56 = !DILocalVariable(name: "s", scope: !34, file: !3, line: 5, type: !8)
!57 = !DILocation(line: 5, column: 56, scope: !34)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 5, type: !8)
!59 = distinct !DILexicalBlock(scope: !34, file: !3, line: 5, column: 63)
!60 = !DILocation(line: 5, column: 72, scope: !59)
!61 = !DILocation(line: 5, column: 68, scope: !59)
!62 = !DILocation(line: 5, column: 79, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 5, column: 63)
!64 = !DILocation(line: 5, column: 83, scope: !63)
!65 = !DILocation(line: 5, column: 81, scope: !63)
!66 = !DILocation(line: 5, column: 63, scope: !59)
!67 = !DILocation(line: 5, column: 96, scope: !63)
!68 = !DILocation(line: 5, column: 93, scope: !63)
!69 = !DILocation(line: 5, column: 91, scope: !63)
!70 = !DILocation(line: 5, column: 87, scope: !63)
!71 = !DILocation(line: 5, column: 63, scope: !63)
!72 = distinct !{!72, !66, !73, !74}
!73 = !DILocation(line: 5, column: 96, scope: !59)
!74 = !{!"llvm.loop.mustprogress"}
!75 = !DILocation(line: 5, column: 113, scope: !34)
!76 = !DILocation(line: 5, column: 132, scope: !34)
!77 = !DILocation(line: 5, column: 125, scope: !34)
!78 = !DILocalVariable(name: "i", arg: 1, scope: !14, file: !3, line: 6, type: !8)
!79 = !DILocation(line: 6, column: 14, scope: !14)
!80 = !DILocation(line: 6, column: 62, scope: !14)
!81 = !DILocation(line: 6, column: 64, scope: !14)
!82 = !DILocation(line: 6, column: 58, scope: !14)
!83 = !DILocation(line: 6, column: 52, scope: !14)
!84 = !DILabel(scope: !14, name: "a", file: !3, line: 6)
!85 = !DILocation(line: 6, column: 70, scope: !14)
!86 = !DILocation(line: 6, column: 73, scope: !14)
!87 = !DILabel(scope: !14, name: "b", file: !3, line: 6)
!88 = !DILocation(line: 6, column: 83, scope: !14)
!89 = !DILocation(line: 6, column: 86, scope: !14)
!90 = !DILocation(line: 6, column: 96, scope: !14)
!91 = distinct !DISubprogram(name: "asmgoto", scope: !3, file: !3, line: 7, type: !15, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!92 = !DILocalVariable(name: "x", arg: 1, scope: !91, file: !3, line: 7, type: !8)
!93 = !DILocation(line: 7, column: 17, scope: !91)
!94 = !DILocation(line: 7, column: 22, scope: !91)
!95 = !{i64 377}
!96 = !DILocation(line: 7, column: 52, scope: !91)
!97 = !DILabel(scope: !91, name: "out", file: !3, line: 7)
!98 = !DILocation(line: 7, column: 62, scope: !91)
!99 = !DILocation(line: 7, column: 67, scope: !91)
!100 = !DILocation(line: 7, column: 77, scope: !91)
!101 = distinct !DISubprogram(name: "asmv", scope: !3, file: !3, line: 8, type: !15, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!102 = !DILocalVariable(name: "x", arg: 1, scope: !101, file: !3, line: 8, type: !8)
!103 = !DILocation(line: 8, column: 14, scope: !101)
!104 = !DILocalVariable(name: "y", scope: !101, file: !3, line: 8, type: !8)
!105 = !DILocation(line: 8, column: 23, scope: !101)
!106 = !DILocation(line: 8, column: 68, scope: !101)
!107 = !DILocation(line: 8, column: 26, scope: !101)
!108 = !{i64 463}
!109 = !DILocation(line: 8, column: 91, scope: !101)
!110 = !DILocation(line: 8, column: 84, scope: !101)
!111 = distinct !DISubprogram(name: "cz", scope: !3, file: !3, line: 9, type: !112, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!112 = !DISubroutineType(types: !113)
!113 = !{!114, !114}
!114 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!115 = !DILocalVariable(name: "z", arg: 1, scope: !111, file: !3, line: 9, type: !114)
!116 = !DILocation(line: 9, column: 36, scope: !111)
!117 = !DILocation(line: 9, column: 48, scope: !111)
!118 = !DILocation(line: 9, column: 52, scope: !111)
!119 = !DILocation(line: 9, column: 50, scope: !111)
!120 = !{!"branch_weights", i32 1, i32 1048575}
!121 = !DILocation(line: 9, column: 41, scope: !111)
!122 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !123, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!123 = !DISubroutineType(types: !124)
!124 = !{!8, !8, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!127 = !DILocalVariable(name: "argc", arg: 1, scope: !122, file: !3, line: 10, type: !8)
!128 = !DILocation(line: 10, column: 14, scope: !122)
!129 = !DILocalVariable(name: "argv", arg: 2, scope: !122, file: !3, line: 10, type: !125)
!130 = !DILocation(line: 10, column: 27, scope: !122)
!131 = !DILocation(line: 11, column: 3, scope: !122)
!132 = !DILocalVariable(name: "a", scope: !122, file: !3, line: 12, type: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 256, elements: !135)
!134 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!135 = !{!136}
!136 = !DISubrange(count: 4)
!137 = !DILocation(line: 12, column: 10, scope: !122)
!138 = !DILocation(line: 13, column: 31, scope: !122)
!139 = !DILocation(line: 13, column: 3, scope: !122)
!140 = !DILocalVariable(name: "r", scope: !122, file: !3, line: 14, type: !8)
!141 = !DILocation(line: 14, column: 7, scope: !122)
!142 = !DILocation(line: 14, column: 11, scope: !122)
!143 = !DILocation(line: 14, column: 34, scope: !122)
!144 = !DILocation(line: 14, column: 29, scope: !122)
!145 = !DILocation(line: 14, column: 27, scope: !122)
!146 = !DILocation(line: 14, column: 42, scope: !122)
!147 = !DILocation(line: 14, column: 40, scope: !122)
!148 = !DILocation(line: 14, column: 55, scope: !122)
!149 = !DILocation(line: 14, column: 53, scope: !122)
!150 = !DILocation(line: 15, column: 3, scope: !122)
!151 = !DILocation(line: 16, column: 10, scope: !122)
!152 = !DILocation(line: 16, column: 3, scope: !122)
