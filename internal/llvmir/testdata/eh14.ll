; ModuleID = 'eh.cpp'
source_filename = "eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Base = type { i32 (...)** }
%struct.Err = type { i32 }
%struct.Matrix = type { i8 }
%class.anon = type { i8 }
%struct.Derived = type { %struct.Base }

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
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Err, i32 0, i32 0) }, comdat, align 8
@_ZL7counter = internal global i32 0, align 4, !dbg !34
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (void (%struct.Derived*)* @_ZN7DerivedD2Ev to i8*), i8* bitcast (void (%struct.Derived*)* @_ZN7DerivedD0Ev to i8*), i8* bitcast (i32 (%struct.Derived*, i32)* @_ZN7Derived4workEi to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTI7Derived = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*), i8* bitcast (i32 (%struct.Base*, i32)* @_ZN4Base4workEi to i8*)] }, comdat, align 8

@f = dso_local alias i32 (i32), i32 (i32)* @g

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @g(i32 noundef %0) #0 !dbg !132 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !136, metadata !DIExpression()), !dbg !137
  %3 = load i32, i32* %2, align 4, !dbg !138
  %4 = add nsw i32 %3, 1, !dbg !139
  ret i32 %4, !dbg !140
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z5callsP4Basei(%struct.Base* noundef %0, i32 noundef %1) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !141 {
  %3 = alloca %struct.Base*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Err*, align 8
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
  store %struct.Base* %0, %struct.Base** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %3, metadata !145, metadata !DIExpression()), !dbg !146
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !147, metadata !DIExpression()), !dbg !148
  %18 = load i32, i32* %4, align 4, !dbg !149
  %19 = icmp eq i32 %18, 0, !dbg !152
  br i1 %19, label %20, label %52, !dbg !153

20:                                               ; preds = %2
  %21 = invoke i32 @MPI_Barrier(i32 noundef 1140850688)
          to label %22 unwind label %23, !dbg !154

22:                                               ; preds = %20
  br label %52, !dbg !154

23:                                               ; preds = %62, %52, %20
  %24 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)
          catch i8* null, !dbg !155
  %25 = extractvalue { i8*, i32 } %24, 0, !dbg !155
  store i8* %25, i8** %5, align 8, !dbg !155
  %26 = extractvalue { i8*, i32 } %24, 1, !dbg !155
  store i32 %26, i32* %6, align 4, !dbg !155
  br label %27, !dbg !155

27:                                               ; preds = %23
  %28 = load i32, i32* %6, align 4, !dbg !156
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #10, !dbg !156
  %30 = icmp eq i32 %28, %29, !dbg !156
  br i1 %30, label %31, label %49, !dbg !156

31:                                               ; preds = %27
  call void @llvm.dbg.declare(metadata %struct.Err** %7, metadata !157, metadata !DIExpression()), !dbg !160
  %32 = load i8*, i8** %5, align 8, !dbg !161
  %33 = call i8* @__cxa_begin_catch(i8* %32) #10, !dbg !161
  %34 = bitcast i8* %33 to %struct.Err*, !dbg !161
  store %struct.Err* %34, %struct.Err** %7, align 8, !dbg !161
  %35 = load %struct.Err*, %struct.Err** %7, align 8, !dbg !163
  %36 = getelementptr inbounds %struct.Err, %struct.Err* %35, i32 0, i32 0, !dbg !165
  %37 = load i32, i32* %36, align 4, !dbg !165
  %38 = invoke i32 @MPI_Abort(i32 noundef 1140850688, i32 noundef %37)
          to label %39 unwind label %73, !dbg !166

39:                                               ; preds = %31
  call void @__cxa_end_catch(), !dbg !167
  br label %40, !dbg !167

40:                                               ; preds = %39, %67
  call void @llvm.dbg.declare(metadata %struct.Matrix* %8, metadata !168, metadata !DIExpression()), !dbg !173
  call void @"_ZN6MatrixIdE5applyIZ5callsP4BaseiE3$_0EEvT_"(%struct.Matrix* noundef nonnull align 1 dereferenceable(1) %8), !dbg !174
  store i32 2, i32* %10, align 4, !dbg !175
  %41 = load i32, i32* %10, align 4, !dbg !175
  %42 = atomicrmw add i32* @_ZL7counter, i32 %41 seq_cst, align 4, !dbg !175
  store i32 %42, i32* %11, align 4, !dbg !175
  %43 = load i32, i32* %11, align 4, !dbg !175
  call void @llvm.dbg.declare(metadata i32* %12, metadata !176, metadata !DIExpression()), !dbg !177
  store i32 1, i32* %12, align 4, !dbg !177
  store i32 5, i32* %13, align 4, !dbg !178
  %44 = load i32, i32* %12, align 4, !dbg !178
  %45 = load i32, i32* %13, align 4, !dbg !178
  %46 = cmpxchg i32* @_ZL7counter, i32 %44, i32 %45 acq_rel monotonic, align 4, !dbg !178
  %47 = extractvalue { i32, i1 } %46, 0, !dbg !178
  %48 = extractvalue { i32, i1 } %46, 1, !dbg !178
  br i1 %48, label %79, label %78, !dbg !178

49:                                               ; preds = %27
  %50 = load i8*, i8** %5, align 8, !dbg !156
  %51 = call i8* @__cxa_begin_catch(i8* %50) #10, !dbg !156
  invoke void @__cxa_rethrow() #11
          to label %117 unwind label %68, !dbg !179

52:                                               ; preds = %22, %2
  %53 = load %struct.Base*, %struct.Base** %3, align 8, !dbg !180
  %54 = load i32, i32* %4, align 4, !dbg !182
  %55 = bitcast %struct.Base* %53 to i32 (%struct.Base*, i32)***, !dbg !183
  %56 = load i32 (%struct.Base*, i32)**, i32 (%struct.Base*, i32)*** %55, align 8, !dbg !183
  %57 = getelementptr inbounds i32 (%struct.Base*, i32)*, i32 (%struct.Base*, i32)** %56, i64 2, !dbg !183
  %58 = load i32 (%struct.Base*, i32)*, i32 (%struct.Base*, i32)** %57, align 8, !dbg !183
  %59 = invoke noundef i32 %58(%struct.Base* noundef nonnull align 8 dereferenceable(8) %53, i32 noundef %54)
          to label %60 unwind label %23, !dbg !183

60:                                               ; preds = %52
  %61 = icmp sgt i32 %59, 3, !dbg !184
  br i1 %61, label %62, label %67, !dbg !185

62:                                               ; preds = %60
  %63 = call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !186
  %64 = bitcast i8* %63 to %struct.Err*, !dbg !186
  %65 = getelementptr inbounds %struct.Err, %struct.Err* %64, i32 0, i32 0, !dbg !187
  %66 = load i32, i32* %4, align 4, !dbg !188
  store i32 %66, i32* %65, align 16, !dbg !187
  invoke void @__cxa_throw(i8* %63, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* null) #11
          to label %117 unwind label %23, !dbg !186

67:                                               ; preds = %60
  br label %40, !dbg !156

68:                                               ; preds = %49
  %69 = landingpad { i8*, i32 }
          cleanup, !dbg !189
  %70 = extractvalue { i8*, i32 } %69, 0, !dbg !189
  store i8* %70, i8** %5, align 8, !dbg !189
  %71 = extractvalue { i8*, i32 } %69, 1, !dbg !189
  store i32 %71, i32* %6, align 4, !dbg !189
  invoke void @__cxa_end_catch()
          to label %72 unwind label %114, !dbg !161

72:                                               ; preds = %68
  br label %109, !dbg !161

73:                                               ; preds = %31
  %74 = landingpad { i8*, i32 }
          cleanup, !dbg !190
  %75 = extractvalue { i8*, i32 } %74, 0, !dbg !190
  store i8* %75, i8** %5, align 8, !dbg !190
  %76 = extractvalue { i8*, i32 } %74, 1, !dbg !190
  store i32 %76, i32* %6, align 4, !dbg !190
  invoke void @__cxa_end_catch()
          to label %77 unwind label %114, !dbg !167

77:                                               ; preds = %73
  br label %109, !dbg !167

78:                                               ; preds = %40
  store i32 %47, i32* %12, align 4, !dbg !178
  br label %79, !dbg !178

79:                                               ; preds = %78, %40
  %80 = zext i1 %48 to i8, !dbg !178
  store i8 %80, i8* %14, align 1, !dbg !178
  %81 = load i8, i8* %14, align 1, !dbg !178
  %82 = trunc i8 %81 to i1, !dbg !178
  %83 = load i32, i32* %4, align 4, !dbg !191
  switch i32 %83, label %93 [
    i32 0, label %84
    i32 5, label %87
    i32 7, label %90
    i32 9, label %90
  ], !dbg !192

84:                                               ; preds = %79
  %85 = load i32, i32* %4, align 4, !dbg !193
  %86 = add nsw i32 %85, 1, !dbg !193
  store i32 %86, i32* %4, align 4, !dbg !193
  br label %94, !dbg !195

87:                                               ; preds = %79
  %88 = load i32, i32* %4, align 4, !dbg !196
  %89 = add nsw i32 %88, -1, !dbg !196
  store i32 %89, i32* %4, align 4, !dbg !196
  br label %94, !dbg !197

90:                                               ; preds = %79, %79
  %91 = load i32, i32* %4, align 4, !dbg !198
  %92 = mul nsw i32 %91, 2, !dbg !198
  store i32 %92, i32* %4, align 4, !dbg !198
  br label %94, !dbg !199

93:                                               ; preds = %79
  store i32 0, i32* %4, align 4, !dbg !200
  br label %94, !dbg !201

94:                                               ; preds = %93, %90, %87, %84
  call void @llvm.dbg.declare(metadata x86_fp80* %15, metadata !202, metadata !DIExpression()), !dbg !204
  store x86_fp80 0xK3FFFC000000000000000, x86_fp80* %15, align 16, !dbg !204
  call void @llvm.dbg.declare(metadata i128* %16, metadata !205, metadata !DIExpression()), !dbg !206
  store i128 1267650600228229401496703205376, i128* %16, align 16, !dbg !206
  call void @llvm.dbg.declare(metadata <4 x float>* %17, metadata !207, metadata !DIExpression()), !dbg !212
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, <4 x float>* %17, align 16, !dbg !212
  %95 = load i32, i32* %4, align 4, !dbg !213
  %96 = load x86_fp80, x86_fp80* %15, align 16, !dbg !214
  %97 = fptosi x86_fp80 %96 to i32, !dbg !214
  %98 = add nsw i32 %95, %97, !dbg !215
  %99 = load i128, i128* %16, align 16, !dbg !216
  %100 = ashr i128 %99, 100, !dbg !217
  %101 = trunc i128 %100 to i32, !dbg !218
  %102 = add nsw i32 %98, %101, !dbg !219
  %103 = load <4 x float>, <4 x float>* %17, align 16, !dbg !220
  %104 = extractelement <4 x float> %103, i32 2, !dbg !220
  %105 = fptosi float %104 to i32, !dbg !220
  %106 = add nsw i32 %102, %105, !dbg !221
  %107 = load i32, i32* @tls, align 4, !dbg !222
  %108 = add nsw i32 %106, %107, !dbg !223
  ret i32 %108, !dbg !224

109:                                              ; preds = %77, %72
  %110 = load i8*, i8** %5, align 8, !dbg !161
  %111 = load i32, i32* %6, align 4, !dbg !161
  %112 = insertvalue { i8*, i32 } undef, i8* %110, 0, !dbg !161
  %113 = insertvalue { i8*, i32 } %112, i32 %111, 1, !dbg !161
  resume { i8*, i32 } %113, !dbg !161

114:                                              ; preds = %73, %68
  %115 = landingpad { i8*, i32 }
          catch i8* null, !dbg !161
  %116 = extractvalue { i8*, i32 } %115, 0, !dbg !161
  call void @__clang_call_terminate(i8* %116) #12, !dbg !161
  unreachable, !dbg !161

117:                                              ; preds = %49, %62
  unreachable
}

declare i32 @MPI_Barrier(i32 noundef) #3

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

declare i32 @MPI_Abort(i32 noundef, i32 noundef) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZN6MatrixIdE5applyIZ5callsP4BaseiE3$_0EEvT_"(%struct.Matrix* noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 !dbg !225 {
  %2 = alloca %class.anon, align 1
  %3 = alloca %struct.Matrix*, align 8
  store %struct.Matrix* %0, %struct.Matrix** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Matrix** %3, metadata !233, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.declare(metadata %class.anon* %2, metadata !236, metadata !DIExpression()), !dbg !237
  %4 = load %struct.Matrix*, %struct.Matrix** %3, align 8
  call void @"_ZZ5callsP4BaseiENK3$_0clEi"(%class.anon* noundef nonnull align 1 dereferenceable(1) %2, i32 noundef 1), !dbg !238
  ret void, !dbg !239
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !240 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca %struct.Derived, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !246, metadata !DIExpression()), !dbg !247
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !248, metadata !DIExpression()), !dbg !249
  %9 = call i32 @MPI_Init(i32* noundef %3, i8*** noundef %4), !dbg !250
  call void @llvm.dbg.declare(metadata %struct.Derived* %5, metadata !251, metadata !DIExpression()), !dbg !252
  call void @_ZN7DerivedC2Ev(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %5) #10, !dbg !252
  call void @llvm.dbg.declare(metadata i32* %6, metadata !253, metadata !DIExpression()), !dbg !254
  %10 = invoke i32 @MPI_Comm_rank(i32 noundef 1140850688, i32* noundef %6)
          to label %11 unwind label %18, !dbg !255

11:                                               ; preds = %2
  %12 = bitcast %struct.Derived* %5 to %struct.Base*, !dbg !256
  %13 = load i32, i32* %6, align 4, !dbg !257
  %14 = invoke noundef i32 @_Z5callsP4Basei(%struct.Base* noundef %12, i32 noundef %13)
          to label %15 unwind label %18, !dbg !258

15:                                               ; preds = %11
  %16 = invoke i32 @MPI_Finalize()
          to label %17 unwind label %18, !dbg !259

17:                                               ; preds = %15
  call void @_ZN7DerivedD2Ev(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %5) #10, !dbg !260
  ret i32 0, !dbg !260

18:                                               ; preds = %15, %11, %2
  %19 = landingpad { i8*, i32 }
          cleanup, !dbg !260
  %20 = extractvalue { i8*, i32 } %19, 0, !dbg !260
  store i8* %20, i8** %7, align 8, !dbg !260
  %21 = extractvalue { i8*, i32 } %19, 1, !dbg !260
  store i32 %21, i32* %8, align 4, !dbg !260
  call void @_ZN7DerivedD2Ev(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %5) #10, !dbg !260
  br label %22, !dbg !260

22:                                               ; preds = %18
  %23 = load i8*, i8** %7, align 8, !dbg !260
  %24 = load i32, i32* %8, align 4, !dbg !260
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !260
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !260
  resume { i8*, i32 } %26, !dbg !260
}

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedC2Ev(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !261 {
  %2 = alloca %struct.Derived*, align 8
  store %struct.Derived* %0, %struct.Derived** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Derived** %2, metadata !265, metadata !DIExpression()), !dbg !267
  %3 = load %struct.Derived*, %struct.Derived** %2, align 8
  %4 = bitcast %struct.Derived* %3 to %struct.Base*, !dbg !268
  call void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %4) #10, !dbg !268
  %5 = bitcast %struct.Derived* %3 to i32 (...)***, !dbg !268
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8, !dbg !268
  ret void, !dbg !268
}

declare i32 @MPI_Comm_rank(i32 noundef, i32* noundef) #3

declare i32 @MPI_Finalize() #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD2Ev(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !269 {
  %2 = alloca %struct.Derived*, align 8
  store %struct.Derived* %0, %struct.Derived** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Derived** %2, metadata !271, metadata !DIExpression()), !dbg !272
  %3 = load %struct.Derived*, %struct.Derived** %2, align 8
  %4 = bitcast %struct.Derived* %3 to %struct.Base*, !dbg !273
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %4) #10, !dbg !273
  ret void, !dbg !275
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !276 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !278, metadata !DIExpression()), !dbg !279
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = bitcast %struct.Base* %3 to i32 (...)***, !dbg !280
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !280
  ret void, !dbg !280
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !281 {
  %2 = alloca %struct.Derived*, align 8
  store %struct.Derived* %0, %struct.Derived** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Derived** %2, metadata !282, metadata !DIExpression()), !dbg !283
  %3 = load %struct.Derived*, %struct.Derived** %2, align 8
  call void @_ZN7DerivedD2Ev(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %3) #10, !dbg !284
  %4 = bitcast %struct.Derived* %3 to i8*, !dbg !284
  call void @_ZdlPv(i8* noundef %4) #13, !dbg !284
  ret void, !dbg !284
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7Derived4workEi(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !285 {
  %3 = alloca %struct.Derived*, align 8
  %4 = alloca i32, align 4
  store %struct.Derived* %0, %struct.Derived** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Derived** %3, metadata !286, metadata !DIExpression()), !dbg !287
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !288, metadata !DIExpression()), !dbg !289
  %5 = load %struct.Derived*, %struct.Derived** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !290
  %7 = mul nsw i32 2, %6, !dbg !291
  ret i32 %7, !dbg !292
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !293 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !294, metadata !DIExpression()), !dbg !295
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  ret void, !dbg !296
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !297 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !298, metadata !DIExpression()), !dbg !299
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %3) #10, !dbg !300
  %4 = bitcast %struct.Base* %3 to i8*, !dbg !300
  call void @_ZdlPv(i8* noundef %4) #13, !dbg !300
  ret void, !dbg !301
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Base4workEi(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !302 {
  %3 = alloca %struct.Base*, align 8
  %4 = alloca i32, align 4
  store %struct.Base* %0, %struct.Base** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %3, metadata !303, metadata !DIExpression()), !dbg !304
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !305, metadata !DIExpression()), !dbg !306
  %5 = load %struct.Base*, %struct.Base** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !307
  ret i32 %6, !dbg !308
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"_ZZ5callsP4BaseiENK3$_0clEi"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !309 {
  %3 = alloca %class.anon*, align 8
  %4 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %3, metadata !318, metadata !DIExpression()), !dbg !320
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !321, metadata !DIExpression()), !dbg !322
  %5 = load %class.anon*, %class.anon** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !323
  %7 = load i32, i32* @_ZL7counter, align 4, !dbg !324
  %8 = add nsw i32 %7, %6, !dbg !324
  store i32 %8, i32* @_ZL7counter, align 4, !dbg !324
  ret void, !dbg !325
}

; Function Attrs: noinline uwtable
define weak_odr hidden noundef i32* @_ZTW3tls() #9 comdat {
  ret i32* @tls
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!124, !125, !126, !127, !128, !129, !130}
!llvm.ident = !{!131}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tls", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, imports: !36, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh.cpp", directory: "/tmp/gen2", checksumkind: CSK_MD5, checksum: "a04ff02644252dbb2523e2b4270f998c")
!4 = !{!5, !8, !11, !7, !12, !15}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !6, line: 278, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "4b71fd3b70af927520642c9484925c9e")
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Err", file: !3, line: 4, size: 32, flags: DIFlagTypePassByValue, elements: !9, identifier: "_ZTS3Err")
!9 = !{!10}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !8, file: !3, line: 4, baseType: !7, size: 32)
!11 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Derived", file: !3, line: 3, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !13, vtableHolder: !15, identifier: "_ZTS7Derived")
!13 = !{!14, !29}
!14 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !12, baseType: !15, extraData: i32 0)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 2, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !16, vtableHolder: !15, identifier: "_ZTS4Base")
!16 = !{!17, !22, !26}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !18, size: 64, flags: DIFlagArtificial)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !20, size: 64)
!20 = !DISubroutineType(types: !21)
!21 = !{!7}
!22 = !DISubprogram(name: "~Base", scope: !15, file: !3, line: 2, type: !23, scopeLine: 2, containingType: !15, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!26 = !DISubprogram(name: "work", linkageName: "_ZN4Base4workEi", scope: !15, file: !3, line: 2, type: !27, scopeLine: 2, containingType: !15, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!27 = !DISubroutineType(types: !28)
!28 = !{!7, !25, !7}
!29 = !DISubprogram(name: "work", linkageName: "_ZN7Derived4workEi", scope: !12, file: !3, line: 3, type: !30, scopeLine: 3, containingType: !12, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!30 = !DISubroutineType(types: !31)
!31 = !{!7, !32, !7}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!33 = !{!0, !34}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "counter", linkageName: "_ZL7counter", scope: !2, file: !3, line: 9, type: !7, isLocal: true, isDefinition: true)
!36 = !{!37, !45, !49, !52, !56, !59, !61, !63, !65, !68, !71, !74, !77, !80, !82, !87, !91, !95, !99, !101, !103, !105, !107, !110, !113, !116, !119, !122}
!37 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !39, file: !44, line: 47)
!38 = !DINamespace(name: "std", scope: null)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !40, line: 24, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !42, line: 37, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!43 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!44 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!45 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !46, file: !44, line: 48)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !40, line: 25, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !42, line: 39, baseType: !48)
!48 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!49 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !50, file: !44, line: 49)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !40, line: 26, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !42, line: 41, baseType: !7)
!52 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !53, file: !44, line: 50)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !40, line: 27, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !42, line: 44, baseType: !55)
!55 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!56 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !57, file: !44, line: 52)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !58, line: 58, baseType: !43)
!58 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!59 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !60, file: !44, line: 53)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !58, line: 60, baseType: !55)
!61 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !62, file: !44, line: 54)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !58, line: 61, baseType: !55)
!63 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !64, file: !44, line: 55)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !58, line: 62, baseType: !55)
!65 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !66, file: !44, line: 57)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !58, line: 43, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !42, line: 52, baseType: !41)
!68 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !69, file: !44, line: 58)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !58, line: 44, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !42, line: 54, baseType: !47)
!71 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !72, file: !44, line: 59)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !58, line: 45, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !42, line: 56, baseType: !51)
!74 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !75, file: !44, line: 60)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !58, line: 46, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !42, line: 58, baseType: !54)
!77 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !78, file: !44, line: 62)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !58, line: 101, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !42, line: 72, baseType: !55)
!80 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !81, file: !44, line: 63)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !58, line: 87, baseType: !55)
!82 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !83, file: !44, line: 65)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !84, line: 24, baseType: !85)
!84 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !42, line: 38, baseType: !86)
!86 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!87 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !88, file: !44, line: 66)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !84, line: 25, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !42, line: 40, baseType: !90)
!90 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!91 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !92, file: !44, line: 67)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !84, line: 26, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !42, line: 42, baseType: !94)
!94 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!95 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !96, file: !44, line: 68)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !84, line: 27, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !42, line: 45, baseType: !98)
!98 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!99 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !100, file: !44, line: 70)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !58, line: 71, baseType: !86)
!101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !102, file: !44, line: 71)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !58, line: 73, baseType: !98)
!103 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !104, file: !44, line: 72)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !58, line: 74, baseType: !98)
!105 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !106, file: !44, line: 73)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !58, line: 75, baseType: !98)
!107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !108, file: !44, line: 75)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !58, line: 49, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !42, line: 53, baseType: !85)
!110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !111, file: !44, line: 76)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !58, line: 50, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !42, line: 55, baseType: !89)
!113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !114, file: !44, line: 77)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !58, line: 51, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !42, line: 57, baseType: !93)
!116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !117, file: !44, line: 78)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !58, line: 52, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !42, line: 59, baseType: !97)
!119 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !120, file: !44, line: 80)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !58, line: 102, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !42, line: 73, baseType: !98)
!122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !123, file: !44, line: 81)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !58, line: 90, baseType: !98)
!124 = !{i32 7, !"Dwarf Version", i32 5}
!125 = !{i32 2, !"Debug Info Version", i32 3}
!126 = !{i32 1, !"wchar_size", i32 4}
!127 = !{i32 7, !"PIC Level", i32 2}
!128 = !{i32 7, !"PIE Level", i32 2}
!129 = !{i32 7, !"uwtable", i32 1}
!130 = !{i32 7, !"frame-pointer", i32 2}
!131 = !{!"Debian clang version 14.0.6"}
!132 = distinct !DISubprogram(name: "g", scope: !3, file: !3, line: 7, type: !133, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!7, !7}
!135 = !{}
!136 = !DILocalVariable(name: "x", arg: 1, scope: !132, file: !3, line: 7, type: !7)
!137 = !DILocation(line: 7, column: 22, scope: !132)
!138 = !DILocation(line: 7, column: 34, scope: !132)
!139 = !DILocation(line: 7, column: 36, scope: !132)
!140 = !DILocation(line: 7, column: 27, scope: !132)
!141 = distinct !DISubprogram(name: "calls", linkageName: "_Z5callsP4Basei", scope: !3, file: !3, line: 10, type: !142, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !135)
!142 = !DISubroutineType(types: !143)
!143 = !{!7, !144, !7}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!145 = !DILocalVariable(name: "b", arg: 1, scope: !141, file: !3, line: 10, type: !144)
!146 = !DILocation(line: 10, column: 17, scope: !141)
!147 = !DILocalVariable(name: "r", arg: 2, scope: !141, file: !3, line: 10, type: !7)
!148 = !DILocation(line: 10, column: 24, scope: !141)
!149 = !DILocation(line: 12, column: 9, scope: !150)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 12, column: 9)
!151 = distinct !DILexicalBlock(scope: !141, file: !3, line: 11, column: 7)
!152 = !DILocation(line: 12, column: 11, scope: !150)
!153 = !DILocation(line: 12, column: 9, scope: !151)
!154 = !DILocation(line: 12, column: 17, scope: !150)
!155 = !DILocation(line: 28, column: 1, scope: !150)
!156 = !DILocation(line: 14, column: 3, scope: !151)
!157 = !DILocalVariable(name: "e", scope: !141, file: !3, line: 14, type: !158)
!158 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!160 = !DILocation(line: 14, column: 23, scope: !141)
!161 = !DILocation(line: 18, column: 3, scope: !162)
!162 = distinct !DILexicalBlock(scope: !141, file: !3, line: 16, column: 17)
!163 = !DILocation(line: 15, column: 31, scope: !164)
!164 = distinct !DILexicalBlock(scope: !141, file: !3, line: 14, column: 26)
!165 = !DILocation(line: 15, column: 33, scope: !164)
!166 = !DILocation(line: 15, column: 5, scope: !164)
!167 = !DILocation(line: 16, column: 3, scope: !164)
!168 = !DILocalVariable(name: "m", scope: !141, file: !3, line: 19, type: !169)
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Matrix<double>", file: !3, line: 5, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !170, identifier: "_ZTS6MatrixIdE")
!170 = !{!171}
!171 = !DITemplateTypeParameter(name: "F", type: !172)
!172 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!173 = !DILocation(line: 19, column: 18, scope: !141)
!174 = !DILocation(line: 20, column: 5, scope: !141)
!175 = !DILocation(line: 21, column: 3, scope: !141)
!176 = !DILocalVariable(name: "old", scope: !141, file: !3, line: 22, type: !7)
!177 = !DILocation(line: 22, column: 7, scope: !141)
!178 = !DILocation(line: 23, column: 3, scope: !141)
!179 = !DILocation(line: 17, column: 5, scope: !162)
!180 = !DILocation(line: 13, column: 9, scope: !181)
!181 = distinct !DILexicalBlock(scope: !151, file: !3, line: 13, column: 9)
!182 = !DILocation(line: 13, column: 17, scope: !181)
!183 = !DILocation(line: 13, column: 12, scope: !181)
!184 = !DILocation(line: 13, column: 20, scope: !181)
!185 = !DILocation(line: 13, column: 9, scope: !151)
!186 = !DILocation(line: 13, column: 25, scope: !181)
!187 = !DILocation(line: 13, column: 34, scope: !181)
!188 = !DILocation(line: 13, column: 35, scope: !181)
!189 = !DILocation(line: 28, column: 1, scope: !162)
!190 = !DILocation(line: 28, column: 1, scope: !164)
!191 = !DILocation(line: 24, column: 11, scope: !141)
!192 = !DILocation(line: 24, column: 3, scope: !141)
!193 = !DILocation(line: 24, column: 25, scope: !194)
!194 = distinct !DILexicalBlock(scope: !141, file: !3, line: 24, column: 14)
!195 = !DILocation(line: 24, column: 29, scope: !194)
!196 = !DILocation(line: 24, column: 45, scope: !194)
!197 = !DILocation(line: 24, column: 49, scope: !194)
!198 = !DILocation(line: 24, column: 74, scope: !194)
!199 = !DILocation(line: 24, column: 80, scope: !194)
!200 = !DILocation(line: 24, column: 98, scope: !194)
!201 = !DILocation(line: 24, column: 103, scope: !194)
!202 = !DILocalVariable(name: "ld", scope: !141, file: !3, line: 25, type: !203)
!203 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!204 = !DILocation(line: 25, column: 15, scope: !141)
!205 = !DILocalVariable(name: "big", scope: !141, file: !3, line: 25, type: !11)
!206 = !DILocation(line: 25, column: 35, scope: !141)
!207 = !DILocalVariable(name: "vv", scope: !141, file: !3, line: 26, type: !208)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !209, size: 128, flags: DIFlagVector, elements: !210)
!209 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!210 = !{!211}
!211 = !DISubrange(count: 4)
!212 = !DILocation(line: 26, column: 9, scope: !141)
!213 = !DILocation(line: 27, column: 10, scope: !141)
!214 = !DILocation(line: 27, column: 19, scope: !141)
!215 = !DILocation(line: 27, column: 12, scope: !141)
!216 = !DILocation(line: 27, column: 30, scope: !141)
!217 = !DILocation(line: 27, column: 34, scope: !141)
!218 = !DILocation(line: 27, column: 29, scope: !141)
!219 = !DILocation(line: 27, column: 22, scope: !141)
!220 = !DILocation(line: 27, column: 49, scope: !141)
!221 = !DILocation(line: 27, column: 42, scope: !141)
!222 = !DILocation(line: 27, column: 57, scope: !141)
!223 = !DILocation(line: 27, column: 55, scope: !141)
!224 = !DILocation(line: 27, column: 3, scope: !141)
!225 = distinct !DISubprogram(name: "apply<(lambda at eh.cpp:20:11)>", linkageName: "_ZN6MatrixIdE5applyIZ5callsP4BaseiE3$_0EEvT_", scope: !169, file: !3, line: 5, type: !226, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !231, declaration: !230, retainedNodes: !135)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !228, !229}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!229 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !141, file: !3, line: 20, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !135)
!230 = !DISubprogram(name: "apply<(lambda at eh.cpp:20:11)>", linkageName: "_ZN6MatrixIdE5applyIZ5callsP4BaseiE3$_0EEvT_", scope: !169, file: !3, line: 5, type: !226, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !231)
!231 = !{!232}
!232 = !DITemplateTypeParameter(name: "G", type: !229)
!233 = !DILocalVariable(name: "this", arg: 1, scope: !225, type: !234, flags: DIFlagArtificial | DIFlagObjectPointer)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!235 = !DILocation(line: 0, scope: !225)
!236 = !DILocalVariable(name: "g", arg: 2, scope: !225, file: !3, line: 5, type: !229)
!237 = !DILocation(line: 5, column: 68, scope: !225)
!238 = !DILocation(line: 5, column: 73, scope: !225)
!239 = !DILocation(line: 5, column: 79, scope: !225)
!240 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !241, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !135)
!241 = !DISubroutineType(types: !242)
!242 = !{!7, !7, !243}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!245 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!246 = !DILocalVariable(name: "argc", arg: 1, scope: !240, file: !3, line: 29, type: !7)
!247 = !DILocation(line: 29, column: 14, scope: !240)
!248 = !DILocalVariable(name: "argv", arg: 2, scope: !240, file: !3, line: 29, type: !243)
!249 = !DILocation(line: 29, column: 27, scope: !240)
!250 = !DILocation(line: 30, column: 3, scope: !240)
!251 = !DILocalVariable(name: "d", scope: !240, file: !3, line: 31, type: !12)
!252 = !DILocation(line: 31, column: 11, scope: !240)
!253 = !DILocalVariable(name: "r", scope: !240, file: !3, line: 31, type: !7)
!254 = !DILocation(line: 31, column: 18, scope: !240)
!255 = !DILocation(line: 32, column: 3, scope: !240)
!256 = !DILocation(line: 33, column: 9, scope: !240)
!257 = !DILocation(line: 33, column: 13, scope: !240)
!258 = !DILocation(line: 33, column: 3, scope: !240)
!259 = !DILocation(line: 34, column: 3, scope: !240)
!260 = !DILocation(line: 35, column: 1, scope: !240)
!261 = distinct !DISubprogram(name: "Derived", linkageName: "_ZN7DerivedC2Ev", scope: !12, file: !3, line: 3, type: !262, scopeLine: 3, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !264, retainedNodes: !135)
!262 = !DISubroutineType(types: !263)
!263 = !{null, !32}
!264 = !DISubprogram(name: "Derived", scope: !12, type: !262, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!265 = !DILocalVariable(name: "this", arg: 1, scope: !261, type: !266, flags: DIFlagArtificial | DIFlagObjectPointer)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!267 = !DILocation(line: 0, scope: !261)
!268 = !DILocation(line: 3, column: 8, scope: !261)
!269 = distinct !DISubprogram(name: "~Derived", linkageName: "_ZN7DerivedD2Ev", scope: !12, file: !3, line: 3, type: !262, scopeLine: 3, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !270, retainedNodes: !135)
!270 = !DISubprogram(name: "~Derived", scope: !12, type: !262, containingType: !12, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!271 = !DILocalVariable(name: "this", arg: 1, scope: !269, type: !266, flags: DIFlagArtificial | DIFlagObjectPointer)
!272 = !DILocation(line: 0, scope: !269)
!273 = !DILocation(line: 3, column: 8, scope: !274)
!274 = distinct !DILexicalBlock(scope: !269, file: !3, line: 3, column: 8)
!275 = !DILocation(line: 3, column: 8, scope: !269)
!276 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !15, file: !3, line: 2, type: !23, scopeLine: 2, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !277, retainedNodes: !135)
!277 = !DISubprogram(name: "Base", scope: !15, type: !23, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!278 = !DILocalVariable(name: "this", arg: 1, scope: !276, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!279 = !DILocation(line: 0, scope: !276)
!280 = !DILocation(line: 2, column: 8, scope: !276)
!281 = distinct !DISubprogram(name: "~Derived", linkageName: "_ZN7DerivedD0Ev", scope: !12, file: !3, line: 3, type: !262, scopeLine: 3, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !270, retainedNodes: !135)
!282 = !DILocalVariable(name: "this", arg: 1, scope: !281, type: !266, flags: DIFlagArtificial | DIFlagObjectPointer)
!283 = !DILocation(line: 0, scope: !281)
!284 = !DILocation(line: 3, column: 8, scope: !281)
!285 = distinct !DISubprogram(name: "work", linkageName: "_ZN7Derived4workEi", scope: !12, file: !3, line: 3, type: !30, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !29, retainedNodes: !135)
!286 = !DILocalVariable(name: "this", arg: 1, scope: !285, type: !266, flags: DIFlagArtificial | DIFlagObjectPointer)
!287 = !DILocation(line: 0, scope: !285)
!288 = !DILocalVariable(name: "x", arg: 2, scope: !285, file: !3, line: 3, type: !7)
!289 = !DILocation(line: 3, column: 38, scope: !285)
!290 = !DILocation(line: 3, column: 63, scope: !285)
!291 = !DILocation(line: 3, column: 61, scope: !285)
!292 = !DILocation(line: 3, column: 52, scope: !285)
!293 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !15, file: !3, line: 2, type: !23, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !22, retainedNodes: !135)
!294 = !DILocalVariable(name: "this", arg: 1, scope: !293, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!295 = !DILocation(line: 0, scope: !293)
!296 = !DILocation(line: 2, column: 32, scope: !293)
!297 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !15, file: !3, line: 2, type: !23, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !22, retainedNodes: !135)
!298 = !DILocalVariable(name: "this", arg: 1, scope: !297, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!299 = !DILocation(line: 0, scope: !297)
!300 = !DILocation(line: 2, column: 31, scope: !297)
!301 = !DILocation(line: 2, column: 32, scope: !297)
!302 = distinct !DISubprogram(name: "work", linkageName: "_ZN4Base4workEi", scope: !15, file: !3, line: 2, type: !27, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !135)
!303 = !DILocalVariable(name: "this", arg: 1, scope: !302, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!304 = !DILocation(line: 0, scope: !302)
!305 = !DILocalVariable(name: "x", arg: 2, scope: !302, file: !3, line: 2, type: !7)
!306 = !DILocation(line: 2, column: 55, scope: !302)
!307 = !DILocation(line: 2, column: 67, scope: !302)
!308 = !DILocation(line: 2, column: 60, scope: !302)
!309 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ5callsP4BaseiENK3$_0clEi", scope: !229, file: !3, line: 20, type: !310, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !314, retainedNodes: !135)
!310 = !DISubroutineType(types: !311)
!311 = !{null, !312, !7}
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!313 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !229)
!314 = !DISubprogram(name: "operator()", scope: !229, file: !3, line: 20, type: !315, scopeLine: 20, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!315 = !DISubroutineType(types: !316)
!316 = !{!317, !312, !7}
!317 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!318 = !DILocalVariable(name: "this", arg: 1, scope: !309, type: !319, flags: DIFlagArtificial | DIFlagObjectPointer)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!320 = !DILocation(line: 0, scope: !309)
!321 = !DILocalVariable(name: "k", arg: 2, scope: !309, file: !3, line: 20, type: !7)
!322 = !DILocation(line: 20, column: 19, scope: !309)
!323 = !DILocation(line: 20, column: 35, scope: !309)
!324 = !DILocation(line: 20, column: 32, scope: !309)
!325 = !DILocation(line: 20, column: 38, scope: !309)
