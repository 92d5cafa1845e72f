; ModuleID = 'omp.c'
source_filename = "omp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.anon = type { ptr, ptr }
%struct.kmp_task_t_with_privates = type { %struct.kmp_task_t }
%struct.kmp_task_t = type { ptr, ptr, i32, %union.kmp_cmplrdata_t, %union.kmp_cmplrdata_t }
%union.kmp_cmplrdata_t = type { ptr }

@0 = private unnamed_addr constant [17 x i8] c";omp.c;omp;5;3;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 16, ptr @0 }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@2 = private unnamed_addr constant [18 x i8] c";omp.c;omp;5;62;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 17, ptr @2 }, align 8
@4 = private unnamed_addr constant [17 x i8] c";omp.c;omp;9;5;;\00", align 1
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 16, ptr @4 }, align 8
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 16, ptr @4 }, align 8
@7 = private unnamed_addr constant [18 x i8] c";omp.c;omp;11;5;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 1026, i32 0, i32 17, ptr @7 }, align 8
@9 = private unnamed_addr constant [19 x i8] c";omp.c;omp;11;25;;\00", align 1
@10 = private unnamed_addr constant %struct.ident_t { i32 0, i32 1026, i32 0, i32 18, ptr @9 }, align 8
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 194, i32 0, i32 17, ptr @7 }, align 8
@12 = private unnamed_addr constant [18 x i8] c";omp.c;omp;18;5;;\00", align 1
@13 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 17, ptr @12 }, align 8
@.gomp_critical_user_name.var = common global [8 x i32] zeroinitializer
@14 = private unnamed_addr constant [18 x i8] c";omp.c;omp;22;5;;\00", align 1
@15 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 17, ptr @14 }, align 8
@16 = private unnamed_addr constant [18 x i8] c";omp.c;omp;24;5;;\00", align 1
@17 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 17, ptr @16 }, align 8
@18 = private unnamed_addr constant [18 x i8] c";omp.c;omp;25;5;;\00", align 1
@19 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 17, ptr @18 }, align 8
@20 = private unnamed_addr constant [18 x i8] c";omp.c;omp;27;5;;\00", align 1
@21 = private unnamed_addr constant %struct.ident_t { i32 0, i32 34, i32 0, i32 17, ptr @20 }, align 8
@22 = private unnamed_addr constant [18 x i8] c";omp.c;omp;7;24;;\00", align 1
@23 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 17, ptr @22 }, align 8
@24 = private unnamed_addr constant [17 x i8] c";omp.c;omp;7;3;;\00", align 1
@25 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 16, ptr @24 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @omp(i32 noundef %0, ptr noundef %1) #0 !dbg !15 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = call i32 @__kmpc_global_thread_num(ptr @23)
  store i32 %0, ptr %3, align 4
  call void @llvm.dbg.declare(metadata ptr %3, metadata !21, metadata !DIExpression()), !dbg !22
  store ptr %1, ptr %4, align 8
  call void @llvm.dbg.declare(metadata ptr %4, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata ptr %5, metadata !25, metadata !DIExpression()), !dbg !26
  store double 0.000000e+00, ptr %5, align 8, !dbg !26
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @1, i32 3, ptr @.omp_outlined., ptr %3, ptr %5, ptr %4), !dbg !27
  call void @__kmpc_push_num_threads(ptr @23, i32 %8, i32 4), !dbg !28
  %9 = load i32, ptr %3, align 4, !dbg !29
  %10 = icmp sgt i32 %9, 10, !dbg !32
  br i1 %10, label %11, label %12, !dbg !33

11:                                               ; preds = %2
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @25, i32 2, ptr @.omp_outlined..3, ptr %4, ptr %5), !dbg !33
  br label %13, !dbg !33

12:                                               ; preds = %2
  call void @__kmpc_serialized_parallel(ptr @25, i32 %8), !dbg !33
  store i32 %8, ptr %6, align 4, !dbg !33
  store i32 0, ptr %7, align 4, !dbg !33
  call void @.omp_outlined..3(ptr %6, ptr %7, ptr %4, ptr %5) #5, !dbg !34
  call void @__kmpc_end_serialized_parallel(ptr @25, i32 %8), !dbg !33
  br label %13, !dbg !33

13:                                               ; preds = %12, %11
  ret void, !dbg !35
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %4) #2 !dbg !36 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca i32, align 4
  %22 = alloca [1 x ptr], align 8
  store ptr %0, ptr %6, align 8
  call void @llvm.dbg.declare(metadata ptr %6, metadata !46, metadata !DIExpression()), !dbg !47
  store ptr %1, ptr %7, align 8
  call void @llvm.dbg.declare(metadata ptr %7, metadata !48, metadata !DIExpression()), !dbg !47
  store ptr %2, ptr %8, align 8
  call void @llvm.dbg.declare(metadata ptr %8, metadata !49, metadata !DIExpression()), !dbg !50
  store ptr %3, ptr %9, align 8
  call void @llvm.dbg.declare(metadata ptr %9, metadata !51, metadata !DIExpression()), !dbg !52
  store ptr %4, ptr %10, align 8
  call void @llvm.dbg.declare(metadata ptr %10, metadata !53, metadata !DIExpression()), !dbg !54
  %23 = load ptr, ptr %8, align 8, !dbg !55
  %24 = load ptr, ptr %9, align 8, !dbg !55
  %25 = load ptr, ptr %10, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata ptr %11, metadata !56, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata ptr %13, metadata !57, metadata !DIExpression()), !dbg !47
  %26 = load i32, ptr %23, align 4, !dbg !58
  store i32 %26, ptr %13, align 4, !dbg !58
  call void @llvm.dbg.declare(metadata ptr %14, metadata !57, metadata !DIExpression()), !dbg !47
  %27 = load i32, ptr %13, align 4, !dbg !58
  %28 = sub nsw i32 %27, 0, !dbg !55
  %29 = sdiv i32 %28, 1, !dbg !55
  %30 = sub nsw i32 %29, 1, !dbg !55
  store i32 %30, ptr %14, align 4, !dbg !55
  call void @llvm.dbg.declare(metadata ptr %15, metadata !59, metadata !DIExpression()), !dbg !47
  store i32 0, ptr %15, align 4, !dbg !60
  %31 = load i32, ptr %13, align 4, !dbg !58
  %32 = icmp slt i32 0, %31, !dbg !55
  br i1 %32, label %33, label %79, !dbg !55

33:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata ptr %16, metadata !61, metadata !DIExpression()), !dbg !47
  store i32 0, ptr %16, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata ptr %17, metadata !63, metadata !DIExpression()), !dbg !47
  %34 = load i32, ptr %14, align 4, !dbg !55
  store i32 %34, ptr %17, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata ptr %18, metadata !64, metadata !DIExpression()), !dbg !47
  store i32 1, ptr %18, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata ptr %19, metadata !65, metadata !DIExpression()), !dbg !47
  store i32 0, ptr %19, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata ptr %20, metadata !66, metadata !DIExpression()), !dbg !47
  store double 0.000000e+00, ptr %20, align 8, !dbg !67
  call void @llvm.dbg.declare(metadata ptr %21, metadata !59, metadata !DIExpression()), !dbg !47
  %35 = load i32, ptr %14, align 4, !dbg !55
  %36 = load ptr, ptr %6, align 8, !dbg !55
  %37 = load i32, ptr %36, align 4, !dbg !55
  call void @__kmpc_dispatch_init_4(ptr @1, i32 %37, i32 1073741859, i32 0, i32 %35, i32 1, i32 4), !dbg !55
  br label %38, !dbg !55

38:                                               ; preds = %65, %33
  %39 = load ptr, ptr %6, align 8, !dbg !55
  %40 = load i32, ptr %39, align 4, !dbg !55
  %41 = call i32 @__kmpc_dispatch_next_4(ptr @1, i32 %40, ptr %19, ptr %16, ptr %17, ptr %18), !dbg !55
  %42 = icmp ne i32 %41, 0, !dbg !55
  br i1 %42, label %43, label %66, !dbg !55

43:                                               ; preds = %38
  %44 = load i32, ptr %16, align 4, !dbg !62
  store i32 %44, ptr %11, align 4, !dbg !62
  br label %45, !dbg !55

45:                                               ; preds = %61, %43
  %46 = load i32, ptr %11, align 4, !dbg !62, !llvm.access.group !68
  %47 = load i32, ptr %17, align 4, !dbg !62, !llvm.access.group !68
  %48 = icmp sle i32 %46, %47, !dbg !55
  br i1 %48, label %49, label %64, !dbg !55

49:                                               ; preds = %45
  %50 = load i32, ptr %11, align 4, !dbg !62, !llvm.access.group !68
  %51 = mul nsw i32 %50, 1, !dbg !60
  %52 = add nsw i32 0, %51, !dbg !60
  store i32 %52, ptr %21, align 4, !dbg !60, !llvm.access.group !68
  %53 = load ptr, ptr %25, align 8, !dbg !69, !llvm.access.group !68
  %54 = load i32, ptr %21, align 4, !dbg !70, !llvm.access.group !68
  %55 = sext i32 %54 to i64, !dbg !69
  %56 = getelementptr inbounds double, ptr %53, i64 %55, !dbg !69
  %57 = load double, ptr %56, align 8, !dbg !69, !llvm.access.group !68
  %58 = load double, ptr %20, align 8, !dbg !71, !llvm.access.group !68
  %59 = fadd double %58, %57, !dbg !71
  store double %59, ptr %20, align 8, !dbg !71, !llvm.access.group !68
  br label %60, !dbg !72

60:                                               ; preds = %49
  br label %61, !dbg !73

61:                                               ; preds = %60
  %62 = load i32, ptr %11, align 4, !dbg !62, !llvm.access.group !68
  %63 = add nsw i32 %62, 1, !dbg !55
  store i32 %63, ptr %11, align 4, !dbg !55, !llvm.access.group !68
  br label %45, !dbg !73, !llvm.loop !74

64:                                               ; preds = %45
  br label %65, !dbg !73

65:                                               ; preds = %64
  br label %38, !dbg !73, !llvm.loop !77

66:                                               ; preds = %38
  %67 = getelementptr inbounds [1 x ptr], ptr %22, i64 0, i64 0, !dbg !73
  store ptr %20, ptr %67, align 8, !dbg !73
  %68 = load ptr, ptr %6, align 8, !dbg !73
  %69 = load i32, ptr %68, align 4, !dbg !73
  %70 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %69, i32 1, i64 8, ptr %22, ptr @.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var), !dbg !73
  switch i32 %70, label %78 [
    i32 1, label %71
    i32 2, label %75
  ], !dbg !73

71:                                               ; preds = %66
  %72 = load double, ptr %24, align 8, !dbg !67
  %73 = load double, ptr %20, align 8, !dbg !67
  %74 = fadd double %72, %73, !dbg !78
  store double %74, ptr %24, align 8, !dbg !78
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %69, ptr @.gomp_critical_user_.reduction.var), !dbg !73
  br label %78, !dbg !73

75:                                               ; preds = %66
  %76 = load double, ptr %20, align 8, !dbg !67
  %77 = atomicrmw fadd ptr %24, double %76 monotonic, align 8, !dbg !73
  br label %78, !dbg !73

78:                                               ; preds = %75, %71, %66
  br label %79, !dbg !73

79:                                               ; preds = %78, %5
  ret void, !dbg !79
}

declare void @__kmpc_dispatch_init_4(ptr, i32, i32, i32, i32, i32, i32)

declare i32 @__kmpc_dispatch_next_4(ptr, i32, ptr, ptr, ptr, ptr)

; Function Attrs: noinline norecurse nounwind uwtable
define internal void @.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #3 !dbg !80 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  call void @llvm.dbg.declare(metadata ptr %3, metadata !82, metadata !DIExpression()), !dbg !84
  store ptr %1, ptr %4, align 8
  call void @llvm.dbg.declare(metadata ptr %4, metadata !85, metadata !DIExpression()), !dbg !84
  %5 = load ptr, ptr %3, align 8, !dbg !86
  %6 = load ptr, ptr %4, align 8, !dbg !86
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0, !dbg !86
  %8 = load ptr, ptr %7, align 8, !dbg !86
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0, !dbg !86
  %10 = load ptr, ptr %9, align 8, !dbg !86
  %11 = load double, ptr %10, align 8, !dbg !87
  %12 = load double, ptr %8, align 8, !dbg !87
  %13 = fadd double %11, %12, !dbg !88
  store double %13, ptr %10, align 8, !dbg !88
  ret void, !dbg !87
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(ptr, i32, i32, i64, ptr, ptr, ptr) #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(ptr, i32, ptr) #4

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %4) #2 !dbg !89 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  call void @llvm.dbg.declare(metadata ptr %6, metadata !90, metadata !DIExpression()), !dbg !91
  store ptr %1, ptr %7, align 8
  call void @llvm.dbg.declare(metadata ptr %7, metadata !92, metadata !DIExpression()), !dbg !91
  store ptr %2, ptr %8, align 8
  call void @llvm.dbg.declare(metadata ptr %8, metadata !93, metadata !DIExpression()), !dbg !91
  store ptr %3, ptr %9, align 8
  call void @llvm.dbg.declare(metadata ptr %9, metadata !94, metadata !DIExpression()), !dbg !91
  store ptr %4, ptr %10, align 8
  call void @llvm.dbg.declare(metadata ptr %10, metadata !95, metadata !DIExpression()), !dbg !91
  %11 = load ptr, ptr %8, align 8, !dbg !96
  %12 = load ptr, ptr %9, align 8, !dbg !96
  %13 = load ptr, ptr %10, align 8, !dbg !96
  %14 = load ptr, ptr %6, align 8, !dbg !96
  %15 = load ptr, ptr %7, align 8, !dbg !96
  %16 = load ptr, ptr %8, align 8, !dbg !96
  %17 = load ptr, ptr %9, align 8, !dbg !96
  %18 = load ptr, ptr %10, align 8, !dbg !96
  call void @.omp_outlined._debug__(ptr %14, ptr %15, ptr %16, ptr %17, ptr %18) #5, !dbg !96
  ret void, !dbg !96
}

; Function Attrs: nounwind
declare !callback !97 void @__kmpc_fork_call(ptr, i32, ptr, ...) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.1(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(8) %3) #2 !dbg !99 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.anon, align 8
  store ptr %0, ptr %5, align 8
  call void @llvm.dbg.declare(metadata ptr %5, metadata !102, metadata !DIExpression()), !dbg !103
  store ptr %1, ptr %6, align 8
  call void @llvm.dbg.declare(metadata ptr %6, metadata !104, metadata !DIExpression()), !dbg !103
  store ptr %2, ptr %7, align 8
  call void @llvm.dbg.declare(metadata ptr %7, metadata !105, metadata !DIExpression()), !dbg !106
  store ptr %3, ptr %8, align 8
  call void @llvm.dbg.declare(metadata ptr %8, metadata !107, metadata !DIExpression()), !dbg !108
  %15 = load ptr, ptr %7, align 8, !dbg !109
  %16 = load ptr, ptr %8, align 8, !dbg !109
  %17 = load ptr, ptr %5, align 8, !dbg !110
  %18 = load i32, ptr %17, align 4, !dbg !110
  %19 = call i32 @__kmpc_single(ptr @5, i32 %18), !dbg !110
  %20 = icmp ne i32 %19, 0, !dbg !110
  br i1 %20, label %21, label %23, !dbg !110

21:                                               ; preds = %4
  %22 = call i32 @MPI_Barrier(i32 noundef 1140850688), !dbg !112
  call void @__kmpc_end_single(ptr @5, i32 %18), !dbg !112
  br label %23, !dbg !112

23:                                               ; preds = %21, %4
  call void @__kmpc_barrier(ptr @6, i32 %18), !dbg !114
  store i32 0, ptr %9, align 4, !dbg !115
  store i32 1, ptr %10, align 4, !dbg !115
  store i32 1, ptr %11, align 4, !dbg !115
  store i32 0, ptr %12, align 4, !dbg !115
  call void @__kmpc_for_static_init_4(ptr @8, i32 %18, i32 34, ptr %12, ptr %9, ptr %10, ptr %11, i32 1, i32 1), !dbg !116
  %24 = load i32, ptr %10, align 4, !dbg !115
  %25 = icmp slt i32 %24, 1, !dbg !115
  %26 = select i1 %25, i32 %24, i32 1, !dbg !115
  store i32 %26, ptr %10, align 4, !dbg !115
  %27 = load i32, ptr %9, align 4, !dbg !115
  store i32 %27, ptr %13, align 4, !dbg !115
  br label %28, !dbg !115

28:                                               ; preds = %41, %23
  %29 = load i32, ptr %13, align 4, !dbg !116
  %30 = load i32, ptr %10, align 4, !dbg !116
  %31 = icmp sle i32 %29, %30, !dbg !116
  br i1 %31, label %32, label %44, !dbg !115

32:                                               ; preds = %28
  %33 = load i32, ptr %13, align 4, !dbg !115
  switch i32 %33, label %40 [
    i32 0, label %34
    i32 1, label %37
  ], !dbg !115

34:                                               ; preds = %32
  %35 = load ptr, ptr %15, align 8, !dbg !118
  %36 = getelementptr inbounds double, ptr %35, i64 0, !dbg !118
  store double 1.000000e+00, ptr %36, align 8, !dbg !120
  br label %40, !dbg !121

37:                                               ; preds = %32
  %38 = load ptr, ptr %15, align 8, !dbg !122
  %39 = getelementptr inbounds double, ptr %38, i64 1, !dbg !122
  store double 2.000000e+00, ptr %39, align 8, !dbg !124
  br label %40, !dbg !125

40:                                               ; preds = %37, %34, %32
  br label %41, !dbg !125

41:                                               ; preds = %40
  %42 = load i32, ptr %13, align 4, !dbg !116
  %43 = add nsw i32 %42, 1, !dbg !116
  store i32 %43, ptr %13, align 4, !dbg !116
  br label %28, !dbg !125, !llvm.loop !126

44:                                               ; preds = %28
  call void @__kmpc_for_static_fini(ptr @10, i32 %18), !dbg !127
  call void @__kmpc_barrier(ptr @11, i32 %18), !dbg !127
  call void @__kmpc_critical(ptr @13, i32 %18, ptr @.gomp_critical_user_name.var), !dbg !128
  %45 = load ptr, ptr %15, align 8, !dbg !130
  %46 = getelementptr inbounds double, ptr %45, i64 2, !dbg !130
  %47 = load double, ptr %46, align 8, !dbg !131
  %48 = fadd double %47, 1.000000e+00, !dbg !131
  store double %48, ptr %46, align 8, !dbg !131
  call void @__kmpc_end_critical(ptr @13, i32 %18, ptr @.gomp_critical_user_name.var), !dbg !130
  %49 = load ptr, ptr %15, align 8, !dbg !132
  %50 = getelementptr inbounds double, ptr %49, i64 3, !dbg !132
  %51 = atomicrmw fadd ptr %50, double 1.000000e+00 monotonic, align 8, !dbg !132
  %52 = getelementptr inbounds %struct.anon, ptr %14, i32 0, i32 0, !dbg !134
  store ptr %15, ptr %52, align 8, !dbg !134
  %53 = getelementptr inbounds %struct.anon, ptr %14, i32 0, i32 1, !dbg !134
  store ptr %16, ptr %53, align 8, !dbg !134
  %54 = call ptr @__kmpc_omp_task_alloc(ptr @15, i32 %18, i32 1, i64 40, i64 16, ptr @.omp_task_entry.), !dbg !134
  %55 = getelementptr inbounds %struct.kmp_task_t_with_privates, ptr %54, i32 0, i32 0, !dbg !134
  %56 = getelementptr inbounds %struct.kmp_task_t, ptr %55, i32 0, i32 0, !dbg !134
  %57 = load ptr, ptr %56, align 8, !dbg !134
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %57, ptr align 8 %14, i64 16, i1 false), !dbg !134
  %58 = call i32 @__kmpc_omp_task(ptr @15, i32 %18, ptr %54), !dbg !134
  %59 = call i32 @__kmpc_omp_taskwait(ptr @17, i32 %18), !dbg !135
  %60 = call i32 @__kmpc_master(ptr @19, i32 %18), !dbg !136
  %61 = icmp ne i32 %60, 0, !dbg !136
  br i1 %61, label %62, label %65, !dbg !136

62:                                               ; preds = %44
  %63 = load ptr, ptr %15, align 8, !dbg !138
  %64 = getelementptr inbounds double, ptr %63, i64 5, !dbg !138
  store double 0.000000e+00, ptr %64, align 8, !dbg !139
  call void @__kmpc_end_master(ptr @19, i32 %18), !dbg !138
  br label %65, !dbg !138

65:                                               ; preds = %62, %44
  call void @__kmpc_barrier(ptr @21, i32 %18), !dbg !140
  ret void, !dbg !141
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(ptr, i32) #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(ptr, i32) #4

declare i32 @MPI_Barrier(i32 noundef) #6

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) #4

declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32)

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_critical(ptr, i32, ptr) #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_critical(ptr, i32, ptr) #4

; Function Attrs: noinline norecurse nounwind uwtable
define internal i32 @.omp_task_entry.(i32 noundef %0, ptr noalias noundef %1) #3 !dbg !142 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  store i32 %0, ptr %9, align 4
  call void @llvm.dbg.declare(metadata ptr %9, metadata !143, metadata !DIExpression()), !dbg !144
  store ptr %1, ptr %10, align 8
  call void @llvm.dbg.declare(metadata ptr %10, metadata !145, metadata !DIExpression()), !dbg !144
  %11 = load i32, ptr %9, align 4, !dbg !157
  %12 = load ptr, ptr %10, align 8, !dbg !157
  %13 = getelementptr inbounds %struct.kmp_task_t_with_privates, ptr %12, i32 0, i32 0, !dbg !157
  %14 = getelementptr inbounds %struct.kmp_task_t, ptr %13, i32 0, i32 2, !dbg !157
  %15 = getelementptr inbounds %struct.kmp_task_t, ptr %13, i32 0, i32 0, !dbg !157
  %16 = load ptr, ptr %15, align 8, !dbg !157
  call void @llvm.experimental.noalias.scope.decl(metadata !158), !dbg !157
  call void @llvm.experimental.noalias.scope.decl(metadata !161), !dbg !157
  call void @llvm.experimental.noalias.scope.decl(metadata !163), !dbg !157
  call void @llvm.experimental.noalias.scope.decl(metadata !165), !dbg !157
  store i32 %11, ptr %3, align 4, !noalias !167
  call void @llvm.dbg.declare(metadata ptr %3, metadata !168, metadata !DIExpression()), !dbg !184
  store ptr %14, ptr %4, align 8, !noalias !167
  call void @llvm.dbg.declare(metadata ptr %4, metadata !186, metadata !DIExpression()), !dbg !184
  store ptr null, ptr %5, align 8, !noalias !167
  call void @llvm.dbg.declare(metadata ptr %5, metadata !187, metadata !DIExpression()), !dbg !184
  store ptr null, ptr %6, align 8, !noalias !167
  call void @llvm.dbg.declare(metadata ptr %6, metadata !188, metadata !DIExpression()), !dbg !184
  store ptr %12, ptr %7, align 8, !noalias !167
  call void @llvm.dbg.declare(metadata ptr %7, metadata !189, metadata !DIExpression()), !dbg !184
  store ptr %16, ptr %8, align 8, !noalias !167
  call void @llvm.dbg.declare(metadata ptr %8, metadata !190, metadata !DIExpression()), !dbg !184
  %17 = load ptr, ptr %8, align 8, !dbg !191, !noalias !167
  call void @llvm.dbg.declare(metadata ptr %17, metadata !193, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_deref)), !dbg !194
  call void @llvm.dbg.declare(metadata ptr %17, metadata !195, metadata !DIExpression(DW_OP_deref)), !dbg !196
  %18 = getelementptr inbounds %struct.anon, ptr %17, i32 0, i32 1, !dbg !197
  %19 = load ptr, ptr %18, align 8, !dbg !197
  %20 = load double, ptr %19, align 8, !dbg !197
  %21 = load ptr, ptr %17, align 8, !dbg !191
  %22 = load ptr, ptr %21, align 8, !dbg !191
  %23 = getelementptr inbounds double, ptr %22, i64 4, !dbg !191
  store double %20, ptr %23, align 8, !dbg !198
  ret i32 0, !dbg !157
}

; Function Attrs: nounwind
declare ptr @__kmpc_omp_task_alloc(ptr, i32, i32, i64, i64, ptr) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nounwind
declare i32 @__kmpc_omp_task(ptr, i32, ptr) #5

; Function Attrs: convergent nounwind
declare i32 @__kmpc_omp_taskwait(ptr, i32) #4

; Function Attrs: nounwind
declare i32 @__kmpc_master(ptr, i32) #5

; Function Attrs: nounwind
declare void @__kmpc_end_master(ptr, i32) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..3(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(8) %3) #2 !dbg !199 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  call void @llvm.dbg.declare(metadata ptr %5, metadata !200, metadata !DIExpression()), !dbg !201
  store ptr %1, ptr %6, align 8
  call void @llvm.dbg.declare(metadata ptr %6, metadata !202, metadata !DIExpression()), !dbg !201
  store ptr %2, ptr %7, align 8
  call void @llvm.dbg.declare(metadata ptr %7, metadata !203, metadata !DIExpression()), !dbg !201
  store ptr %3, ptr %8, align 8
  call void @llvm.dbg.declare(metadata ptr %8, metadata !204, metadata !DIExpression()), !dbg !201
  %9 = load ptr, ptr %7, align 8, !dbg !205
  %10 = load ptr, ptr %8, align 8, !dbg !205
  %11 = load ptr, ptr %5, align 8, !dbg !205
  %12 = load ptr, ptr %6, align 8, !dbg !205
  %13 = load ptr, ptr %7, align 8, !dbg !205
  %14 = load ptr, ptr %8, align 8, !dbg !205
  call void @.omp_outlined._debug__.1(ptr %11, ptr %12, ptr %13, ptr %14) #5, !dbg !205
  ret void, !dbg !205
}

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #5

; Function Attrs: nounwind
declare void @__kmpc_push_num_threads(ptr, i32, i32) #5

; Function Attrs: nounwind
declare void @__kmpc_serialized_parallel(ptr, i32) #5

; Function Attrs: nounwind
declare void @__kmpc_end_serialized_parallel(ptr, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp.c", directory: "/tmp/gen2", checksumkind: CSK_MD5, checksum: "4f4b0d367c3c8a796a3114a384254b39")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 278, baseType: !5)
!4 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "4b71fd3b70af927520642c9484925c9e")
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"openmp", i32 50}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!15 = distinct !DISubprogram(name: "omp", scope: !1, file: !1, line: 3, type: !16, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !5, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !{}
!21 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 3, type: !5)
!22 = !DILocation(line: 3, column: 14, scope: !15)
!23 = !DILocalVariable(name: "a", arg: 2, scope: !15, file: !1, line: 3, type: !18)
!24 = !DILocation(line: 3, column: 25, scope: !15)
!25 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 4, type: !19)
!26 = !DILocation(line: 4, column: 10, scope: !15)
!27 = !DILocation(line: 5, column: 3, scope: !15)
!28 = !DILocation(line: 7, column: 3, scope: !15)
!29 = !DILocation(line: 7, column: 42, scope: !30)
!30 = distinct !DILexicalBlock(scope: !31, file: !1, line: 7, column: 42)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 7, column: 3)
!32 = !DILocation(line: 7, column: 44, scope: !30)
!33 = !DILocation(line: 7, column: 42, scope: !31)
!34 = !DILocation(line: 7, column: 3, scope: !30)
!35 = !DILocation(line: 29, column: 1, scope: !15)
!36 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 6, type: !37, scopeLine: 6, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!37 = !DISubroutineType(types: !38)
!38 = !{null, !39, !39, !43, !44, !45}
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!40 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!43 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !19, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!46 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !36, type: !39, flags: DIFlagArtificial)
!47 = !DILocation(line: 0, scope: !36)
!48 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !36, type: !39, flags: DIFlagArtificial)
!49 = !DILocalVariable(name: "n", arg: 3, scope: !36, file: !1, line: 3, type: !43)
!50 = !DILocation(line: 3, column: 14, scope: !36)
!51 = !DILocalVariable(name: "s", arg: 4, scope: !36, file: !1, line: 4, type: !44)
!52 = !DILocation(line: 4, column: 10, scope: !36)
!53 = !DILocalVariable(name: "a", arg: 5, scope: !36, file: !1, line: 3, type: !45)
!54 = !DILocation(line: 3, column: 25, scope: !36)
!55 = !DILocation(line: 6, column: 3, scope: !36)
!56 = !DILocalVariable(name: ".omp.iv", scope: !36, type: !5, flags: DIFlagArtificial)
!57 = !DILocalVariable(name: ".capture_expr.", scope: !36, type: !5, flags: DIFlagArtificial)
!58 = !DILocation(line: 6, column: 23, scope: !36)
!59 = !DILocalVariable(name: "i", scope: !36, type: !5, flags: DIFlagArtificial)
!60 = !DILocation(line: 6, column: 26, scope: !36)
!61 = !DILocalVariable(name: ".omp.lb", scope: !36, type: !5, flags: DIFlagArtificial)
!62 = !DILocation(line: 6, column: 8, scope: !36)
!63 = !DILocalVariable(name: ".omp.ub", scope: !36, type: !5, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: ".omp.stride", scope: !36, type: !5, flags: DIFlagArtificial)
!65 = !DILocalVariable(name: ".omp.is_last", scope: !36, type: !5, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: "s", scope: !36, type: !19, flags: DIFlagArtificial)
!67 = !DILocation(line: 5, column: 40, scope: !36)
!68 = distinct !{}
!69 = !DILocation(line: 6, column: 36, scope: !36)
!70 = !DILocation(line: 6, column: 38, scope: !36)
!71 = !DILocation(line: 6, column: 33, scope: !36)
!72 = !DILocation(line: 6, column: 31, scope: !36)
!73 = !DILocation(line: 5, column: 3, scope: !36)
!74 = distinct !{!74, !73, !75, !76}
!75 = !DILocation(line: 5, column: 62, scope: !36)
!76 = !{!"llvm.loop.parallel_accesses", !68}
!77 = distinct !{!77, !73, !75}
!78 = !DILocation(line: 5, column: 38, scope: !36)
!79 = !DILocation(line: 6, column: 39, scope: !36)
!80 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !1, file: !1, line: 5, type: !81, scopeLine: 5, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!81 = !DISubroutineType(types: !20)
!82 = !DILocalVariable(arg: 1, scope: !80, type: !83, flags: DIFlagArtificial)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!84 = !DILocation(line: 0, scope: !80)
!85 = !DILocalVariable(arg: 2, scope: !80, type: !83, flags: DIFlagArtificial)
!86 = !DILocation(line: 5, column: 62, scope: !80)
!87 = !DILocation(line: 5, column: 40, scope: !80)
!88 = !DILocation(line: 5, column: 38, scope: !80)
!89 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 5, type: !37, scopeLine: 5, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!90 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !89, type: !39, flags: DIFlagArtificial)
!91 = !DILocation(line: 0, scope: !89)
!92 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !89, type: !39, flags: DIFlagArtificial)
!93 = !DILocalVariable(name: "n", arg: 3, scope: !89, type: !43, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: "s", arg: 4, scope: !89, type: !44, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: "a", arg: 5, scope: !89, type: !45, flags: DIFlagArtificial)
!96 = !DILocation(line: 5, column: 3, scope: !89)
!97 = !{!98}
!98 = !{i64 2, i64 -1, i64 -1, i1 true}
!99 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 8, type: !100, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!100 = !DISubroutineType(types: !101)
!101 = !{null, !39, !39, !45, !44}
!102 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !99, type: !39, flags: DIFlagArtificial)
!103 = !DILocation(line: 0, scope: !99)
!104 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !99, type: !39, flags: DIFlagArtificial)
!105 = !DILocalVariable(name: "a", arg: 3, scope: !99, file: !1, line: 3, type: !45)
!106 = !DILocation(line: 3, column: 25, scope: !99)
!107 = !DILocalVariable(name: "s", arg: 4, scope: !99, file: !1, line: 4, type: !44)
!108 = !DILocation(line: 4, column: 10, scope: !99)
!109 = !DILocation(line: 8, column: 3, scope: !99)
!110 = !DILocation(line: 9, column: 5, scope: !111)
!111 = distinct !DILexicalBlock(scope: !99, file: !1, line: 8, column: 3)
!112 = !DILocation(line: 10, column: 5, scope: !113)
!113 = distinct !DILexicalBlock(scope: !111, file: !1, line: 9, column: 5)
!114 = !DILocation(line: 9, column: 23, scope: !113)
!115 = !DILocation(line: 11, column: 5, scope: !111)
!116 = !DILocation(line: 11, column: 5, scope: !117)
!117 = distinct !DILexicalBlock(scope: !111, file: !1, line: 11, column: 5)
!118 = !DILocation(line: 14, column: 7, scope: !119)
!119 = distinct !DILexicalBlock(scope: !117, file: !1, line: 13, column: 7)
!120 = !DILocation(line: 14, column: 12, scope: !119)
!121 = !DILocation(line: 13, column: 26, scope: !119)
!122 = !DILocation(line: 16, column: 7, scope: !123)
!123 = distinct !DILexicalBlock(scope: !117, file: !1, line: 15, column: 7)
!124 = !DILocation(line: 16, column: 12, scope: !123)
!125 = !DILocation(line: 15, column: 26, scope: !123)
!126 = distinct !{!126, !116, !127}
!127 = !DILocation(line: 11, column: 25, scope: !117)
!128 = !DILocation(line: 18, column: 5, scope: !129)
!129 = distinct !DILexicalBlock(scope: !111, file: !1, line: 18, column: 5)
!130 = !DILocation(line: 19, column: 5, scope: !129)
!131 = !DILocation(line: 19, column: 10, scope: !129)
!132 = !DILocation(line: 21, column: 5, scope: !133)
!133 = distinct !DILexicalBlock(scope: !111, file: !1, line: 20, column: 5)
!134 = !DILocation(line: 22, column: 5, scope: !111)
!135 = !DILocation(line: 24, column: 5, scope: !111)
!136 = !DILocation(line: 25, column: 5, scope: !137)
!137 = distinct !DILexicalBlock(scope: !111, file: !1, line: 25, column: 5)
!138 = !DILocation(line: 26, column: 5, scope: !137)
!139 = !DILocation(line: 26, column: 10, scope: !137)
!140 = !DILocation(line: 27, column: 5, scope: !111)
!141 = !DILocation(line: 28, column: 3, scope: !99)
!142 = distinct !DISubprogram(linkageName: ".omp_task_entry.", scope: !1, file: !1, line: 22, type: !81, scopeLine: 22, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!143 = !DILocalVariable(arg: 1, scope: !142, type: !5, flags: DIFlagArtificial)
!144 = !DILocation(line: 0, scope: !142)
!145 = !DILocalVariable(arg: 2, scope: !142, type: !146, flags: DIFlagArtificial)
!146 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "kmp_task_t_with_privates", size: 320, elements: !149)
!149 = !{!150}
!150 = !DIDerivedType(tag: DW_TAG_member, scope: !148, file: !151, baseType: !152, size: 320)
!151 = !DIFile(filename: "omp.c", directory: "/tmp/gen2")
!152 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "kmp_task_t", size: 320, elements: !153)
!153 = !{!154, !156}
!154 = !DIDerivedType(tag: DW_TAG_member, scope: !152, file: !151, baseType: !155, size: 64, offset: 192)
!155 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "kmp_cmplrdata_t", size: 64, elements: !20)
!156 = !DIDerivedType(tag: DW_TAG_member, scope: !152, file: !151, baseType: !155, size: 64, offset: 256)
!157 = !DILocation(line: 22, column: 5, scope: !142)
!158 = !{!159}
!159 = distinct !{!159, !160, !".omp_outlined..2: argument 0"}
!160 = distinct !{!160, !".omp_outlined..2"}
!161 = !{!162}
!162 = distinct !{!162, !160, !".omp_outlined..2: argument 1"}
!163 = !{!164}
!164 = distinct !{!164, !160, !".omp_outlined..2: argument 2"}
!165 = !{!166}
!166 = distinct !{!166, !160, !".omp_outlined..2: argument 3"}
!167 = !{!159, !162, !164, !166}
!168 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !169, type: !42, flags: DIFlagArtificial)
!169 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !151, file: !151, type: !170, scopeLine: 23, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !42, !39, !172, !174, !179, !180}
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !175)
!175 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !172, null}
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !181)
!181 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !182)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !99, file: !1, line: 22, size: 128, elements: !20)
!184 = !DILocation(line: 0, scope: !169, inlinedAt: !185)
!185 = distinct !DILocation(line: 22, column: 5, scope: !142)
!186 = !DILocalVariable(name: ".part_id.", arg: 2, scope: !169, type: !39, flags: DIFlagArtificial)
!187 = !DILocalVariable(name: ".privates.", arg: 3, scope: !169, type: !172, flags: DIFlagArtificial)
!188 = !DILocalVariable(name: ".copy_fn.", arg: 4, scope: !169, type: !174, flags: DIFlagArtificial)
!189 = !DILocalVariable(name: ".task_t.", arg: 5, scope: !169, type: !179, flags: DIFlagArtificial)
!190 = !DILocalVariable(name: "__context", arg: 6, scope: !169, type: !180, flags: DIFlagArtificial)
!191 = !DILocation(line: 23, column: 5, scope: !192, inlinedAt: !185)
!192 = !DILexicalBlockFile(scope: !169, file: !1, discriminator: 0)
!193 = !DILocalVariable(name: "s", scope: !192, file: !1, line: 4, type: !19)
!194 = !DILocation(line: 4, column: 10, scope: !192, inlinedAt: !185)
!195 = !DILocalVariable(name: "a", scope: !192, file: !1, line: 3, type: !18)
!196 = !DILocation(line: 3, column: 25, scope: !192, inlinedAt: !185)
!197 = !DILocation(line: 23, column: 12, scope: !192, inlinedAt: !185)
!198 = !DILocation(line: 23, column: 10, scope: !192, inlinedAt: !185)
!199 = distinct !DISubprogram(name: ".omp_outlined..3", scope: !1, file: !1, line: 7, type: !100, scopeLine: 7, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!200 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !199, type: !39, flags: DIFlagArtificial)
!201 = !DILocation(line: 0, scope: !199)
!202 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !199, type: !39, flags: DIFlagArtificial)
!203 = !DILocalVariable(name: "a", arg: 3, scope: !199, type: !45, flags: DIFlagArtificial)
!204 = !DILocalVariable(name: "s", arg: 4, scope: !199, type: !44, flags: DIFlagArtificial)
!205 = !DILocation(line: 7, column: 3, scope: !199)
