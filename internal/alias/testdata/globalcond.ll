; ModuleID = '/tmp/r13/globalcond.c'
source_filename = "/tmp/r13/globalcond.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@other = dso_local global i32 0, align 4
@taken = dso_local global i32 0, align 4
@addr = dso_local global ptr null, align 8
@flag = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_other() #0 {
  store i32 1, ptr @other, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @leaf() #0 {
  call void @use(i32 noundef 0)
  ret void
}

declare void @use(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store ptr @taken, ptr @addr, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %22, %1
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %25

8:                                                ; preds = %4
  %9 = load i32, ptr @flag, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %8
  call void @use(i32 noundef 1)
  br label %13

12:                                               ; preds = %8
  call void @use(i32 noundef 2)
  br label %13

13:                                               ; preds = %12, %11
  %14 = load i32, ptr @other, align 4
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %13
  call void @use(i32 noundef 3)
  br label %17

17:                                               ; preds = %16, %13
  call void @set_other()
  call void @leaf()
  %18 = load i32, ptr @taken, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %17
  call void @use(i32 noundef 4)
  br label %21

21:                                               ; preds = %20, %17
  br label %22

22:                                               ; preds = %21
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %3, align 4
  br label %4, !llvm.loop !6

25:                                               ; preds = %4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
