; ModuleID = 'realloc_wrapper.c'
source_filename = "realloc_wrapper.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @grow(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = icmp eq i8* %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i64, i64* %4, align 8
  %9 = call noalias i8* @malloc(i64 noundef %8) #3
  store i8* %9, i8** %3, align 8
  br label %14

10:                                               ; preds = %2
  %11 = load i8*, i8** %3, align 8
  %12 = load i64, i64* %4, align 8
  %13 = call i8* @realloc(i8* noundef %11, i64 noundef %12) #3
  store i8* %13, i8** %3, align 8
  br label %14

14:                                               ; preds = %10, %7
  %15 = load i8*, i8** %3, align 8
  %16 = icmp eq i8* %15, null
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = load i64, i64* %4, align 8
  %19 = icmp ugt i64 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %17
  call void @abort() #4
  unreachable

21:                                               ; preds = %17, %14
  %22 = load i8*, i8** %3, align 8
  ret i8* %22
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32* @ensure(i32* noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32*, align 8
  store i32* %0, i32** %4, align 8
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  %8 = load i32*, i32** %4, align 8
  store i32* %8, i32** %7, align 8
  %9 = load i64, i64* %6, align 8
  %10 = load i64, i64* %5, align 8
  %11 = icmp ugt i64 %9, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %3
  %13 = load i32*, i32** %4, align 8
  %14 = bitcast i32* %13 to i8*
  %15 = load i64, i64* %6, align 8
  %16 = mul i64 %15, 4
  %17 = call i8* @realloc(i8* noundef %14, i64 noundef %16) #3
  %18 = bitcast i8* %17 to i32*
  store i32* %18, i32** %7, align 8
  br label %19

19:                                               ; preds = %12, %3
  %20 = load i32*, i32** %7, align 8
  ret i32* %20
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @usea(i32* noundef %0) #0 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  %3 = load i32*, i32** %2, align 8
  %4 = load i32, i32* %3, align 4
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @useb(i32* noundef %0) #0 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  %3 = load i32*, i32** %2, align 8
  %4 = load i32, i32* %3, align 4
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32**, align 8
  %3 = alloca i32**, align 8
  store i32 0, i32* %1, align 4
  %4 = call i8* @grow(i8* noundef null, i64 noundef 8)
  %5 = bitcast i8* %4 to i32**
  store i32** %5, i32*** %2, align 8
  %6 = call i8* @grow(i8* noundef null, i64 noundef 8)
  %7 = bitcast i8* %6 to i32**
  store i32** %7, i32*** %3, align 8
  %8 = load i32**, i32*** %2, align 8
  %9 = getelementptr inbounds i32*, i32** %8, i64 0
  store i32* @x, i32** %9, align 8
  %10 = load i32**, i32*** %3, align 8
  %11 = getelementptr inbounds i32*, i32** %10, i64 0
  store i32* @y, i32** %11, align 8
  %12 = load i32**, i32*** %2, align 8
  %13 = bitcast i32** %12 to i8*
  %14 = call i8* @grow(i8* noundef %13, i64 noundef 16)
  %15 = bitcast i8* %14 to i32**
  store i32** %15, i32*** %2, align 8
  %16 = load i32**, i32*** %3, align 8
  %17 = bitcast i32** %16 to i8*
  %18 = call i8* @grow(i8* noundef %17, i64 noundef 16)
  %19 = bitcast i8* %18 to i32**
  store i32** %19, i32*** %3, align 8
  %20 = load i32**, i32*** %2, align 8
  %21 = getelementptr inbounds i32*, i32** %20, i64 0
  %22 = load i32*, i32** %21, align 8
  %23 = call i32 @usea(i32* noundef %22)
  %24 = load i32**, i32*** %3, align 8
  %25 = getelementptr inbounds i32*, i32** %24, i64 0
  %26 = load i32*, i32** %25, align 8
  %27 = call i32 @useb(i32* noundef %26)
  %28 = add nsw i32 %23, %27
  %29 = load i32**, i32*** %2, align 8
  %30 = getelementptr inbounds i32*, i32** %29, i64 1
  %31 = load i32*, i32** %30, align 8
  %32 = call i32* @ensure(i32* noundef %31, i64 noundef 1, i64 noundef 1)
  %33 = load i32, i32* %32, align 4
  %34 = add nsw i32 %28, %33
  ret i32 %34
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
