; ModuleID = 'al.c'
source_filename = "al.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, [4 x double] }

@garr = dso_local global [10 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f(double* noundef %0, double* noundef %1, i32 noundef %2) #0 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca [8 x double], align 16
  %8 = alloca %struct.S, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  store double* %0, double** %4, align 8
  store double* %1, double** %5, align 8
  store i32 %2, i32* %6, align 4
  %12 = call noalias i8* @malloc(i64 noundef 64) #2
  %13 = bitcast i8* %12 to double*
  store double* %13, double** %9, align 8
  %14 = load double*, double** %9, align 8
  %15 = getelementptr inbounds double, double* %14, i64 2
  store double* %15, double** %10, align 8
  store i32 1, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @garr, i64 0, i64 3), align 4
  %16 = getelementptr inbounds %struct.S, %struct.S* %8, i32 0, i32 1
  %17 = getelementptr inbounds [4 x double], [4 x double]* %16, i64 0, i64 1
  store double 1.000000e+00, double* %17, align 8
  %18 = load i32, i32* %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [8 x double], [8 x double]* %7, i64 0, i64 %19
  store double 3.000000e+00, double* %20, align 8
  %21 = load double*, double** %10, align 8
  %22 = getelementptr inbounds double, double* %21, i64 1
  store double 4.000000e+00, double* %22, align 8
  %23 = load double*, double** %4, align 8
  %24 = getelementptr inbounds double, double* %23, i64 2
  store double 5.000000e+00, double* %24, align 8
  %25 = load double*, double** %5, align 8
  %26 = getelementptr inbounds double, double* %25, i64 0
  store double 6.000000e+00, double* %26, align 8
  store i32 0, i32* %11, align 4
  br label %27

27:                                               ; preds = %35, %3
  %28 = load i32, i32* %11, align 4
  %29 = load i32, i32* %6, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %38

31:                                               ; preds = %27
  %32 = load i32, i32* %11, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x double], [8 x double]* %7, i64 0, i64 %33
  store double 0.000000e+00, double* %34, align 8
  br label %35

35:                                               ; preds = %31
  %36 = load i32, i32* %11, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %11, align 4
  br label %27, !llvm.loop !6

38:                                               ; preds = %27
  %39 = getelementptr inbounds %struct.S, %struct.S* %8, i32 0, i32 0
  store i32 2, i32* %39, align 8
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
