; ModuleID = 'helper_post_never_waited_bug.c'
source_filename = "helper_post_never_waited_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"%d received %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !22 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !28, metadata !DIExpression()), !dbg !29
  store ptr %1, ptr %5, align 8
  call void @llvm.dbg.declare(metadata ptr %5, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata ptr %6, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata ptr %7, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata ptr %8, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata ptr %9, metadata !38, metadata !DIExpression()), !dbg !39
  store i32 -1, ptr %9, align 4, !dbg !39
  call void @llvm.dbg.declare(metadata ptr %10, metadata !40, metadata !DIExpression()), !dbg !42
  %11 = call i32 @MPI_Init(ptr noundef %4, ptr noundef %5), !dbg !43
  %12 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, ptr noundef %6), !dbg !44
  %13 = call i32 @MPI_Comm_size(i32 noundef 1140850688, ptr noundef %7), !dbg !45
  %14 = load i32, ptr %6, align 4, !dbg !46
  %15 = load i32, ptr %7, align 4, !dbg !47
  %16 = add nsw i32 %14, %15, !dbg !48
  %17 = sub nsw i32 %16, 1, !dbg !49
  %18 = load i32, ptr %7, align 4, !dbg !50
  %19 = srem i32 %17, %18, !dbg !51
  call void @post_recv(ptr noundef %9, i32 noundef %19, ptr noundef %10), !dbg !52
  %20 = load i32, ptr %6, align 4, !dbg !53
  store i32 %20, ptr %8, align 4, !dbg !54
  %21 = load i32, ptr %6, align 4, !dbg !55
  %22 = add nsw i32 %21, 1, !dbg !56
  %23 = load i32, ptr %7, align 4, !dbg !57
  %24 = srem i32 %22, %23, !dbg !58
  %25 = call i32 @MPI_Send(ptr noundef %8, i32 noundef 1, i32 noundef 1275069445, i32 noundef %24, i32 noundef 3, i32 noundef 1140850688), !dbg !59
  %26 = load i32, ptr %6, align 4, !dbg !60
  %27 = load i32, ptr %9, align 4, !dbg !61
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %26, i32 noundef %27), !dbg !62
  %29 = call i32 @MPI_Finalize(), !dbg !63
  ret i32 0, !dbg !64
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(ptr noundef, ptr noundef) #2

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) #2

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @post_recv(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 !dbg !65 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  call void @llvm.dbg.declare(metadata ptr %4, metadata !70, metadata !DIExpression()), !dbg !71
  store i32 %1, ptr %5, align 4
  call void @llvm.dbg.declare(metadata ptr %5, metadata !72, metadata !DIExpression()), !dbg !73
  store ptr %2, ptr %6, align 8
  call void @llvm.dbg.declare(metadata ptr %6, metadata !74, metadata !DIExpression()), !dbg !75
  %7 = load ptr, ptr %4, align 8, !dbg !76
  %8 = load i32, ptr %5, align 4, !dbg !77
  %9 = load ptr, ptr %6, align 8, !dbg !78
  %10 = call i32 @MPI_Irecv(ptr noundef %7, i32 noundef 1, i32 noundef 1275069445, i32 noundef %8, i32 noundef 3, i32 noundef 1140850688, ptr noundef %9), !dbg !79
  ret void, !dbg !80
}

declare i32 @MPI_Send(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #2

declare i32 @printf(ptr noundef, ...) #2

declare i32 @MPI_Finalize() #2

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "helper_post_never_waited_bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "d4741aae75a0f8fcb4dc9ad5896d80db")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 16)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !13, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !12}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !10, line: 278, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "4b71fd3b70af927520642c9484925c9e")
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !10, line: 104, baseType: !11)
!13 = !{!0}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !23, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !27)
!23 = !DISubroutineType(types: !24)
!24 = !{!11, !11, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!27 = !{}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 14, type: !11)
!29 = !DILocation(line: 14, column: 14, scope: !22)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 14, type: !25)
!31 = !DILocation(line: 14, column: 27, scope: !22)
!32 = !DILocalVariable(name: "rank", scope: !22, file: !2, line: 16, type: !11)
!33 = !DILocation(line: 16, column: 9, scope: !22)
!34 = !DILocalVariable(name: "size", scope: !22, file: !2, line: 16, type: !11)
!35 = !DILocation(line: 16, column: 15, scope: !22)
!36 = !DILocalVariable(name: "out", scope: !22, file: !2, line: 16, type: !11)
!37 = !DILocation(line: 16, column: 21, scope: !22)
!38 = !DILocalVariable(name: "in", scope: !22, file: !2, line: 16, type: !11)
!39 = !DILocation(line: 16, column: 26, scope: !22)
!40 = !DILocalVariable(name: "req", scope: !22, file: !2, line: 17, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Request", file: !10, line: 451, baseType: !11)
!42 = !DILocation(line: 17, column: 17, scope: !22)
!43 = !DILocation(line: 19, column: 5, scope: !22)
!44 = !DILocation(line: 20, column: 5, scope: !22)
!45 = !DILocation(line: 21, column: 5, scope: !22)
!46 = !DILocation(line: 23, column: 21, scope: !22)
!47 = !DILocation(line: 23, column: 28, scope: !22)
!48 = !DILocation(line: 23, column: 26, scope: !22)
!49 = !DILocation(line: 23, column: 33, scope: !22)
!50 = !DILocation(line: 23, column: 40, scope: !22)
!51 = !DILocation(line: 23, column: 38, scope: !22)
!52 = !DILocation(line: 23, column: 5, scope: !22)
!53 = !DILocation(line: 24, column: 11, scope: !22)
!54 = !DILocation(line: 24, column: 9, scope: !22)
!55 = !DILocation(line: 25, column: 33, scope: !22)
!56 = !DILocation(line: 25, column: 38, scope: !22)
!57 = !DILocation(line: 25, column: 45, scope: !22)
!58 = !DILocation(line: 25, column: 43, scope: !22)
!59 = !DILocation(line: 25, column: 5, scope: !22)
!60 = !DILocation(line: 27, column: 32, scope: !22)
!61 = !DILocation(line: 27, column: 38, scope: !22)
!62 = !DILocation(line: 27, column: 5, scope: !22)
!63 = !DILocation(line: 28, column: 5, scope: !22)
!64 = !DILocation(line: 29, column: 5, scope: !22)
!65 = distinct !DISubprogram(name: "post_recv", scope: !2, file: !2, line: 9, type: !66, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !27)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !68, !11, !69}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!70 = !DILocalVariable(name: "buf", arg: 1, scope: !65, file: !2, line: 9, type: !68)
!71 = !DILocation(line: 9, column: 28, scope: !65)
!72 = !DILocalVariable(name: "from", arg: 2, scope: !65, file: !2, line: 9, type: !11)
!73 = !DILocation(line: 9, column: 37, scope: !65)
!74 = !DILocalVariable(name: "req", arg: 3, scope: !65, file: !2, line: 9, type: !69)
!75 = !DILocation(line: 9, column: 56, scope: !65)
!76 = !DILocation(line: 11, column: 15, scope: !65)
!77 = !DILocation(line: 11, column: 32, scope: !65)
!78 = !DILocation(line: 11, column: 57, scope: !65)
!79 = !DILocation(line: 11, column: 5, scope: !65)
!80 = !DILocation(line: 12, column: 1, scope: !65)
