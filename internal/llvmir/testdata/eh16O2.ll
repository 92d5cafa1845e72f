; ModuleID = 'eh.cpp'
source_filename = "eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Derived = type { %struct.Base }
%struct.Base = type { ptr }

$__clang_call_terminate = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZN7Derived4workEi = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZTW3tls = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

$_ZTV7Derived = comdat any

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

@tls = dso_local thread_local global i32 3, align 4, !dbg !0
@_ZTVN10__cxxabiv117__class_type_infoE = external global ptr
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Err }, comdat, align 8
@_ZL7counter = internal global i32 0, align 4, !dbg !13
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN4BaseD2Ev, ptr @_ZN7DerivedD0Ev, ptr @_ZN7Derived4workEi] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global ptr
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 8
@switch.table._Z5callsP4Basei = private unnamed_addr constant [10 x i32] [i32 6, i32 5, i32 5, i32 5, i32 5, i32 9, i32 5, i32 19, i32 5, i32 23], align 4

@f = dso_local alias i32 (i32), ptr @g

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @g(i32 noundef %0) #0 !dbg !110 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !114, metadata !DIExpression()), !dbg !115
  %2 = add nsw i32 %0, 1, !dbg !116
  ret i32 %2, !dbg !117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z5callsP4Basei(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !118 {
  call void @llvm.dbg.declare(metadata ptr undef, metadata !142, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.declare(metadata ptr undef, metadata !149, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !158
  call void @llvm.dbg.value(metadata ptr %0, metadata !137, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 %1, metadata !138, metadata !DIExpression()), !dbg !159
  %3 = icmp eq i32 %1, 0, !dbg !160
  br i1 %3, label %4, label %24, !dbg !163

4:                                                ; preds = %2
  %5 = invoke i32 @MPI_Barrier(i32 noundef 1140850688)
          to label %24 unwind label %6, !dbg !164

6:                                                ; preds = %31, %24, %4
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
          catch ptr null, !dbg !165
  %8 = extractvalue { ptr, i32 } %7, 0, !dbg !165
  %9 = extractvalue { ptr, i32 } %7, 1, !dbg !165
  %10 = tail call i32 @llvm.eh.typeid.for(ptr nonnull @_ZTI3Err) #14, !dbg !166
  %11 = icmp eq i32 %9, %10, !dbg !166
  %12 = tail call ptr @__cxa_begin_catch(ptr %8) #14, !dbg !159
  br i1 %11, label %13, label %23, !dbg !166

13:                                               ; preds = %6
  call void @llvm.dbg.value(metadata ptr %12, metadata !139, metadata !DIExpression()), !dbg !159
  %14 = load i32, ptr %12, align 4, !dbg !167, !tbaa !169
  %15 = invoke i32 @MPI_Abort(i32 noundef 1140850688, i32 noundef %14)
          to label %16 unwind label %35, !dbg !174

16:                                               ; preds = %13
  tail call void @__cxa_end_catch(), !dbg !175
  br label %17, !dbg !175

17:                                               ; preds = %29, %16
  call void @llvm.dbg.value(metadata ptr undef, metadata !176, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.declare(metadata ptr undef, metadata !186, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata ptr undef, metadata !191, metadata !DIExpression()), !dbg !201
  call void @llvm.dbg.value(metadata i32 1, metadata !199, metadata !DIExpression()), !dbg !201
  %18 = load i32, ptr @_ZL7counter, align 4, !dbg !203, !tbaa !204
  %19 = add nsw i32 %18, 1, !dbg !203
  store i32 %19, ptr @_ZL7counter, align 4, !dbg !203, !tbaa !204
  %20 = atomicrmw add ptr @_ZL7counter, i32 2 seq_cst, align 4, !dbg !205
  call void @llvm.dbg.value(metadata i32 1, metadata !148, metadata !DIExpression()), !dbg !159
  %21 = cmpxchg ptr @_ZL7counter, i32 1, i32 5 acq_rel monotonic, align 4, !dbg !206
  %22 = icmp ult i32 %1, 10, !dbg !207
  br i1 %22, label %37, label %41, !dbg !207

23:                                               ; preds = %6
  invoke void @__cxa_rethrow() #15
          to label %51 unwind label %33, !dbg !208

24:                                               ; preds = %4, %2
  %25 = load ptr, ptr %0, align 8, !dbg !210, !tbaa !212
  %26 = getelementptr inbounds ptr, ptr %25, i64 2, !dbg !210
  %27 = load ptr, ptr %26, align 8, !dbg !210
  %28 = invoke noundef i32 %27(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1)
          to label %29 unwind label %6, !dbg !210

29:                                               ; preds = %24
  %30 = icmp sgt i32 %28, 3, !dbg !214
  br i1 %30, label %31, label %17, !dbg !215

31:                                               ; preds = %29
  %32 = tail call ptr @__cxa_allocate_exception(i64 4) #14, !dbg !216
  store i32 %1, ptr %32, align 16, !dbg !217, !tbaa !169
  invoke void @__cxa_throw(ptr nonnull %32, ptr nonnull @_ZTI3Err, ptr null) #15
          to label %51 unwind label %6, !dbg !216

33:                                               ; preds = %23
  %34 = landingpad { ptr, i32 }
          cleanup, !dbg !218
  invoke void @__cxa_end_catch()
          to label %46 unwind label %48, !dbg !219

35:                                               ; preds = %13
  %36 = landingpad { ptr, i32 }
          cleanup, !dbg !220
  invoke void @__cxa_end_catch()
          to label %46 unwind label %48, !dbg !175

37:                                               ; preds = %17
  %38 = sext i32 %1 to i64, !dbg !207
  %39 = getelementptr inbounds [10 x i32], ptr @switch.table._Z5callsP4Basei, i64 0, i64 %38, !dbg !207
  %40 = load i32, ptr %39, align 4, !dbg !207
  br label %41, !dbg !207

41:                                               ; preds = %17, %37
  %42 = phi i32 [ %40, %37 ], [ 5, %17 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !138, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFFC000000000000000, metadata !149, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i128 1267650600228229401496703205376, metadata !151, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, metadata !152, metadata !DIExpression()), !dbg !159
  %43 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls), !dbg !221
  %44 = load i32, ptr %43, align 4, !dbg !221, !tbaa !204
  %45 = add nsw i32 %44, %42, !dbg !222
  ret i32 %45, !dbg !223

46:                                               ; preds = %35, %33
  %47 = phi { ptr, i32 } [ %34, %33 ], [ %36, %35 ]
  resume { ptr, i32 } %47, !dbg !219

48:                                               ; preds = %35, %33
  %49 = landingpad { ptr, i32 }
          catch ptr null, !dbg !219
  %50 = extractvalue { ptr, i32 } %49, 0, !dbg !219
  tail call void @__clang_call_terminate(ptr %50) #16, !dbg !219
  unreachable, !dbg !219

51:                                               ; preds = %23, %31
  unreachable
}

declare !dbg !224 i32 @MPI_Barrier(i32 noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #14
  tail call void @_ZSt9terminatev() #16
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

declare !dbg !228 i32 @MPI_Abort(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef %1) local_unnamed_addr #7 personality ptr @__gxx_personality_v0 !dbg !231 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Derived, align 8
  %6 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !238, metadata !DIExpression()), !dbg !249
  store i32 %0, ptr %3, align 4, !tbaa !204
  call void @llvm.dbg.value(metadata ptr %1, metadata !239, metadata !DIExpression()), !dbg !249
  store ptr %1, ptr %4, align 8, !tbaa !250
  call void @llvm.dbg.value(metadata ptr %3, metadata !238, metadata !DIExpression(DW_OP_deref)), !dbg !249
  call void @llvm.dbg.value(metadata ptr %4, metadata !239, metadata !DIExpression(DW_OP_deref)), !dbg !249
  %7 = call i32 @MPI_Init(ptr noundef nonnull %3, ptr noundef nonnull %4), !dbg !252
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14, !dbg !253
  call void @llvm.dbg.declare(metadata ptr %5, metadata !240, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata ptr %5, metadata !255, metadata !DIExpression()), !dbg !262
  store ptr getelementptr inbounds ({ [5 x ptr] }, ptr @_ZTV7Derived, i64 0, inrange i32 0, i64 2), ptr %5, align 8, !dbg !264, !tbaa !212
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #14, !dbg !265
  %8 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, ptr noundef nonnull %6), !dbg !266
  %9 = load i32, ptr %6, align 4, !dbg !267, !tbaa !204
  call void @llvm.dbg.value(metadata i32 %9, metadata !248, metadata !DIExpression()), !dbg !249
  %10 = call noundef i32 @_Z5callsP4Basei(ptr noundef nonnull %5, i32 noundef %9), !dbg !268
  %11 = call i32 @MPI_Finalize(), !dbg !269
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #14, !dbg !270
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14, !dbg !270
  ret i32 0, !dbg !270
}

declare !dbg !271 i32 @MPI_Init(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !276 i32 @MPI_Comm_rank(i32 noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !279 i32 @MPI_Finalize() local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 !dbg !280 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !283, metadata !DIExpression()), !dbg !284
  tail call void @_ZdlPv(ptr noundef nonnull %0) #17, !dbg !285
  ret void, !dbg !285
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZN7Derived4workEi(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #9 comdat align 2 !dbg !286 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !288, metadata !DIExpression()), !dbg !290
  call void @llvm.dbg.value(metadata i32 %1, metadata !289, metadata !DIExpression()), !dbg !290
  %3 = shl nsw i32 %1, 1, !dbg !291
  ret i32 %3, !dbg !292
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #10 comdat align 2 !dbg !293 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !295, metadata !DIExpression()), !dbg !296
  ret void, !dbg !297
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) local_unnamed_addr #11

; Function Attrs: uwtable
define weak_odr hidden noundef ptr @_ZTW3tls() local_unnamed_addr #12 comdat {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls)
  ret ptr %1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #13

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { noreturn }
attributes #16 = { noreturn nounwind }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108}
!llvm.ident = !{!109}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tls", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !12, imports: !15, splitDebugInlining: false, nameTableKind: None)
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
!109 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!110 = distinct !DISubprogram(name: "g", scope: !3, file: !3, line: 7, type: !111, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!7, !7}
!113 = !{!114}
!114 = !DILocalVariable(name: "x", arg: 1, scope: !110, file: !3, line: 7, type: !7)
!115 = !DILocation(line: 0, scope: !110)
!116 = !DILocation(line: 7, column: 36, scope: !110)
!117 = !DILocation(line: 7, column: 27, scope: !110)
!118 = distinct !DISubprogram(name: "calls", linkageName: "_Z5callsP4Basei", scope: !3, file: !3, line: 10, type: !119, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !136)
!119 = !DISubroutineType(types: !120)
!120 = !{!7, !121, !7}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 2, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !123, vtableHolder: !122, identifier: "_ZTS4Base")
!123 = !{!124, !129, !133}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !125, size: 64, flags: DIFlagArtificial)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !127, size: 64)
!127 = !DISubroutineType(types: !128)
!128 = !{!7}
!129 = !DISubprogram(name: "~Base", scope: !122, file: !3, line: 2, type: !130, scopeLine: 2, containingType: !122, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !132}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!133 = !DISubprogram(name: "work", linkageName: "_ZN4Base4workEi", scope: !122, file: !3, line: 2, type: !134, scopeLine: 2, containingType: !122, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!134 = !DISubroutineType(types: !135)
!135 = !{!7, !132, !7}
!136 = !{!137, !138, !139, !142, !148, !149, !151, !152}
!137 = !DILocalVariable(name: "b", arg: 1, scope: !118, file: !3, line: 10, type: !121)
!138 = !DILocalVariable(name: "r", arg: 2, scope: !118, file: !3, line: 10, type: !7)
!139 = !DILocalVariable(name: "e", scope: !118, file: !3, line: 14, type: !140)
!140 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!142 = !DILocalVariable(name: "m", scope: !118, file: !3, line: 19, type: !143)
!143 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Matrix<double>", file: !3, line: 5, size: 8, flags: DIFlagTypePassByValue, elements: !144, templateParams: !145, identifier: "_ZTS6MatrixIdE")
!144 = !{}
!145 = !{!146}
!146 = !DITemplateTypeParameter(name: "F", type: !147)
!147 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!148 = !DILocalVariable(name: "old", scope: !118, file: !3, line: 22, type: !7)
!149 = !DILocalVariable(name: "ld", scope: !118, file: !3, line: 25, type: !150)
!150 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!151 = !DILocalVariable(name: "big", scope: !118, file: !3, line: 25, type: !11)
!152 = !DILocalVariable(name: "vv", scope: !118, file: !3, line: 26, type: !153)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !154, size: 128, flags: DIFlagVector, elements: !155)
!154 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!155 = !{!156}
!156 = !DISubrange(count: 4)
!157 = !DILocation(line: 19, column: 18, scope: !118)
!158 = !DILocation(line: 25, column: 15, scope: !118)
!159 = !DILocation(line: 0, scope: !118)
!160 = !DILocation(line: 12, column: 11, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 12, column: 9)
!162 = distinct !DILexicalBlock(scope: !118, file: !3, line: 11, column: 7)
!163 = !DILocation(line: 12, column: 9, scope: !162)
!164 = !DILocation(line: 12, column: 17, scope: !161)
!165 = !DILocation(line: 28, column: 1, scope: !161)
!166 = !DILocation(line: 14, column: 3, scope: !162)
!167 = !DILocation(line: 15, column: 33, scope: !168)
!168 = distinct !DILexicalBlock(scope: !118, file: !3, line: 14, column: 26)
!169 = !{!170, !171, i64 0}
!170 = !{!"_ZTS3Err", !171, i64 0}
!171 = !{!"int", !172, i64 0}
!172 = !{!"omnipotent char", !173, i64 0}
!173 = !{!"Simple C++ TBAA"}
!174 = !DILocation(line: 15, column: 5, scope: !168)
!175 = !DILocation(line: 16, column: 3, scope: !168)
!176 = !DILocalVariable(name: "this", arg: 1, scope: !177, type: !187, flags: DIFlagArtificial | DIFlagObjectPointer)
!177 = distinct !DISubprogram(name: "apply<(lambda at eh.cpp:20:11)>", linkageName: "_ZN6MatrixIdE5applyIZ5callsP4BaseiE3$_0EEvT_", scope: !143, file: !3, line: 5, type: !178, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !183, declaration: !182, retainedNodes: !185)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !180, !181}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!181 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !118, file: !3, line: 20, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !144)
!182 = !DISubprogram(name: "apply<(lambda at eh.cpp:20:11)>", linkageName: "_ZN6MatrixIdE5applyIZ5callsP4BaseiE3$_0EEvT_", scope: !143, file: !3, line: 5, type: !178, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !183)
!183 = !{!184}
!184 = !DITemplateTypeParameter(name: "G", type: !181)
!185 = !{!176, !186}
!186 = !DILocalVariable(name: "g", arg: 2, scope: !177, file: !3, line: 5, type: !181)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!188 = !DILocation(line: 0, scope: !177, inlinedAt: !189)
!189 = distinct !DILocation(line: 20, column: 5, scope: !118)
!190 = !DILocation(line: 5, column: 68, scope: !177, inlinedAt: !189)
!191 = !DILocalVariable(name: "this", arg: 1, scope: !192, type: !200, flags: DIFlagArtificial | DIFlagObjectPointer)
!192 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ5callsP4BaseiENK3$_0clEi", scope: !181, file: !3, line: 20, type: !193, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !197, retainedNodes: !198)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !195, !7}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!196 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !181)
!197 = !DISubprogram(name: "operator()", scope: !181, file: !3, line: 20, type: !193, scopeLine: 20, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!198 = !{!191, !199}
!199 = !DILocalVariable(name: "k", arg: 2, scope: !192, file: !3, line: 20, type: !7)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64)
!201 = !DILocation(line: 0, scope: !192, inlinedAt: !202)
!202 = distinct !DILocation(line: 5, column: 73, scope: !177, inlinedAt: !189)
!203 = !DILocation(line: 20, column: 32, scope: !192, inlinedAt: !202)
!204 = !{!171, !171, i64 0}
!205 = !DILocation(line: 21, column: 3, scope: !118)
!206 = !DILocation(line: 23, column: 3, scope: !118)
!207 = !DILocation(line: 24, column: 3, scope: !118)
!208 = !DILocation(line: 17, column: 5, scope: !209)
!209 = distinct !DILexicalBlock(scope: !118, file: !3, line: 16, column: 17)
!210 = !DILocation(line: 13, column: 12, scope: !211)
!211 = distinct !DILexicalBlock(scope: !162, file: !3, line: 13, column: 9)
!212 = !{!213, !213, i64 0}
!213 = !{!"vtable pointer", !173, i64 0}
!214 = !DILocation(line: 13, column: 20, scope: !211)
!215 = !DILocation(line: 13, column: 9, scope: !162)
!216 = !DILocation(line: 13, column: 25, scope: !211)
!217 = !DILocation(line: 13, column: 34, scope: !211)
!218 = !DILocation(line: 28, column: 1, scope: !209)
!219 = !DILocation(line: 18, column: 3, scope: !209)
!220 = !DILocation(line: 28, column: 1, scope: !168)
!221 = !DILocation(line: 27, column: 57, scope: !118)
!222 = !DILocation(line: 27, column: 55, scope: !118)
!223 = !DILocation(line: 27, column: 3, scope: !118)
!224 = !DISubprogram(name: "MPI_Barrier", scope: !225, file: !225, line: 98, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !144)
!225 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/mpich/mpi_proto.h", directory: "", checksumkind: CSK_MD5, checksum: "7f2762c0881535d03e4c4b29347adff4")
!226 = !DISubroutineType(types: !227)
!227 = !{!7, !5}
!228 = !DISubprogram(name: "MPI_Abort", scope: !225, file: !225, line: 468, type: !229, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !144)
!229 = !DISubroutineType(types: !230)
!230 = !{!7, !5, !7}
!231 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !232, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !237)
!232 = !DISubroutineType(types: !233)
!233 = !{!7, !7, !234}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!236 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!237 = !{!238, !239, !240, !248}
!238 = !DILocalVariable(name: "argc", arg: 1, scope: !231, file: !3, line: 29, type: !7)
!239 = !DILocalVariable(name: "argv", arg: 2, scope: !231, file: !3, line: 29, type: !234)
!240 = !DILocalVariable(name: "d", scope: !231, file: !3, line: 31, type: !241)
!241 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Derived", file: !3, line: 3, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !242, vtableHolder: !122, identifier: "_ZTS7Derived")
!242 = !{!243, !244}
!243 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !241, baseType: !122, extraData: i32 0)
!244 = !DISubprogram(name: "work", linkageName: "_ZN7Derived4workEi", scope: !241, file: !3, line: 3, type: !245, scopeLine: 3, containingType: !241, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!245 = !DISubroutineType(types: !246)
!246 = !{!7, !247, !7}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!248 = !DILocalVariable(name: "r", scope: !231, file: !3, line: 31, type: !7)
!249 = !DILocation(line: 0, scope: !231)
!250 = !{!251, !251, i64 0}
!251 = !{!"any pointer", !172, i64 0}
!252 = !DILocation(line: 30, column: 3, scope: !231)
!253 = !DILocation(line: 31, column: 3, scope: !231)
!254 = !DILocation(line: 31, column: 11, scope: !231)
!255 = !DILocalVariable(name: "this", arg: 1, scope: !256, type: !261, flags: DIFlagArtificial | DIFlagObjectPointer)
!256 = distinct !DISubprogram(name: "Derived", linkageName: "_ZN7DerivedC2Ev", scope: !241, file: !3, line: 3, type: !257, scopeLine: 3, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !259, retainedNodes: !260)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !247}
!259 = !DISubprogram(name: "Derived", scope: !241, type: !257, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !{!255}
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!262 = !DILocation(line: 0, scope: !256, inlinedAt: !263)
!263 = distinct !DILocation(line: 31, column: 11, scope: !231)
!264 = !DILocation(line: 3, column: 8, scope: !256, inlinedAt: !263)
!265 = !DILocation(line: 31, column: 14, scope: !231)
!266 = !DILocation(line: 32, column: 3, scope: !231)
!267 = !DILocation(line: 33, column: 13, scope: !231)
!268 = !DILocation(line: 33, column: 3, scope: !231)
!269 = !DILocation(line: 34, column: 3, scope: !231)
!270 = !DILocation(line: 35, column: 1, scope: !231)
!271 = !DISubprogram(name: "MPI_Init", scope: !225, file: !225, line: 475, type: !272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !144)
!272 = !DISubroutineType(types: !273)
!273 = !{!7, !274, !275}
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!276 = !DISubprogram(name: "MPI_Comm_rank", scope: !225, file: !225, line: 301, type: !277, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !144)
!277 = !DISubroutineType(types: !278)
!278 = !{!7, !5, !274}
!279 = !DISubprogram(name: "MPI_Finalize", scope: !225, file: !225, line: 471, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !144)
!280 = distinct !DISubprogram(name: "~Derived", linkageName: "_ZN7DerivedD0Ev", scope: !241, file: !3, line: 3, type: !257, scopeLine: 3, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !281, retainedNodes: !282)
!281 = !DISubprogram(name: "~Derived", scope: !241, type: !257, containingType: !241, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!282 = !{!283}
!283 = !DILocalVariable(name: "this", arg: 1, scope: !280, type: !261, flags: DIFlagArtificial | DIFlagObjectPointer)
!284 = !DILocation(line: 0, scope: !280)
!285 = !DILocation(line: 3, column: 8, scope: !280)
!286 = distinct !DISubprogram(name: "work", linkageName: "_ZN7Derived4workEi", scope: !241, file: !3, line: 3, type: !245, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !244, retainedNodes: !287)
!287 = !{!288, !289}
!288 = !DILocalVariable(name: "this", arg: 1, scope: !286, type: !261, flags: DIFlagArtificial | DIFlagObjectPointer)
!289 = !DILocalVariable(name: "x", arg: 2, scope: !286, file: !3, line: 3, type: !7)
!290 = !DILocation(line: 0, scope: !286)
!291 = !DILocation(line: 3, column: 61, scope: !286)
!292 = !DILocation(line: 3, column: 52, scope: !286)
!293 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !122, file: !3, line: 2, type: !130, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !129, retainedNodes: !294)
!294 = !{!295}
!295 = !DILocalVariable(name: "this", arg: 1, scope: !293, type: !121, flags: DIFlagArtificial | DIFlagObjectPointer)
!296 = !DILocation(line: 0, scope: !293)
!297 = !DILocation(line: 2, column: 32, scope: !293)
