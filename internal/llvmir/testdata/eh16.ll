; ModuleID = 'eh.cpp'
source_filename = "eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Matrix = type { i8 }
%class.anon = type { i8 }
%struct.Err = type { i32 }
%struct.Derived = type { %struct.Base }
%struct.Base = type { ptr }

$__clang_call_terminate = comdat any

$_ZN7DerivedC2Ev = comdat any

$_ZN7DerivedD2Ev = comdat any

$_ZN4BaseC2Ev = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZN7Derived4workEi = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZN4Base4workEi = comdat any

$_ZTW3tls = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

$_ZTV7Derived = comdat any

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTV4Base = comdat any

@tls = dso_local thread_local global i32 3, align 4, !dbg !0
@_ZTVN10__cxxabiv117__class_type_infoE = external global ptr
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Err }, comdat, align 8
@_ZL7counter = internal global i32 0, align 4, !dbg !13
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN7DerivedD2Ev, ptr @_ZN7DerivedD0Ev, ptr @_ZN7Derived4workEi] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global ptr
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 8
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev, ptr @_ZN4Base4workEi] }, comdat, align 8

@f = dso_local alias i32 (i32), ptr @g

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @g(i32 noundef %0) #0 !dbg !111 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !115, metadata !DIExpression()), !dbg !116
  %3 = load i32, ptr %2, align 4, !dbg !117
  %4 = add nsw i32 %3, 1, !dbg !118
  ret i32 %4, !dbg !119
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z5callsP4Basei(ptr noundef %0, i32 noundef %1) #2 personality ptr @__gxx_personality_v0 !dbg !120 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Matrix, align 1
  %9 = alloca %class.anon, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca x86_fp80, align 16
  %16 = alloca i128, align 16
  %17 = alloca <4 x float>, align 16
  store ptr %0, ptr %3, align 8
  call void @llvm.dbg.declare(metadata ptr %3, metadata !138, metadata !DIExpression()), !dbg !139
  store i32 %1, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !140, metadata !DIExpression()), !dbg !141
  %18 = load i32, ptr %4, align 4, !dbg !142
  %19 = icmp eq i32 %18, 0, !dbg !145
  br i1 %19, label %20, label %51, !dbg !146

20:                                               ; preds = %2
  %21 = invoke i32 @MPI_Barrier(i32 noundef 1140850688)
          to label %22 unwind label %23, !dbg !147

22:                                               ; preds = %20
  br label %51, !dbg !147

23:                                               ; preds = %60, %51, %20
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
          catch ptr null, !dbg !148
  %25 = extractvalue { ptr, i32 } %24, 0, !dbg !148
  store ptr %25, ptr %5, align 8, !dbg !148
  %26 = extractvalue { ptr, i32 } %24, 1, !dbg !148
  store i32 %26, ptr %6, align 4, !dbg !148
  br label %27, !dbg !148

27:                                               ; preds = %23
  %28 = load i32, ptr %6, align 4, !dbg !149
  %29 = call i32 @llvm.eh.typeid.for(ptr @_ZTI3Err) #10, !dbg !149
  %30 = icmp eq i32 %28, %29, !dbg !149
  br i1 %30, label %31, label %48, !dbg !149

31:                                               ; preds = %27
  call void @llvm.dbg.declare(metadata ptr %7, metadata !150, metadata !DIExpression()), !dbg !153
  %32 = load ptr, ptr %5, align 8, !dbg !154
  %33 = call ptr @__cxa_begin_catch(ptr %32) #10, !dbg !154
  store ptr %33, ptr %7, align 8, !dbg !154
  %34 = load ptr, ptr %7, align 8, !dbg !156
  %35 = getelementptr inbounds %struct.Err, ptr %34, i32 0, i32 0, !dbg !158
  %36 = load i32, ptr %35, align 4, !dbg !158
  %37 = invoke i32 @MPI_Abort(i32 noundef 1140850688, i32 noundef %36)
          to label %38 unwind label %70, !dbg !159

38:                                               ; preds = %31
  call void @__cxa_end_catch(), !dbg !160
  br label %39, !dbg !160

39:                                               ; preds = %38, %64
  call void @llvm.dbg.declare(metadata ptr %8, metadata !161, metadata !DIExpression()), !dbg !166
  call void @"_ZN6MatrixIdE5applyIZ5callsP4BaseiE3$_0EEvT_"(ptr noundef nonnull align 1 dereferenceable(1) %8), !dbg !167
  store i32 2, ptr %10, align 4, !dbg !168
  %40 = load i32, ptr %10, align 4, !dbg !168
  %41 = atomicrmw add ptr @_ZL7counter, i32 %40 seq_cst, align 4, !dbg !168
  store i32 %41, ptr %11, align 4, !dbg !168
  %42 = load i32, ptr %11, align 4, !dbg !168
  call void @llvm.dbg.declare(metadata ptr %12, metadata !169, metadata !DIExpression()), !dbg !170
  store i32 1, ptr %12, align 4, !dbg !170
  store i32 5, ptr %13, align 4, !dbg !171
  %43 = load i32, ptr %12, align 4, !dbg !171
  %44 = load i32, ptr %13, align 4, !dbg !171
  %45 = cmpxchg ptr @_ZL7counter, i32 %43, i32 %44 acq_rel monotonic, align 4, !dbg !171
  %46 = extractvalue { i32, i1 } %45, 0, !dbg !171
  %47 = extractvalue { i32, i1 } %45, 1, !dbg !171
  br i1 %47, label %76, label %75, !dbg !171

48:                                               ; preds = %27
  %49 = load ptr, ptr %5, align 8, !dbg !149
  %50 = call ptr @__cxa_begin_catch(ptr %49) #10, !dbg !149
  invoke void @__cxa_rethrow() #11
          to label %115 unwind label %65, !dbg !172

51:                                               ; preds = %22, %2
  %52 = load ptr, ptr %3, align 8, !dbg !173
  %53 = load i32, ptr %4, align 4, !dbg !175
  %54 = load ptr, ptr %52, align 8, !dbg !176
  %55 = getelementptr inbounds ptr, ptr %54, i64 2, !dbg !176
  %56 = load ptr, ptr %55, align 8, !dbg !176
  %57 = invoke noundef i32 %56(ptr noundef nonnull align 8 dereferenceable(8) %52, i32 noundef %53)
          to label %58 unwind label %23, !dbg !176

58:                                               ; preds = %51
  %59 = icmp sgt i32 %57, 3, !dbg !177
  br i1 %59, label %60, label %64, !dbg !178

60:                                               ; preds = %58
  %61 = call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !179
  %62 = getelementptr inbounds %struct.Err, ptr %61, i32 0, i32 0, !dbg !180
  %63 = load i32, ptr %4, align 4, !dbg !181
  store i32 %63, ptr %62, align 16, !dbg !180
  invoke void @__cxa_throw(ptr %61, ptr @_ZTI3Err, ptr null) #11
          to label %115 unwind label %23, !dbg !179

64:                                               ; preds = %58
  br label %39, !dbg !149

65:                                               ; preds = %48
  %66 = landingpad { ptr, i32 }
          cleanup, !dbg !182
  %67 = extractvalue { ptr, i32 } %66, 0, !dbg !182
  store ptr %67, ptr %5, align 8, !dbg !182
  %68 = extractvalue { ptr, i32 } %66, 1, !dbg !182
  store i32 %68, ptr %6, align 4, !dbg !182
  invoke void @__cxa_end_catch()
          to label %69 unwind label %112, !dbg !154

69:                                               ; preds = %65
  br label %107, !dbg !154

70:                                               ; preds = %31
  %71 = landingpad { ptr, i32 }
          cleanup, !dbg !183
  %72 = extractvalue { ptr, i32 } %71, 0, !dbg !183
  store ptr %72, ptr %5, align 8, !dbg !183
  %73 = extractvalue { ptr, i32 } %71, 1, !dbg !183
  store i32 %73, ptr %6, align 4, !dbg !183
  invoke void @__cxa_end_catch()
          to label %74 unwind label %112, !dbg !160

74:                                               ; preds = %70
  br label %107, !dbg !160

75:                                               ; preds = %39
  store i32 %46, ptr %12, align 4, !dbg !171
  br label %76, !dbg !171

76:                                               ; preds = %75, %39
  %77 = zext i1 %47 to i8, !dbg !171
  store i8 %77, ptr %14, align 1, !dbg !171
  %78 = load i8, ptr %14, align 1, !dbg !171
  %79 = trunc i8 %78 to i1, !dbg !171
  %80 = load i32, ptr %4, align 4, !dbg !184
  switch i32 %80, label %90 [
    i32 0, label %81
    i32 5, label %84
    i32 7, label %87
    i32 9, label %87
  ], !dbg !185

81:                                               ; preds = %76
  %82 = load i32, ptr %4, align 4, !dbg !186
  %83 = add nsw i32 %82, 1, !dbg !186
  store i32 %83, ptr %4, align 4, !dbg !186
  br label %91, !dbg !188

84:                                               ; preds = %76
  %85 = load i32, ptr %4, align 4, !dbg !189
  %86 = add nsw i32 %85, -1, !dbg !189
  store i32 %86, ptr %4, align 4, !dbg !189
  br label %91, !dbg !190

87:                                               ; preds = %76, %76
  %88 = load i32, ptr %4, align 4, !dbg !191
  %89 = mul nsw i32 %88, 2, !dbg !191
  store i32 %89, ptr %4, align 4, !dbg !191
  br label %91, !dbg !192

90:                                               ; preds = %76
  store i32 0, ptr %4, align 4, !dbg !193
  br label %91, !dbg !194

91:                                               ; preds = %90, %87, %84, %81
  call void @llvm.dbg.declare(metadata ptr %15, metadata !195, metadata !DIExpression()), !dbg !197
  store x86_fp80 0xK3FFFC000000000000000, ptr %15, align 16, !dbg !197
  call void @llvm.dbg.declare(metadata ptr %16, metadata !198, metadata !DIExpression()), !dbg !199
  store i128 1267650600228229401496703205376, ptr %16, align 16, !dbg !199
  call void @llvm.dbg.declare(metadata ptr %17, metadata !200, metadata !DIExpression()), !dbg !205
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %17, align 16, !dbg !205
  %92 = load i32, ptr %4, align 4, !dbg !206
  %93 = load x86_fp80, ptr %15, align 16, !dbg !207
  %94 = fptosi x86_fp80 %93 to i32, !dbg !207
  %95 = add nsw i32 %92, %94, !dbg !208
  %96 = load i128, ptr %16, align 16, !dbg !209
  %97 = ashr i128 %96, 100, !dbg !210
  %98 = trunc i128 %97 to i32, !dbg !211
  %99 = add nsw i32 %95, %98, !dbg !212
  %100 = load <4 x float>, ptr %17, align 16, !dbg !213
  %101 = extractelement <4 x float> %100, i32 2, !dbg !213
  %102 = fptosi float %101 to i32, !dbg !213
  %103 = add nsw i32 %99, %102, !dbg !214
  %104 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls), !dbg !215
  %105 = load i32, ptr %104, align 4, !dbg !215
  %106 = add nsw i32 %103, %105, !dbg !216
  ret i32 %106, !dbg !217

107:                                              ; preds = %74, %69
  %108 = load ptr, ptr %5, align 8, !dbg !154
  %109 = load i32, ptr %6, align 4, !dbg !154
  %110 = insertvalue { ptr, i32 } poison, ptr %108, 0, !dbg !154
  %111 = insertvalue { ptr, i32 } %110, i32 %109, 1, !dbg !154
  resume { ptr, i32 } %111, !dbg !154

112:                                              ; preds = %70, %65
  %113 = landingpad { ptr, i32 }
          catch ptr null, !dbg !154
  %114 = extractvalue { ptr, i32 } %113, 0, !dbg !154
  call void @__clang_call_terminate(ptr %114) #12, !dbg !154
  unreachable, !dbg !154

115:                                              ; preds = %48, %60
  unreachable
}

declare i32 @MPI_Barrier(i32 noundef) #3

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

declare i32 @MPI_Abort(i32 noundef, i32 noundef) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZN6MatrixIdE5applyIZ5callsP4BaseiE3$_0EEvT_"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 !dbg !218 {
  %2 = alloca %class.anon, align 1
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  call void @llvm.dbg.declare(metadata ptr %3, metadata !226, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.declare(metadata ptr %2, metadata !229, metadata !DIExpression()), !dbg !230
  %4 = load ptr, ptr %3, align 8
  call void @"_ZZ5callsP4BaseiENK3$_0clEi"(ptr noundef nonnull align 1 dereferenceable(1) %2, i32 noundef 1), !dbg !231
  ret void, !dbg !232
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef %1) #6 personality ptr @__gxx_personality_v0 !dbg !233 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Derived, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.dbg.declare(metadata ptr %3, metadata !239, metadata !DIExpression()), !dbg !240
  store ptr %1, ptr %4, align 8
  call void @llvm.dbg.declare(metadata ptr %4, metadata !241, metadata !DIExpression()), !dbg !242
  %9 = call i32 @MPI_Init(ptr noundef %3, ptr noundef %4), !dbg !243
  call void @llvm.dbg.declare(metadata ptr %5, metadata !244, metadata !DIExpression()), !dbg !252
  call void @_ZN7DerivedC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #10, !dbg !252
  call void @llvm.dbg.declare(metadata ptr %6, metadata !253, metadata !DIExpression()), !dbg !254
  %10 = invoke i32 @MPI_Comm_rank(i32 noundef 1140850688, ptr noundef %6)
          to label %11 unwind label %17, !dbg !255

11:                                               ; preds = %2
  %12 = load i32, ptr %6, align 4, !dbg !256
  %13 = invoke noundef i32 @_Z5callsP4Basei(ptr noundef %5, i32 noundef %12)
          to label %14 unwind label %17, !dbg !257

14:                                               ; preds = %11
  %15 = invoke i32 @MPI_Finalize()
          to label %16 unwind label %17, !dbg !258

16:                                               ; preds = %14
  call void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #10, !dbg !259
  ret i32 0, !dbg !259

17:                                               ; preds = %14, %11, %2
  %18 = landingpad { ptr, i32 }
          cleanup, !dbg !259
  %19 = extractvalue { ptr, i32 } %18, 0, !dbg !259
  store ptr %19, ptr %7, align 8, !dbg !259
  %20 = extractvalue { ptr, i32 } %18, 1, !dbg !259
  store i32 %20, ptr %8, align 4, !dbg !259
  call void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #10, !dbg !259
  br label %21, !dbg !259

21:                                               ; preds = %17
  %22 = load ptr, ptr %7, align 8, !dbg !259
  %23 = load i32, ptr %8, align 4, !dbg !259
  %24 = insertvalue { ptr, i32 } poison, ptr %22, 0, !dbg !259
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1, !dbg !259
  resume { ptr, i32 } %25, !dbg !259
}

declare i32 @MPI_Init(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !260 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.dbg.declare(metadata ptr %2, metadata !264, metadata !DIExpression()), !dbg !266
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #10, !dbg !267
  store ptr getelementptr inbounds ({ [5 x ptr] }, ptr @_ZTV7Derived, i32 0, inrange i32 0, i32 2), ptr %3, align 8, !dbg !267
  ret void, !dbg !267
}

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) #3

declare i32 @MPI_Finalize() #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !268 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.dbg.declare(metadata ptr %2, metadata !270, metadata !DIExpression()), !dbg !271
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #10, !dbg !272
  ret void, !dbg !274
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !275 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.dbg.declare(metadata ptr %2, metadata !277, metadata !DIExpression()), !dbg !278
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, inrange i32 0, i32 2), ptr %3, align 8, !dbg !279
  ret void, !dbg !279
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !280 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.dbg.declare(metadata ptr %2, metadata !281, metadata !DIExpression()), !dbg !282
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #10, !dbg !283
  call void @_ZdlPv(ptr noundef %3) #13, !dbg !283
  ret void, !dbg !283
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7Derived4workEi(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !284 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  call void @llvm.dbg.declare(metadata ptr %3, metadata !285, metadata !DIExpression()), !dbg !286
  store i32 %1, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !287, metadata !DIExpression()), !dbg !288
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !289
  %7 = mul nsw i32 2, %6, !dbg !290
  ret i32 %7, !dbg !291
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !292 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.dbg.declare(metadata ptr %2, metadata !293, metadata !DIExpression()), !dbg !294
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !295
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !296 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.dbg.declare(metadata ptr %2, metadata !297, metadata !DIExpression()), !dbg !298
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #10, !dbg !299
  call void @_ZdlPv(ptr noundef %3) #13, !dbg !299
  ret void, !dbg !300
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Base4workEi(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !301 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  call void @llvm.dbg.declare(metadata ptr %3, metadata !302, metadata !DIExpression()), !dbg !303
  store i32 %1, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !304, metadata !DIExpression()), !dbg !305
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !306
  ret i32 %6, !dbg !307
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"_ZZ5callsP4BaseiENK3$_0clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !308 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  call void @llvm.dbg.declare(metadata ptr %3, metadata !314, metadata !DIExpression()), !dbg !316
  store i32 %1, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !317, metadata !DIExpression()), !dbg !318
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !319
  %7 = load i32, ptr @_ZL7counter, align 4, !dbg !320
  %8 = add nsw i32 %7, %6, !dbg !320
  store i32 %8, ptr @_ZL7counter, align 4, !dbg !320
  ret void, !dbg !321
}

; Function Attrs: noinline uwtable
define weak_odr hidden noundef ptr @_ZTW3tls() #9 comdat {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls)
  ret ptr %1
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108, !109}
!llvm.ident = !{!110}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tls", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !12, imports: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh.cpp", directory: "/tmp/gen2", checksumkind: CSK_MD5, checksum: "a04ff02644252dbb2523e2b4270f998c")
!4 = !{!5, !8, !11, !7}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !6, line: 278, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "4b71fd3b70af927520642c9484925c9e")
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Err", file: !3, line: 4, size: 32, flags: DIFlagTypePassByValue, elements: !9, identifier: "_ZTS3Err")
!9 = !{!10}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !8, file: !3, line: 4, baseType: !7, size: 32)
!11 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!12 = !{!0, !13}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "counter", linkageName: "_ZL7counter", scope: !2, file: !3, line: 9, type: !7, isLocal: true, isDefinition: true)
!15 = !{!16, !24, !28, !31, !35, !38, !40, !42, !44, !47, !50, !53, !56, !59, !61, !66, !70, !74, !78, !80, !82, !84, !86, !89, !92, !95, !98, !101}
!16 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !18, file: !23, line: 47)
!17 = !DINamespace(name: "std", scope: null)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !19, line: 24, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !21, line: 37, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!22 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!23 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!24 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !25, file: !23, line: 48)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !19, line: 25, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !21, line: 39, baseType: !27)
!27 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!28 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !29, file: !23, line: 49)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !19, line: 26, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !21, line: 41, baseType: !7)
!31 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !32, file: !23, line: 50)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !19, line: 27, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !21, line: 44, baseType: !34)
!34 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!35 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !36, file: !23, line: 52)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !37, line: 58, baseType: !22)
!37 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!38 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !39, file: !23, line: 53)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !37, line: 60, baseType: !34)
!40 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !41, file: !23, line: 54)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !37, line: 61, baseType: !34)
!42 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !43, file: !23, line: 55)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !37, line: 62, baseType: !34)
!44 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !45, file: !23, line: 57)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !37, line: 43, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !21, line: 52, baseType: !20)
!47 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !48, file: !23, line: 58)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !37, line: 44, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !21, line: 54, baseType: !26)
!50 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !51, file: !23, line: 59)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !37, line: 45, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !21, line: 56, baseType: !30)
!53 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !54, file: !23, line: 60)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !37, line: 46, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !21, line: 58, baseType: !33)
!56 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !57, file: !23, line: 62)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !37, line: 101, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !21, line: 72, baseType: !34)
!59 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !60, file: !23, line: 63)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !37, line: 87, baseType: !34)
!61 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !62, file: !23, line: 65)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !63, line: 24, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !21, line: 38, baseType: !65)
!65 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!66 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !67, file: !23, line: 66)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !63, line: 25, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !21, line: 40, baseType: !69)
!69 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!70 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !71, file: !23, line: 67)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !63, line: 26, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !21, line: 42, baseType: !73)
!73 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!74 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !75, file: !23, line: 68)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !63, line: 27, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !21, line: 45, baseType: !77)
!77 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !79, file: !23, line: 70)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !37, line: 71, baseType: !65)
!80 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !81, file: !23, line: 71)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !37, line: 73, baseType: !77)
!82 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !83, file: !23, line: 72)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !37, line: 74, baseType: !77)
!84 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !85, file: !23, line: 73)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !37, line: 75, baseType: !77)
!86 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !87, file: !23, line: 75)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !37, line: 49, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !21, line: 53, baseType: !64)
!89 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !90, file: !23, line: 76)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !37, line: 50, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !21, line: 55, baseType: !68)
!92 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !93, file: !23, line: 77)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !37, line: 51, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !21, line: 57, baseType: !72)
!95 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !96, file: !23, line: 78)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !37, line: 52, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !21, line: 59, baseType: !76)
!98 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !99, file: !23, line: 80)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !37, line: 102, baseType: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !21, line: 73, baseType: !77)
!101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !17, entity: !102, file: !23, line: 81)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !37, line: 90, baseType: !77)
!103 = !{i32 7, !"Dwarf Version", i32 5}
!104 = !{i32 2, !"Debug Info Version", i32 3}
!105 = !{i32 1, !"wchar_size", i32 4}
!106 = !{i32 8, !"PIC Level", i32 2}
!107 = !{i32 7, !"PIE Level", i32 2}
!108 = !{i32 7, !"uwtable", i32 2}
!109 = !{i32 7, !"frame-pointer", i32 2}
!110 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!111 = distinct !DISubprogram(name: "g", scope: !3, file: !3, line: 7, type: !112, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!7, !7}
!114 = !{}
!115 = !DILocalVariable(name: "x", arg: 1, scope: !111, file: !3, line: 7, type: !7)
!116 = !DILocation(line: 7, column: 22, scope: !111)
!117 = !DILocation(line: 7, column: 34, scope: !111)
!118 = !DILocation(line: 7, column: 36, scope: !111)
!119 = !DILocation(line: 7, column: 27, scope: !111)
!120 = distinct !DISubprogram(name: "calls", linkageName: "_Z5callsP4Basei", scope: !3, file: !3, line: 10, type: !121, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !114)
!121 = !DISubroutineType(types: !122)
!122 = !{!7, !123, !7}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 2, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !125, vtableHolder: !124, identifier: "_ZTS4Base")
!125 = !{!126, !131, !135}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !127, size: 64, flags: DIFlagArtificial)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !129, size: 64)
!129 = !DISubroutineType(types: !130)
!130 = !{!7}
!131 = !DISubprogram(name: "~Base", scope: !124, file: !3, line: 2, type: !132, scopeLine: 2, containingType: !124, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !134}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!135 = !DISubprogram(name: "work", linkageName: "_ZN4Base4workEi", scope: !124, file: !3, line: 2, type: !136, scopeLine: 2, containingType: !124, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!136 = !DISubroutineType(types: !137)
!137 = !{!7, !134, !7}
!138 = !DILocalVariable(name: "b", arg: 1, scope: !120, file: !3, line: 10, type: !123)
!139 = !DILocation(line: 10, column: 17, scope: !120)
!140 = !DILocalVariable(name: "r", arg: 2, scope: !120, file: !3, line: 10, type: !7)
!141 = !DILocation(line: 10, column: 24, scope: !120)
!142 = !DILocation(line: 12, column: 9, scope: !143)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 12, column: 9)
!144 = distinct !DILexicalBlock(scope: !120, file: !3, line: 11, column: 7)
!145 = !DILocation(line: 12, column: 11, scope: !143)
!146 = !DILocation(line: 12, column: 9, scope: !144)
!147 = !DILocation(line: 12, column: 17, scope: !143)
!148 = !DILocation(line: 28, column: 1, scope: !143)
!149 = !DILocation(line: 14, column: 3, scope: !144)
!150 = !DILocalVariable(name: "e", scope: !120, file: !3, line: 14, type: !151)
!151 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!153 = !DILocation(line: 14, column: 23, scope: !120)
!154 = !DILocation(line: 18, column: 3, scope: !155)
!155 = distinct !DILexicalBlock(scope: !120, file: !3, line: 16, column: 17)
!156 = !DILocation(line: 15, column: 31, scope: !157)
!157 = distinct !DILexicalBlock(scope: !120, file: !3, line: 14, column: 26)
!158 = !DILocation(line: 15, column: 33, scope: !157)
!159 = !DILocation(line: 15, column: 5, scope: !157)
!160 = !DILocation(line: 16, column: 3, scope: !157)
!161 = !DILocalVariable(name: "m", scope: !120, file: !3, line: 19, type: !162)
!162 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Matrix<double>", file: !3, line: 5, size: 8, flags: DIFlagTypePassByValue, elements: !114, templateParams: !163, identifier: "_ZTS6MatrixIdE")
!163 = !{!164}
!164 = !DITemplateTypeParameter(name: "F", type: !165)
!165 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!166 = !DILocation(line: 19, column: 18, scope: !120)
!167 = !DILocation(line: 20, column: 5, scope: !120)
!168 = !DILocation(line: 21, column: 3, scope: !120)
!169 = !DILocalVariable(name: "old", scope: !120, file: !3, line: 22, type: !7)
!170 = !DILocation(line: 22, column: 7, scope: !120)
!171 = !DILocation(line: 23, column: 3, scope: !120)
!172 = !DILocation(line: 17, column: 5, scope: !155)
!173 = !DILocation(line: 13, column: 9, scope: !174)
!174 = distinct !DILexicalBlock(scope: !144, file: !3, line: 13, column: 9)
!175 = !DILocation(line: 13, column: 17, scope: !174)
!176 = !DILocation(line: 13, column: 12, scope: !174)
!177 = !DILocation(line: 13, column: 20, scope: !174)
!178 = !DILocation(line: 13, column: 9, scope: !144)
!179 = !DILocation(line: 13, column: 25, scope: !174)
!180 = !DILocation(line: 13, column: 34, scope: !174)
!181 = !DILocation(line: 13, column: 35, scope: !174)
!182 = !DILocation(line: 28, column: 1, scope: !155)
!183 = !DILocation(line: 28, column: 1, scope: !157)
!184 = !DILocation(line: 24, column: 11, scope: !120)
!185 = !DILocation(line: 24, column: 3, scope: !120)
!186 = !DILocation(line: 24, column: 25, scope: !187)
!187 = distinct !DILexicalBlock(scope: !120, file: !3, line: 24, column: 14)
!188 = !DILocation(line: 24, column: 29, scope: !187)
!189 = !DILocation(line: 24, column: 45, scope: !187)
!190 = !DILocation(line: 24, column: 49, scope: !187)
!191 = !DILocation(line: 24, column: 74, scope: !187)
!192 = !DILocation(line: 24, column: 80, scope: !187)
!193 = !DILocation(line: 24, column: 98, scope: !187)
!194 = !DILocation(line: 24, column: 103, scope: !187)
!195 = !DILocalVariable(name: "ld", scope: !120, file: !3, line: 25, type: !196)
!196 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!197 = !DILocation(line: 25, column: 15, scope: !120)
!198 = !DILocalVariable(name: "big", scope: !120, file: !3, line: 25, type: !11)
!199 = !DILocation(line: 25, column: 35, scope: !120)
!200 = !DILocalVariable(name: "vv", scope: !120, file: !3, line: 26, type: !201)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !202, size: 128, flags: DIFlagVector, elements: !203)
!202 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!203 = !{!204}
!204 = !DISubrange(count: 4)
!205 = !DILocation(line: 26, column: 9, scope: !120)
!206 = !DILocation(line: 27, column: 10, scope: !120)
!207 = !DILocation(line: 27, column: 19, scope: !120)
!208 = !DILocation(line: 27, column: 12, scope: !120)
!209 = !DILocation(line: 27, column: 30, scope: !120)
!210 = !DILocation(line: 27, column: 34, scope: !120)
!211 = !DILocation(line: 27, column: 29, scope: !120)
!212 = !DILocation(line: 27, column: 22, scope: !120)
!213 = !DILocation(line: 27, column: 49, scope: !120)
!214 = !DILocation(line: 27, column: 42, scope: !120)
!215 = !DILocation(line: 27, column: 57, scope: !120)
!216 = !DILocation(line: 27, column: 55, scope: !120)
!217 = !DILocation(line: 27, column: 3, scope: !120)
!218 = distinct !DISubprogram(name: "apply<(lambda at eh.cpp:20:11)>", linkageName: "_ZN6MatrixIdE5applyIZ5callsP4BaseiE3$_0EEvT_", scope: !162, file: !3, line: 5, type: !219, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !224, declaration: !223, retainedNodes: !114)
!219 = !DISubroutineType(types: !220)
!220 = !{null, !221, !222}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!222 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !120, file: !3, line: 20, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !114)
!223 = !DISubprogram(name: "apply<(lambda at eh.cpp:20:11)>", linkageName: "_ZN6MatrixIdE5applyIZ5callsP4BaseiE3$_0EEvT_", scope: !162, file: !3, line: 5, type: !219, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !224)
!224 = !{!225}
!225 = !DITemplateTypeParameter(name: "G", type: !222)
!226 = !DILocalVariable(name: "this", arg: 1, scope: !218, type: !227, flags: DIFlagArtificial | DIFlagObjectPointer)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!228 = !DILocation(line: 0, scope: !218)
!229 = !DILocalVariable(name: "g", arg: 2, scope: !218, file: !3, line: 5, type: !222)
!230 = !DILocation(line: 5, column: 68, scope: !218)
!231 = !DILocation(line: 5, column: 73, scope: !218)
!232 = !DILocation(line: 5, column: 79, scope: !218)
!233 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !234, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !114)
!234 = !DISubroutineType(types: !235)
!235 = !{!7, !7, !236}
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!239 = !DILocalVariable(name: "argc", arg: 1, scope: !233, file: !3, line: 29, type: !7)
!240 = !DILocation(line: 29, column: 14, scope: !233)
!241 = !DILocalVariable(name: "argv", arg: 2, scope: !233, file: !3, line: 29, type: !236)
!242 = !DILocation(line: 29, column: 27, scope: !233)
!243 = !DILocation(line: 30, column: 3, scope: !233)
!244 = !DILocalVariable(name: "d", scope: !233, file: !3, line: 31, type: !245)
!245 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Derived", file: !3, line: 3, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !246, vtableHolder: !124, identifier: "_ZTS7Derived")
!246 = !{!247, !248}
!247 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !245, baseType: !124, extraData: i32 0)
!248 = !DISubprogram(name: "work", linkageName: "_ZN7Derived4workEi", scope: !245, file: !3, line: 3, type: !249, scopeLine: 3, containingType: !245, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!249 = !DISubroutineType(types: !250)
!250 = !{!7, !251, !7}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!252 = !DILocation(line: 31, column: 11, scope: !233)
!253 = !DILocalVariable(name: "r", scope: !233, file: !3, line: 31, type: !7)
!254 = !DILocation(line: 31, column: 18, scope: !233)
!255 = !DILocation(line: 32, column: 3, scope: !233)
!256 = !DILocation(line: 33, column: 13, scope: !233)
!257 = !DILocation(line: 33, column: 3, scope: !233)
!258 = !DILocation(line: 34, column: 3, scope: !233)
!259 = !DILocation(line: 35, column: 1, scope: !233)
!260 = distinct !DISubprogram(name: "Derived", linkageName: "_ZN7DerivedC2Ev", scope: !245, file: !3, line: 3, type: !261, scopeLine: 3, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !263, retainedNodes: !114)
!261 = !DISubroutineType(types: !262)
!262 = !{null, !251}
!263 = !DISubprogram(name: "Derived", scope: !245, type: !261, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!264 = !DILocalVariable(name: "this", arg: 1, scope: !260, type: !265, flags: DIFlagArtificial | DIFlagObjectPointer)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!266 = !DILocation(line: 0, scope: !260)
!267 = !DILocation(line: 3, column: 8, scope: !260)
!268 = distinct !DISubprogram(name: "~Derived", linkageName: "_ZN7DerivedD2Ev", scope: !245, file: !3, line: 3, type: !261, scopeLine: 3, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !269, retainedNodes: !114)
!269 = !DISubprogram(name: "~Derived", scope: !245, type: !261, containingType: !245, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!270 = !DILocalVariable(name: "this", arg: 1, scope: !268, type: !265, flags: DIFlagArtificial | DIFlagObjectPointer)
!271 = !DILocation(line: 0, scope: !268)
!272 = !DILocation(line: 3, column: 8, scope: !273)
!273 = distinct !DILexicalBlock(scope: !268, file: !3, line: 3, column: 8)
!274 = !DILocation(line: 3, column: 8, scope: !268)
!275 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !124, file: !3, line: 2, type: !132, scopeLine: 2, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !276, retainedNodes: !114)
!276 = !DISubprogram(name: "Base", scope: !124, type: !132, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!277 = !DILocalVariable(name: "this", arg: 1, scope: !275, type: !123, flags: DIFlagArtificial | DIFlagObjectPointer)
!278 = !DILocation(line: 0, scope: !275)
!279 = !DILocation(line: 2, column: 8, scope: !275)
!280 = distinct !DISubprogram(name: "~Derived", linkageName: "_ZN7DerivedD0Ev", scope: !245, file: !3, line: 3, type: !261, scopeLine: 3, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !269, retainedNodes: !114)
!281 = !DILocalVariable(name: "this", arg: 1, scope: !280, type: !265, flags: DIFlagArtificial | DIFlagObjectPointer)
!282 = !DILocation(line: 0, scope: !280)
!283 = !DILocation(line: 3, column: 8, scope: !280)
!284 = distinct !DISubprogram(name: "work", linkageName: "_ZN7Derived4workEi", scope: !245, file: !3, line: 3, type: !249, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !248, retainedNodes: !114)
!285 = !DILocalVariable(name: "this", arg: 1, scope: !284, type: !265, flags: DIFlagArtificial | DIFlagObjectPointer)
!286 = !DILocation(line: 0, scope: !284)
!287 = !DILocalVariable(name: "x", arg: 2, scope: !284, file: !3, line: 3, type: !7)
!288 = !DILocation(line: 3, column: 38, scope: !284)
!289 = !DILocation(line: 3, column: 63, scope: !284)
!290 = !DILocation(line: 3, column: 61, scope: !284)
!291 = !DILocation(line: 3, column: 52, scope: !284)
!292 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !124, file: !3, line: 2, type: !132, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !131, retainedNodes: !114)
!293 = !DILocalVariable(name: "this", arg: 1, scope: !292, type: !123, flags: DIFlagArtificial | DIFlagObjectPointer)
!294 = !DILocation(line: 0, scope: !292)
!295 = !DILocation(line: 2, column: 32, scope: !292)
!296 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !124, file: !3, line: 2, type: !132, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !131, retainedNodes: !114)
!297 = !DILocalVariable(name: "this", arg: 1, scope: !296, type: !123, flags: DIFlagArtificial | DIFlagObjectPointer)
!298 = !DILocation(line: 0, scope: !296)
!299 = !DILocation(line: 2, column: 31, scope: !296)
!300 = !DILocation(line: 2, column: 32, scope: !296)
!301 = distinct !DISubprogram(name: "work", linkageName: "_ZN4Base4workEi", scope: !124, file: !3, line: 2, type: !136, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !135, retainedNodes: !114)
!302 = !DILocalVariable(name: "this", arg: 1, scope: !301, type: !123, flags: DIFlagArtificial | DIFlagObjectPointer)
!303 = !DILocation(line: 0, scope: !301)
!304 = !DILocalVariable(name: "x", arg: 2, scope: !301, file: !3, line: 2, type: !7)
!305 = !DILocation(line: 2, column: 55, scope: !301)
!306 = !DILocation(line: 2, column: 67, scope: !301)
!307 = !DILocation(line: 2, column: 60, scope: !301)
!308 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ5callsP4BaseiENK3$_0clEi", scope: !222, file: !3, line: 20, type: !309, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !313, retainedNodes: !114)
!309 = !DISubroutineType(types: !310)
!310 = !{null, !311, !7}
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!312 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !222)
!313 = !DISubprogram(name: "operator()", scope: !222, file: !3, line: 20, type: !309, scopeLine: 20, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!314 = !DILocalVariable(name: "this", arg: 1, scope: !308, type: !315, flags: DIFlagArtificial | DIFlagObjectPointer)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!316 = !DILocation(line: 0, scope: !308)
!317 = !DILocalVariable(name: "k", arg: 2, scope: !308, file: !3, line: 20, type: !7)
!318 = !DILocation(line: 20, column: 19, scope: !308)
!319 = !DILocation(line: 20, column: 35, scope: !308)
!320 = !DILocation(line: 20, column: 32, scope: !308)
!321 = !DILocation(line: 20, column: 38, scope: !308)
