; ModuleID = 'omp.c'
source_filename = "omp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }
%struct.anon = type { double**, double* }
%struct.kmp_task_t_with_privates = type { %struct.kmp_task_t }
%struct.kmp_task_t = type { i8*, i32 (i32, i8*)*, i32, %union.kmp_cmplrdata_t, %union.kmp_cmplrdata_t }
%union.kmp_cmplrdata_t = type { i32 (i32, i8*)* }

@0 = private unnamed_addr constant [17 x i8] c";omp.c;omp;5;3;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 16, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @0, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@2 = private unnamed_addr constant [18 x i8] c";omp.c;omp;5;62;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 17, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant [17 x i8] c";omp.c;omp;9;5;;\00", align 1
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 16, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @4, i32 0, i32 0) }, align 8
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 16, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @4, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [18 x i8] c";omp.c;omp;11;5;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 1026, i32 0, i32 17, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant [19 x i8] c";omp.c;omp;11;25;;\00", align 1
@10 = private unnamed_addr constant %struct.ident_t { i32 0, i32 1026, i32 0, i32 18, i8* getelementptr inbounds ([19 x i8], [19 x i8]* @9, i32 0, i32 0) }, align 8
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 194, i32 0, i32 17, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @7, i32 0, i32 0) }, align 8
@12 = private unnamed_addr constant [18 x i8] c";omp.c;omp;18;5;;\00", align 1
@13 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 17, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @12, i32 0, i32 0) }, align 8
@.gomp_critical_user_name.var = common global [8 x i32] zeroinitializer
@14 = private unnamed_addr constant [18 x i8] c";omp.c;omp;22;5;;\00", align 1
@15 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 17, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @14, i32 0, i32 0) }, align 8
@16 = private unnamed_addr constant [18 x i8] c";omp.c;omp;24;5;;\00", align 1
@17 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 17, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @16, i32 0, i32 0) }, align 8
@18 = private unnamed_addr constant [18 x i8] c";omp.c;omp;25;5;;\00", align 1
@19 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 17, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @18, i32 0, i32 0) }, align 8
@20 = private unnamed_addr constant [18 x i8] c";omp.c;omp;27;5;;\00", align 1
@21 = private unnamed_addr constant %struct.ident_t { i32 0, i32 34, i32 0, i32 17, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @20, i32 0, i32 0) }, align 8
@22 = private unnamed_addr constant [18 x i8] c";omp.c;omp;7;24;;\00", align 1
@23 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 17, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @22, i32 0, i32 0) }, align 8
@24 = private unnamed_addr constant [17 x i8] c";omp.c;omp;7;3;;\00", align 1
@25 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 16, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @24, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @omp(i32 noundef %0, double* noundef %1) #0 !dbg !15 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = call i32 @__kmpc_global_thread_num(%struct.ident_t* @23)
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !21, metadata !DIExpression()), !dbg !22
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata double* %5, metadata !25, metadata !DIExpression()), !dbg !26
  store double 0.000000e+00, double* %5, align 8, !dbg !26
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @1, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %3, double* %5, double** %4), !dbg !27
  call void @__kmpc_push_num_threads(%struct.ident_t* @23, i32 %8, i32 4), !dbg !28
  %9 = load i32, i32* %3, align 4, !dbg !29
  %10 = icmp sgt i32 %9, 10, !dbg !32
  br i1 %10, label %11, label %12, !dbg !33

11:                                               ; preds = %2
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @25, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, double**, double*)* @.omp_outlined..3 to void (i32*, i32*, ...)*), double** %4, double* %5), !dbg !33
  br label %13, !dbg !33

12:                                               ; preds = %2
  call void @__kmpc_serialized_parallel(%struct.ident_t* @25, i32 %8), !dbg !33
  store i32 %8, i32* %6, align 4, !dbg !33
  store i32 0, i32* %7, align 4, !dbg !33
  call void @.omp_outlined..3(i32* %6, i32* %7, double** %4, double* %5) #5, !dbg !34
  call void @__kmpc_end_serialized_parallel(%struct.ident_t* @25, i32 %8), !dbg !33
  br label %13, !dbg !33

13:                                               ; preds = %12, %11
  ret void, !dbg !35
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double* noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4) #2 !dbg !36 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double**, align 8
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
  %22 = alloca [1 x i8*], align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !46, metadata !DIExpression()), !dbg !47
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !48, metadata !DIExpression()), !dbg !47
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !49, metadata !DIExpression()), !dbg !50
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !51, metadata !DIExpression()), !dbg !52
  store double** %4, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !53, metadata !DIExpression()), !dbg !54
  %25 = load i32*, i32** %8, align 8, !dbg !55
  %26 = load double*, double** %9, align 8, !dbg !55
  %27 = load double**, double*** %10, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %11, metadata !56, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata i32* %13, metadata !57, metadata !DIExpression()), !dbg !47
  %28 = load i32, i32* %25, align 4, !dbg !58
  store i32 %28, i32* %13, align 4, !dbg !58
  call void @llvm.dbg.declare(metadata i32* %14, metadata !57, metadata !DIExpression()), !dbg !47
  %29 = load i32, i32* %13, align 4, !dbg !58
  %30 = sub nsw i32 %29, 0, !dbg !55
  %31 = sdiv i32 %30, 1, !dbg !55
  %32 = sub nsw i32 %31, 1, !dbg !55
  store i32 %32, i32* %14, align 4, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %15, metadata !59, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %15, align 4, !dbg !60
  %33 = load i32, i32* %13, align 4, !dbg !58
  %34 = icmp slt i32 0, %33, !dbg !55
  br i1 %34, label %35, label %97, !dbg !55

35:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata i32* %16, metadata !61, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %16, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %17, metadata !63, metadata !DIExpression()), !dbg !47
  %36 = load i32, i32* %14, align 4, !dbg !55
  store i32 %36, i32* %17, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %18, metadata !64, metadata !DIExpression()), !dbg !47
  store i32 1, i32* %18, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %19, metadata !65, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %19, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata double* %20, metadata !66, metadata !DIExpression()), !dbg !47
  store double 0.000000e+00, double* %20, align 8, !dbg !67
  call void @llvm.dbg.declare(metadata i32* %21, metadata !59, metadata !DIExpression()), !dbg !47
  %37 = load i32, i32* %14, align 4, !dbg !55
  %38 = load i32*, i32** %6, align 8, !dbg !55
  %39 = load i32, i32* %38, align 4, !dbg !55
  call void @__kmpc_dispatch_init_4(%struct.ident_t* @1, i32 %39, i32 1073741859, i32 0, i32 %37, i32 1, i32 4), !dbg !55
  br label %40, !dbg !55

40:                                               ; preds = %67, %35
  %41 = load i32*, i32** %6, align 8, !dbg !55
  %42 = load i32, i32* %41, align 4, !dbg !55
  %43 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* @1, i32 %42, i32* %19, i32* %16, i32* %17, i32* %18), !dbg !55
  %44 = icmp ne i32 %43, 0, !dbg !55
  br i1 %44, label %45, label %68, !dbg !55

45:                                               ; preds = %40
  %46 = load i32, i32* %16, align 4, !dbg !62
  store i32 %46, i32* %11, align 4, !dbg !62
  br label %47, !dbg !55

47:                                               ; preds = %63, %45
  %48 = load i32, i32* %11, align 4, !dbg !62, !llvm.access.group !68
  %49 = load i32, i32* %17, align 4, !dbg !62, !llvm.access.group !68
  %50 = icmp sle i32 %48, %49, !dbg !55
  br i1 %50, label %51, label %66, !dbg !55

51:                                               ; preds = %47
  %52 = load i32, i32* %11, align 4, !dbg !62, !llvm.access.group !68
  %53 = mul nsw i32 %52, 1, !dbg !60
  %54 = add nsw i32 0, %53, !dbg !60
  store i32 %54, i32* %21, align 4, !dbg !60, !llvm.access.group !68
  %55 = load double*, double** %27, align 8, !dbg !69, !llvm.access.group !68
  %56 = load i32, i32* %21, align 4, !dbg !70, !llvm.access.group !68
  %57 = sext i32 %56 to i64, !dbg !69
  %58 = getelementptr inbounds double, double* %55, i64 %57, !dbg !69
  %59 = load double, double* %58, align 8, !dbg !69, !llvm.access.group !68
  %60 = load double, double* %20, align 8, !dbg !71, !llvm.access.group !68
  %61 = fadd double %60, %59, !dbg !71
  store double %61, double* %20, align 8, !dbg !71, !llvm.access.group !68
  br label %62, !dbg !72

62:                                               ; preds = %51
  br label %63, !dbg !73

63:                                               ; preds = %62
  %64 = load i32, i32* %11, align 4, !dbg !62, !llvm.access.group !68
  %65 = add nsw i32 %64, 1, !dbg !55
  store i32 %65, i32* %11, align 4, !dbg !55, !llvm.access.group !68
  br label %47, !dbg !73, !llvm.loop !74

66:                                               ; preds = %47
  br label %67, !dbg !73

67:                                               ; preds = %66
  br label %40, !dbg !73, !llvm.loop !77

68:                                               ; preds = %40
  %69 = getelementptr inbounds [1 x i8*], [1 x i8*]* %22, i64 0, i64 0, !dbg !73
  %70 = bitcast double* %20 to i8*, !dbg !73
  store i8* %70, i8** %69, align 8, !dbg !73
  %71 = load i32*, i32** %6, align 8, !dbg !73
  %72 = load i32, i32* %71, align 4, !dbg !73
  %73 = bitcast [1 x i8*]* %22 to i8*, !dbg !73
  %74 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* @3, i32 %72, i32 1, i64 8, i8* %73, void (i8*, i8*)* @.omp.reduction.reduction_func, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !73
  switch i32 %74, label %96 [
    i32 1, label %75
    i32 2, label %79
  ], !dbg !73

75:                                               ; preds = %68
  %76 = load double, double* %26, align 8, !dbg !67
  %77 = load double, double* %20, align 8, !dbg !67
  %78 = fadd double %76, %77, !dbg !78
  store double %78, double* %26, align 8, !dbg !78
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* @3, i32 %72, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !73
  br label %96, !dbg !73

79:                                               ; preds = %68
  %80 = load double, double* %20, align 8, !dbg !67
  %81 = bitcast double* %26 to i64*, !dbg !73
  %82 = load atomic i64, i64* %81 monotonic, align 8, !dbg !73
  br label %83, !dbg !73

83:                                               ; preds = %83, %79
  %84 = phi i64 [ %82, %79 ], [ %93, %83 ], !dbg !73
  %85 = bitcast double* %23 to i64*, !dbg !73
  %86 = bitcast i64 %84 to double, !dbg !73
  store double %86, double* %24, align 8, !dbg !73
  %87 = load double, double* %24, align 8, !dbg !67
  %88 = load double, double* %20, align 8, !dbg !67
  %89 = fadd double %87, %88, !dbg !78
  store double %89, double* %23, align 8, !dbg !73
  %90 = load i64, i64* %85, align 8, !dbg !73
  %91 = bitcast double* %26 to i64*, !dbg !73
  %92 = cmpxchg i64* %91, i64 %84, i64 %90 monotonic monotonic, align 8, !dbg !73
  %93 = extractvalue { i64, i1 } %92, 0, !dbg !73
  %94 = extractvalue { i64, i1 } %92, 1, !dbg !73
  br i1 %94, label %95, label %83, !dbg !73

95:                                               ; preds = %83
  br label %96, !dbg !73

96:                                               ; preds = %95, %75, %68
  br label %97, !dbg !73

97:                                               ; preds = %96, %5
  ret void, !dbg !79
}

declare void @__kmpc_dispatch_init_4(%struct.ident_t*, i32, i32, i32, i32, i32, i32)

declare i32 @__kmpc_dispatch_next_4(%struct.ident_t*, i32, i32*, i32*, i32*, i32*)

; Function Attrs: noinline norecurse nounwind uwtable
define internal void @.omp.reduction.reduction_func(i8* noundef %0, i8* noundef %1) #3 !dbg !80 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !82, metadata !DIExpression()), !dbg !84
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !85, metadata !DIExpression()), !dbg !84
  %5 = load i8*, i8** %3, align 8, !dbg !86
  %6 = bitcast i8* %5 to [1 x i8*]*, !dbg !86
  %7 = load i8*, i8** %4, align 8, !dbg !86
  %8 = bitcast i8* %7 to [1 x i8*]*, !dbg !86
  %9 = getelementptr inbounds [1 x i8*], [1 x i8*]* %8, i64 0, i64 0, !dbg !86
  %10 = load i8*, i8** %9, align 8, !dbg !86
  %11 = bitcast i8* %10 to double*, !dbg !86
  %12 = getelementptr inbounds [1 x i8*], [1 x i8*]* %6, i64 0, i64 0, !dbg !86
  %13 = load i8*, i8** %12, align 8, !dbg !86
  %14 = bitcast i8* %13 to double*, !dbg !86
  %15 = load double, double* %14, align 8, !dbg !87
  %16 = load double, double* %11, align 8, !dbg !87
  %17 = fadd double %15, %16, !dbg !88
  store double %17, double* %14, align 8, !dbg !88
  ret void, !dbg !87
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) #4

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double* noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4) #2 !dbg !89 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double**, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !90, metadata !DIExpression()), !dbg !91
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !92, metadata !DIExpression()), !dbg !91
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !93, metadata !DIExpression()), !dbg !91
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !94, metadata !DIExpression()), !dbg !91
  store double** %4, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !95, metadata !DIExpression()), !dbg !91
  %11 = load i32*, i32** %8, align 8, !dbg !96
  %12 = load double*, double** %9, align 8, !dbg !96
  %13 = load double**, double*** %10, align 8, !dbg !96
  %14 = load i32*, i32** %6, align 8, !dbg !96
  %15 = load i32*, i32** %7, align 8, !dbg !96
  %16 = load i32*, i32** %8, align 8, !dbg !96
  %17 = load double*, double** %9, align 8, !dbg !96
  %18 = load double**, double*** %10, align 8, !dbg !96
  call void @.omp_outlined._debug__(i32* %14, i32* %15, i32* %16, double* %17, double** %18) #5, !dbg !96
  ret void, !dbg !96
}

; Function Attrs: nounwind
declare !callback !97 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.1(i32* noalias noundef %0, i32* noalias noundef %1, double** noundef nonnull align 8 dereferenceable(8) %2, double* noundef nonnull align 8 dereferenceable(8) %3) #2 !dbg !99 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca double**, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca %struct.anon, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !102, metadata !DIExpression()), !dbg !103
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !104, metadata !DIExpression()), !dbg !103
  store double** %2, double*** %7, align 8
  call void @llvm.dbg.declare(metadata double*** %7, metadata !105, metadata !DIExpression()), !dbg !106
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !107, metadata !DIExpression()), !dbg !108
  %16 = load double**, double*** %7, align 8, !dbg !109
  %17 = load double*, double** %8, align 8, !dbg !109
  %18 = load i32*, i32** %5, align 8, !dbg !110
  %19 = load i32, i32* %18, align 4, !dbg !110
  %20 = call i32 @__kmpc_single(%struct.ident_t* @5, i32 %19), !dbg !110
  %21 = icmp ne i32 %20, 0, !dbg !110
  br i1 %21, label %22, label %24, !dbg !110

22:                                               ; preds = %4
  %23 = call i32 @MPI_Barrier(i32 noundef 1140850688), !dbg !112
  call void @__kmpc_end_single(%struct.ident_t* @5, i32 %19), !dbg !112
  br label %24, !dbg !112

24:                                               ; preds = %22, %4
  call void @__kmpc_barrier(%struct.ident_t* @6, i32 %19), !dbg !114
  store i32 0, i32* %9, align 4, !dbg !115
  store i32 1, i32* %10, align 4, !dbg !115
  store i32 1, i32* %11, align 4, !dbg !115
  store i32 0, i32* %12, align 4, !dbg !115
  call void @__kmpc_for_static_init_4(%struct.ident_t* @8, i32 %19, i32 34, i32* %12, i32* %9, i32* %10, i32* %11, i32 1, i32 1), !dbg !116
  %25 = load i32, i32* %10, align 4, !dbg !115
  %26 = icmp slt i32 %25, 1, !dbg !115
  %27 = select i1 %26, i32 %25, i32 1, !dbg !115
  store i32 %27, i32* %10, align 4, !dbg !115
  %28 = load i32, i32* %9, align 4, !dbg !115
  store i32 %28, i32* %13, align 4, !dbg !115
  br label %29, !dbg !115

29:                                               ; preds = %42, %24
  %30 = load i32, i32* %13, align 4, !dbg !116
  %31 = load i32, i32* %10, align 4, !dbg !116
  %32 = icmp sle i32 %30, %31, !dbg !116
  br i1 %32, label %33, label %45, !dbg !115

33:                                               ; preds = %29
  %34 = load i32, i32* %13, align 4, !dbg !115
  switch i32 %34, label %41 [
    i32 0, label %35
    i32 1, label %38
  ], !dbg !115

35:                                               ; preds = %33
  %36 = load double*, double** %16, align 8, !dbg !118
  %37 = getelementptr inbounds double, double* %36, i64 0, !dbg !118
  store double 1.000000e+00, double* %37, align 8, !dbg !120
  br label %41, !dbg !121

38:                                               ; preds = %33
  %39 = load double*, double** %16, align 8, !dbg !122
  %40 = getelementptr inbounds double, double* %39, i64 1, !dbg !122
  store double 2.000000e+00, double* %40, align 8, !dbg !124
  br label %41, !dbg !125

41:                                               ; preds = %38, %35, %33
  br label %42, !dbg !125

42:                                               ; preds = %41
  %43 = load i32, i32* %13, align 4, !dbg !116
  %44 = add nsw i32 %43, 1, !dbg !116
  store i32 %44, i32* %13, align 4, !dbg !116
  br label %29, !dbg !125, !llvm.loop !126

45:                                               ; preds = %29
  call void @__kmpc_for_static_fini(%struct.ident_t* @10, i32 %19), !dbg !127
  call void @__kmpc_barrier(%struct.ident_t* @11, i32 %19), !dbg !127
  call void @__kmpc_critical(%struct.ident_t* @13, i32 %19, [8 x i32]* @.gomp_critical_user_name.var), !dbg !128
  %46 = load double*, double** %16, align 8, !dbg !130
  %47 = getelementptr inbounds double, double* %46, i64 2, !dbg !130
  %48 = load double, double* %47, align 8, !dbg !131
  %49 = fadd double %48, 1.000000e+00, !dbg !131
  store double %49, double* %47, align 8, !dbg !131
  call void @__kmpc_end_critical(%struct.ident_t* @13, i32 %19, [8 x i32]* @.gomp_critical_user_name.var), !dbg !130
  %50 = load double*, double** %16, align 8, !dbg !132
  %51 = getelementptr inbounds double, double* %50, i64 3, !dbg !132
  %52 = bitcast double* %51 to i64*, !dbg !132
  %53 = load atomic i64, i64* %52 monotonic, align 8, !dbg !132
  br label %54, !dbg !132

54:                                               ; preds = %54, %45
  %55 = phi i64 [ %53, %45 ], [ %62, %54 ], !dbg !132
  %56 = bitcast double* %14 to i64*, !dbg !132
  %57 = bitcast i64 %55 to double, !dbg !132
  %58 = fadd double %57, 1.000000e+00, !dbg !134
  store double %58, double* %14, align 8, !dbg !132
  %59 = load i64, i64* %56, align 8, !dbg !132
  %60 = bitcast double* %51 to i64*, !dbg !132
  %61 = cmpxchg i64* %60, i64 %55, i64 %59 monotonic monotonic, align 8, !dbg !132
  %62 = extractvalue { i64, i1 } %61, 0, !dbg !132
  %63 = extractvalue { i64, i1 } %61, 1, !dbg !132
  br i1 %63, label %64, label %54, !dbg !132

64:                                               ; preds = %54
  %65 = getelementptr inbounds %struct.anon, %struct.anon* %15, i32 0, i32 0, !dbg !135
  store double** %16, double*** %65, align 8, !dbg !135
  %66 = getelementptr inbounds %struct.anon, %struct.anon* %15, i32 0, i32 1, !dbg !135
  store double* %17, double** %66, align 8, !dbg !135
  %67 = call i8* @__kmpc_omp_task_alloc(%struct.ident_t* @15, i32 %19, i32 1, i64 40, i64 16, i32 (i32, i8*)* bitcast (i32 (i32, %struct.kmp_task_t_with_privates*)* @.omp_task_entry. to i32 (i32, i8*)*)), !dbg !135
  %68 = bitcast i8* %67 to %struct.kmp_task_t_with_privates*, !dbg !135
  %69 = getelementptr inbounds %struct.kmp_task_t_with_privates, %struct.kmp_task_t_with_privates* %68, i32 0, i32 0, !dbg !135
  %70 = getelementptr inbounds %struct.kmp_task_t, %struct.kmp_task_t* %69, i32 0, i32 0, !dbg !135
  %71 = load i8*, i8** %70, align 8, !dbg !135
  %72 = bitcast %struct.anon* %15 to i8*, !dbg !135
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %71, i8* align 8 %72, i64 16, i1 false), !dbg !135
  %73 = call i32 @__kmpc_omp_task(%struct.ident_t* @15, i32 %19, i8* %67), !dbg !135
  %74 = call i32 @__kmpc_omp_taskwait(%struct.ident_t* @17, i32 %19), !dbg !136
  %75 = call i32 @__kmpc_master(%struct.ident_t* @19, i32 %19), !dbg !137
  %76 = icmp ne i32 %75, 0, !dbg !137
  br i1 %76, label %77, label %80, !dbg !137

77:                                               ; preds = %64
  %78 = load double*, double** %16, align 8, !dbg !139
  %79 = getelementptr inbounds double, double* %78, i64 5, !dbg !139
  store double 0.000000e+00, double* %79, align 8, !dbg !140
  call void @__kmpc_end_master(%struct.ident_t* @19, i32 %19), !dbg !139
  br label %80, !dbg !139

80:                                               ; preds = %77, %64
  call void @__kmpc_barrier(%struct.ident_t* @21, i32 %19), !dbg !141
  ret void, !dbg !142
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(%struct.ident_t*, i32) #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(%struct.ident_t*, i32) #4

declare i32 @MPI_Barrier(i32 noundef) #6

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(%struct.ident_t*, i32) #4

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_critical(%struct.ident_t*, i32, [8 x i32]*) #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_critical(%struct.ident_t*, i32, [8 x i32]*) #4

; Function Attrs: noinline norecurse nounwind uwtable
define internal i32 @.omp_task_entry.(i32 noundef %0, %struct.kmp_task_t_with_privates* noalias noundef %1) #3 !dbg !143 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca void (i8*, ...)*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %struct.anon*, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.kmp_task_t_with_privates*, align 8
  store i32 %0, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !144, metadata !DIExpression()), !dbg !145
  store %struct.kmp_task_t_with_privates* %1, %struct.kmp_task_t_with_privates** %10, align 8
  call void @llvm.dbg.declare(metadata %struct.kmp_task_t_with_privates** %10, metadata !146, metadata !DIExpression()), !dbg !145
  %11 = load i32, i32* %9, align 4, !dbg !158
  %12 = load %struct.kmp_task_t_with_privates*, %struct.kmp_task_t_with_privates** %10, align 8, !dbg !158
  %13 = getelementptr inbounds %struct.kmp_task_t_with_privates, %struct.kmp_task_t_with_privates* %12, i32 0, i32 0, !dbg !158
  %14 = getelementptr inbounds %struct.kmp_task_t, %struct.kmp_task_t* %13, i32 0, i32 2, !dbg !158
  %15 = getelementptr inbounds %struct.kmp_task_t, %struct.kmp_task_t* %13, i32 0, i32 0, !dbg !158
  %16 = load i8*, i8** %15, align 8, !dbg !158
  %17 = bitcast i8* %16 to %struct.anon*, !dbg !158
  %18 = bitcast %struct.kmp_task_t_with_privates* %12 to i8*, !dbg !158
  call void @llvm.experimental.noalias.scope.decl(metadata !159), !dbg !158
  call void @llvm.experimental.noalias.scope.decl(metadata !162), !dbg !158
  call void @llvm.experimental.noalias.scope.decl(metadata !164), !dbg !158
  call void @llvm.experimental.noalias.scope.decl(metadata !166), !dbg !158
  store i32 %11, i32* %3, align 4, !noalias !168
  call void @llvm.dbg.declare(metadata i32* %3, metadata !169, metadata !DIExpression()), !dbg !185
  store i32* %14, i32** %4, align 8, !noalias !168
  call void @llvm.dbg.declare(metadata i32** %4, metadata !187, metadata !DIExpression()), !dbg !185
  store i8* null, i8** %5, align 8, !noalias !168
  call void @llvm.dbg.declare(metadata i8** %5, metadata !188, metadata !DIExpression()), !dbg !185
  store void (i8*, ...)* null, void (i8*, ...)** %6, align 8, !noalias !168
  call void @llvm.dbg.declare(metadata void (i8*, ...)** %6, metadata !189, metadata !DIExpression()), !dbg !185
  store i8* %18, i8** %7, align 8, !noalias !168
  call void @llvm.dbg.declare(metadata i8** %7, metadata !190, metadata !DIExpression()), !dbg !185
  store %struct.anon* %17, %struct.anon** %8, align 8, !noalias !168
  call void @llvm.dbg.declare(metadata %struct.anon** %8, metadata !191, metadata !DIExpression()), !dbg !185
  %19 = load %struct.anon*, %struct.anon** %8, align 8, !dbg !192, !noalias !168
  call void @llvm.dbg.declare(metadata %struct.anon* %19, metadata !194, metadata !DIExpression(DW_OP_deref)), !dbg !195
  call void @llvm.dbg.declare(metadata %struct.anon* %19, metadata !196, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_deref)), !dbg !197
  %20 = getelementptr inbounds %struct.anon, %struct.anon* %19, i32 0, i32 1, !dbg !198
  %21 = load double*, double** %20, align 8, !dbg !198
  %22 = load double, double* %21, align 8, !dbg !198
  %23 = getelementptr inbounds %struct.anon, %struct.anon* %19, i32 0, i32 0, !dbg !192
  %24 = load double**, double*** %23, align 8, !dbg !192
  %25 = load double*, double** %24, align 8, !dbg !192
  %26 = getelementptr inbounds double, double* %25, i64 4, !dbg !192
  store double %22, double* %26, align 8, !dbg !199
  ret i32 0, !dbg !158
}

; Function Attrs: nounwind
declare i8* @__kmpc_omp_task_alloc(%struct.ident_t*, i32, i32, i64, i64, i32 (i32, i8*)*) #5

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nounwind
declare i32 @__kmpc_omp_task(%struct.ident_t*, i32, i8*) #5

; Function Attrs: convergent nounwind
declare i32 @__kmpc_omp_taskwait(%struct.ident_t*, i32) #4

; Function Attrs: nounwind
declare i32 @__kmpc_master(%struct.ident_t*, i32) #5

; Function Attrs: nounwind
declare void @__kmpc_end_master(%struct.ident_t*, i32) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..3(i32* noalias noundef %0, i32* noalias noundef %1, double** noundef nonnull align 8 dereferenceable(8) %2, double* noundef nonnull align 8 dereferenceable(8) %3) #2 !dbg !200 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca double**, align 8
  %8 = alloca double*, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !201, metadata !DIExpression()), !dbg !202
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !203, metadata !DIExpression()), !dbg !202
  store double** %2, double*** %7, align 8
  call void @llvm.dbg.declare(metadata double*** %7, metadata !204, metadata !DIExpression()), !dbg !202
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !205, metadata !DIExpression()), !dbg !202
  %9 = load double**, double*** %7, align 8, !dbg !206
  %10 = load double*, double** %8, align 8, !dbg !206
  %11 = load i32*, i32** %5, align 8, !dbg !206
  %12 = load i32*, i32** %6, align 8, !dbg !206
  %13 = load double**, double*** %7, align 8, !dbg !206
  %14 = load double*, double** %8, align 8, !dbg !206
  call void @.omp_outlined._debug__.1(i32* %11, i32* %12, double** %13, double* %14) #5, !dbg !206
  ret void, !dbg !206
}

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(%struct.ident_t*) #5

; Function Attrs: nounwind
declare void @__kmpc_push_num_threads(%struct.ident_t*, i32, i32) #5

; Function Attrs: nounwind
declare void @__kmpc_serialized_parallel(%struct.ident_t*, i32) #5

; Function Attrs: nounwind
declare void @__kmpc_end_serialized_parallel(%struct.ident_t*, i32) #5

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp.c", directory: "/tmp/gen2", checksumkind: CSK_MD5, checksum: "4f4b0d367c3c8a796a3114a384254b39")
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
!36 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 6, type: !37, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
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
!89 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 5, type: !37, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!90 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !89, type: !39, flags: DIFlagArtificial)
!91 = !DILocation(line: 0, scope: !89)
!92 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !89, type: !39, flags: DIFlagArtificial)
!93 = !DILocalVariable(name: "n", arg: 3, scope: !89, type: !43, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: "s", arg: 4, scope: !89, type: !44, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: "a", arg: 5, scope: !89, type: !45, flags: DIFlagArtificial)
!96 = !DILocation(line: 5, column: 3, scope: !89)
!97 = !{!98}
!98 = !{i64 2, i64 -1, i64 -1, i1 true}
!99 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 8, type: !100, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
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
!134 = !DILocation(line: 21, column: 10, scope: !133)
!135 = !DILocation(line: 22, column: 5, scope: !111)
!136 = !DILocation(line: 24, column: 5, scope: !111)
!137 = !DILocation(line: 25, column: 5, scope: !138)
!138 = distinct !DILexicalBlock(scope: !111, file: !1, line: 25, column: 5)
!139 = !DILocation(line: 26, column: 5, scope: !138)
!140 = !DILocation(line: 26, column: 10, scope: !138)
!141 = !DILocation(line: 27, column: 5, scope: !111)
!142 = !DILocation(line: 28, column: 3, scope: !99)
!143 = distinct !DISubprogram(linkageName: ".omp_task_entry.", scope: !1, file: !1, line: 22, type: !81, scopeLine: 22, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!144 = !DILocalVariable(arg: 1, scope: !143, type: !5, flags: DIFlagArtificial)
!145 = !DILocation(line: 0, scope: !143)
!146 = !DILocalVariable(arg: 2, scope: !143, type: !147, flags: DIFlagArtificial)
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "kmp_task_t_with_privates", size: 320, elements: !150)
!150 = !{!151}
!151 = !DIDerivedType(tag: DW_TAG_member, scope: !149, file: !152, baseType: !153, size: 320)
!152 = !DIFile(filename: "omp.c", directory: "/tmp/gen2")
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "kmp_task_t", size: 320, elements: !154)
!154 = !{!155, !157}
!155 = !DIDerivedType(tag: DW_TAG_member, scope: !153, file: !152, baseType: !156, size: 64, offset: 192)
!156 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "kmp_cmplrdata_t", size: 64, elements: !20)
!157 = !DIDerivedType(tag: DW_TAG_member, scope: !153, file: !152, baseType: !156, size: 64, offset: 256)
!158 = !DILocation(line: 22, column: 5, scope: !143)
!159 = !{!160}
!160 = distinct !{!160, !161, !".omp_outlined..2: argument 0"}
!161 = distinct !{!161, !".omp_outlined..2"}
!162 = !{!163}
!163 = distinct !{!163, !161, !".omp_outlined..2: argument 1"}
!164 = !{!165}
!165 = distinct !{!165, !161, !".omp_outlined..2: argument 2"}
!166 = !{!167}
!167 = distinct !{!167, !161, !".omp_outlined..2: argument 3"}
!168 = !{!160, !163, !165, !167}
!169 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !170, type: !42, flags: DIFlagArtificial)
!170 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !152, file: !152, line: 23, type: !171, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !42, !39, !173, !175, !180, !181}
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !177)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !173, null}
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !182)
!182 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !183)
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !99, file: !1, line: 22, size: 128, elements: !20)
!185 = !DILocation(line: 0, scope: !170, inlinedAt: !186)
!186 = distinct !DILocation(line: 22, column: 5, scope: !143)
!187 = !DILocalVariable(name: ".part_id.", arg: 2, scope: !170, type: !39, flags: DIFlagArtificial)
!188 = !DILocalVariable(name: ".privates.", arg: 3, scope: !170, type: !173, flags: DIFlagArtificial)
!189 = !DILocalVariable(name: ".copy_fn.", arg: 4, scope: !170, type: !175, flags: DIFlagArtificial)
!190 = !DILocalVariable(name: ".task_t.", arg: 5, scope: !170, type: !180, flags: DIFlagArtificial)
!191 = !DILocalVariable(name: "__context", arg: 6, scope: !170, type: !181, flags: DIFlagArtificial)
!192 = !DILocation(line: 23, column: 5, scope: !193, inlinedAt: !186)
!193 = !DILexicalBlockFile(scope: !170, file: !1, discriminator: 0)
!194 = !DILocalVariable(name: "a", scope: !193, file: !1, line: 3, type: !18)
!195 = !DILocation(line: 3, column: 25, scope: !193, inlinedAt: !186)
!196 = !DILocalVariable(name: "s", scope: !193, file: !1, line: 4, type: !19)
!197 = !DILocation(line: 4, column: 10, scope: !193, inlinedAt: !186)
!198 = !DILocation(line: 23, column: 12, scope: !193, inlinedAt: !186)
!199 = !DILocation(line: 23, column: 10, scope: !193, inlinedAt: !186)
!200 = distinct !DISubprogram(name: ".omp_outlined..3", scope: !1, file: !1, line: 7, type: !100, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!201 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !200, type: !39, flags: DIFlagArtificial)
!202 = !DILocation(line: 0, scope: !200)
!203 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !200, type: !39, flags: DIFlagArtificial)
!204 = !DILocalVariable(name: "a", arg: 3, scope: !200, type: !45, flags: DIFlagArtificial)
!205 = !DILocalVariable(name: "s", arg: 4, scope: !200, type: !44, flags: DIFlagArtificial)
!206 = !DILocation(line: 7, column: 3, scope: !200)
