package model

// What each compiler emits differently
//
// Measured here with the -g -O0 -S -emit-llvm IR of the corpus (tests/corpus); the tests run
// every installed compiler, so a new version that differs fails them.
//
// clang:
//   - clang 14 writes typed pointers, clang 15 and later opaque `ptr`.
//   - Outlined OpenMP regions: clang 14-16 name them `.omp_outlined.` and the body of a -g
//     build `.omp_outlined._debug__.N`; clang 17 and later put the parent's name first,
//     `f.omp_outlined` and `f.omp_outlined_debug__.N` (CompilerNamed knows both).
//   - A dynamic/guided loop: clang 19 ends it with `__kmpc_dispatch_deinit` on the loop's
//     exit, before the implicit barrier (attachSyncs steps over it).
//
// flang (the Fortran frontend of LLVM; `flang-new-N` up to 19, `flang-N` from 20 on):
//   - Debug information: flang-new-16 ignores -g (no line anywhere: findings name the
//     function); flang 19 and later emit !dbg locations, but runtime calls it adds itself
//     (`__kmpc_barrier` of `!$omp barrier`) have none.
//   - The main program is `_QQmain` in the IR for all. Its DISubprogram is named `_QQmain` by
//     flang 19 and after the PROGRAM statement in upper case (`TID_BARRIER`) by flang 22; the
//     linkage name stays `_QQmain`, so positions take the name from the linkage name
//     (llvmir.DemangleFortran: "main").
//   - The ident_t source string of OpenMP calls: ";unknown;unknown;0;0;;" (16),
//     ";FIRModule;_QQmain;15;11;;" (19: the function mangled, no file name).
//   - Array indexing: flang 19 computes `a(i)` as `add (mul (mul (sub (sext i), 1), 1), 1), 0`
//     where flang 16 had no multiplications by 1 (alias.indexVar folds both; without that, a
//     store to `outv(i)` in a loop was taken for a store to the element of the previous
//     iteration's MPI_Isend).
//   - A derived-type constant passed by reference (mpi_f08's MPI_COMM_WORLD) is copied into a
//     temporary through `getelementptr %T, ptr %tmp, 0, 0` from a read-only global
//     `@_QQro.<type>.N = internal constant %T { i32 1140850688 }` (storedBefore follows it).
//   - The runtime: libFortran_main.a up to flang 18 (flang 19 emits `main` in the IR),
//     libFortranRuntime.a and libFortranDecimal.a up to 19, one libflang_rt.runtime.a in
//     clang's resource directory from 20 on.
//   - Module files: no flang reads gfortran's mpi.mod / mpi_f08.mod; flang 22 reports a
//     missing module as "Cannot parse module file for module 'm': Source file 'm.mod' was not
//     found" where earlier ones said "Cannot read module file for module 'm'".
//   - flang-new-16 cannot compile assumed-type (`type(*)`) dummies and ignores `!dir$`
//     directives (internal/fortranmod works around both).
