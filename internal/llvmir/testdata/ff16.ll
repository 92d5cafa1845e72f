; ModuleID = 'FIRModule'
source_filename = "FIRModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }

@blk_ = common global [4 x i8] zeroinitializer
@mpifcmb5_ = common global [4 x i8] zeroinitializer
@mpifcmb9_ = common global [4 x i8] zeroinitializer
@mpipriv1_ = common global [28 x i8] zeroinitializer
@mpipriv2_ = common global [24 x i8] zeroinitializer
@mpiprivc_ = common global [2 x i8] zeroinitializer
@_QFEa = internal global [10 x double] undef
@_QFECmpi_2double_precision = internal constant i32 1275072547
@_QFECmpi_2int = internal constant i32 1275070486
@_QFECmpi_2integer = internal constant i32 1275070496
@_QFECmpi_2real = internal constant i32 1275070497
@_QFECmpi_address_kind = internal constant i32 8
@_QFECmpi_aint = internal constant i32 1275070531
@_QFECmpi_any_source = internal constant i32 -2
@_QFECmpi_any_tag = internal constant i32 -1
@_QFECmpi_appnum = internal constant i32 1681915918
@_QFECmpi_async_protects_nonblocking = internal constant i32 0
@_QFECmpi_band = internal constant i32 1476395014
@_QFECmpi_bor = internal constant i32 1476395016
@_QFECmpi_bsend_overhead = internal constant i32 96
@_QFECmpi_bxor = internal constant i32 1476395018
@_QFECmpi_byte = internal constant i32 1275068685
@_QFECmpi_c_bool = internal constant i32 1275068735
@_QFECmpi_c_complex = internal constant i32 1275070528
@_QFECmpi_c_double_complex = internal constant i32 1275072577
@_QFECmpi_c_float_complex = internal constant i32 1275070528
@_QFECmpi_c_long_double_complex = internal constant i32 1275076674
@_QFECmpi_cart = internal constant i32 2
@_QFECmpi_char = internal constant i32 1275068673
@_QFECmpi_character = internal constant i32 1275068698
@_QFECmpi_combiner_contiguous = internal constant i32 3
@_QFECmpi_combiner_darray = internal constant i32 14
@_QFECmpi_combiner_dup = internal constant i32 2
@_QFECmpi_combiner_f90_complex = internal constant i32 16
@_QFECmpi_combiner_f90_integer = internal constant i32 17
@_QFECmpi_combiner_f90_real = internal constant i32 15
@_QFECmpi_combiner_hindexed = internal constant i32 9
@_QFECmpi_combiner_hindexed_block = internal constant i32 19
@_QFECmpi_combiner_hindexed_integer = internal constant i32 8
@_QFECmpi_combiner_hvector = internal constant i32 6
@_QFECmpi_combiner_hvector_integer = internal constant i32 5
@_QFECmpi_combiner_indexed = internal constant i32 7
@_QFECmpi_combiner_indexed_block = internal constant i32 10
@_QFECmpi_combiner_named = internal constant i32 1
@_QFECmpi_combiner_resized = internal constant i32 18
@_QFECmpi_combiner_struct = internal constant i32 12
@_QFECmpi_combiner_struct_integer = internal constant i32 11
@_QFECmpi_combiner_subarray = internal constant i32 13
@_QFECmpi_combiner_vector = internal constant i32 4
@_QFECmpi_comm_null = internal constant i32 67108864
@_QFECmpi_comm_self = internal constant i32 1140850689
@_QFECmpi_comm_type_shared = internal constant i32 1
@_QFECmpi_comm_world = internal constant i32 1140850688
@_QFECmpi_complex = internal constant i32 1275070494
@_QFECmpi_complex16 = internal constant i32 1275072554
@_QFECmpi_complex32 = internal constant i32 1275076652
@_QFECmpi_complex8 = internal constant i32 1275070504
@_QFECmpi_congruent = internal constant i32 1
@_QFECmpi_count = internal constant i32 1275070533
@_QFECmpi_count_kind = internal constant i32 8
@_QFECmpi_cxx_bool = internal constant i32 1275068723
@_QFECmpi_cxx_double_complex = internal constant i32 1275072565
@_QFECmpi_cxx_float_complex = internal constant i32 1275070516
@_QFECmpi_cxx_long_double_complex = internal constant i32 1275076662
@_QFECmpi_datatype_null = internal constant i32 201326592
@_QFECmpi_displacement_current = internal constant i64 -54278278
@_QFECmpi_dist_graph = internal constant i32 3
@_QFECmpi_distribute_block = internal constant i32 121
@_QFECmpi_distribute_cyclic = internal constant i32 122
@_QFECmpi_distribute_dflt_darg = internal constant i32 -49767
@_QFECmpi_distribute_none = internal constant i32 123
@_QFECmpi_double = internal constant i32 1275070475
@_QFECmpi_double_complex = internal constant i32 1275072546
@_QFECmpi_double_int = internal constant i32 -1946157055
@_QFECmpi_double_precision = internal constant i32 1275070495
@_QFECmpi_err_access = internal constant i32 20
@_QFECmpi_err_amode = internal constant i32 21
@_QFECmpi_err_arg = internal constant i32 12
@_QFECmpi_err_assert = internal constant i32 53
@_QFECmpi_err_bad_file = internal constant i32 22
@_QFECmpi_err_base = internal constant i32 46
@_QFECmpi_err_buffer = internal constant i32 1
@_QFECmpi_err_comm = internal constant i32 5
@_QFECmpi_err_conversion = internal constant i32 23
@_QFECmpi_err_count = internal constant i32 2
@_QFECmpi_err_dims = internal constant i32 11
@_QFECmpi_err_disp = internal constant i32 52
@_QFECmpi_err_dup_datarep = internal constant i32 24
@_QFECmpi_err_file = internal constant i32 27
@_QFECmpi_err_file_exists = internal constant i32 25
@_QFECmpi_err_file_in_use = internal constant i32 26
@_QFECmpi_err_group = internal constant i32 8
@_QFECmpi_err_in_status = internal constant i32 17
@_QFECmpi_err_info = internal constant i32 28
@_QFECmpi_err_info_key = internal constant i32 29
@_QFECmpi_err_info_nokey = internal constant i32 31
@_QFECmpi_err_info_value = internal constant i32 30
@_QFECmpi_err_intern = internal constant i32 16
@_QFECmpi_err_io = internal constant i32 32
@_QFECmpi_err_keyval = internal constant i32 48
@_QFECmpi_err_lastcode = internal constant i32 1073741823
@_QFECmpi_err_locktype = internal constant i32 47
@_QFECmpi_err_name = internal constant i32 33
@_QFECmpi_err_no_mem = internal constant i32 34
@_QFECmpi_err_no_space = internal constant i32 36
@_QFECmpi_err_no_such_file = internal constant i32 37
@_QFECmpi_err_not_same = internal constant i32 35
@_QFECmpi_err_op = internal constant i32 9
@_QFECmpi_err_other = internal constant i32 15
@_QFECmpi_err_pending = internal constant i32 18
@_QFECmpi_err_port = internal constant i32 38
@_QFECmpi_err_proc_aborted = internal constant i32 76
@_QFECmpi_err_quota = internal constant i32 39
@_QFECmpi_err_rank = internal constant i32 6
@_QFECmpi_err_read_only = internal constant i32 40
@_QFECmpi_err_request = internal constant i32 19
@_QFECmpi_err_rma_attach = internal constant i32 56
@_QFECmpi_err_rma_conflict = internal constant i32 49
@_QFECmpi_err_rma_flavor = internal constant i32 58
@_QFECmpi_err_rma_range = internal constant i32 55
@_QFECmpi_err_rma_shared = internal constant i32 57
@_QFECmpi_err_rma_sync = internal constant i32 50
@_QFECmpi_err_root = internal constant i32 7
@_QFECmpi_err_service = internal constant i32 41
@_QFECmpi_err_session = internal constant i32 75
@_QFECmpi_err_size = internal constant i32 51
@_QFECmpi_err_spawn = internal constant i32 42
@_QFECmpi_err_tag = internal constant i32 4
@_QFECmpi_err_topology = internal constant i32 10
@_QFECmpi_err_truncate = internal constant i32 14
@_QFECmpi_err_type = internal constant i32 3
@_QFECmpi_err_unknown = internal constant i32 13
@_QFECmpi_err_unsupported_datarep = internal constant i32 43
@_QFECmpi_err_unsupported_operation = internal constant i32 44
@_QFECmpi_err_value_too_large = internal constant i32 77
@_QFECmpi_err_win = internal constant i32 45
@_QFECmpi_errhandler_null = internal constant i32 335544320
@_QFECmpi_error = internal constant i32 5
@_QFECmpi_errors_are_fatal = internal constant i32 1409286144
@_QFECmpi_errors_return = internal constant i32 1409286145
@_QFECmpi_file_null = internal constant i32 0
@_QFECmpi_float = internal constant i32 1275069450
@_QFECmpi_float_int = internal constant i32 -1946157056
@_QFECmpi_graph = internal constant i32 1
@_QFECmpi_group_empty = internal constant i32 1207959552
@_QFECmpi_group_null = internal constant i32 134217728
@_QFECmpi_host = internal constant i32 1681915908
@_QFECmpi_ident = internal constant i32 0
@_QFECmpi_info_env = internal constant i32 1543503873
@_QFECmpi_info_null = internal constant i32 469762048
@_QFECmpi_int = internal constant i32 1275069445
@_QFECmpi_int16_t = internal constant i32 1275068984
@_QFECmpi_int32_t = internal constant i32 1275069497
@_QFECmpi_int64_t = internal constant i32 1275070522
@_QFECmpi_int8_t = internal constant i32 1275068727
@_QFECmpi_integer = internal constant i32 1275069467
@_QFECmpi_integer1 = internal constant i32 1275068717
@_QFECmpi_integer16 = internal constant i32 201326592
@_QFECmpi_integer2 = internal constant i32 1275068975
@_QFECmpi_integer4 = internal constant i32 1275069488
@_QFECmpi_integer8 = internal constant i32 1275070513
@_QFECmpi_integer_kind = internal constant i32 4
@_QFECmpi_io = internal constant i32 1681915910
@_QFECmpi_keyval_invalid = internal constant i32 603979776
@_QFECmpi_land = internal constant i32 1476395013
@_QFECmpi_lastusedcode = internal constant i32 1681915916
@_QFECmpi_lb = internal constant i32 1275068432
@_QFECmpi_lock_exclusive = internal constant i32 234
@_QFECmpi_lock_shared = internal constant i32 235
@_QFECmpi_logical = internal constant i32 1275069469
@_QFECmpi_long = internal constant i32 1275070471
@_QFECmpi_long_double = internal constant i32 1275072524
@_QFECmpi_long_double_int = internal constant i32 -1946157052
@_QFECmpi_long_int = internal constant i32 -1946157054
@_QFECmpi_long_long = internal constant i32 1275070473
@_QFECmpi_long_long_int = internal constant i32 1275070473
@_QFECmpi_lor = internal constant i32 1476395015
@_QFECmpi_lxor = internal constant i32 1476395017
@_QFECmpi_max = internal constant i32 1476395009
@_QFECmpi_max_datarep_string = internal constant i32 127
@_QFECmpi_max_error_string = internal constant i32 511
@_QFECmpi_max_info_key = internal constant i32 254
@_QFECmpi_max_info_val = internal constant i32 1023
@_QFECmpi_max_library_version_string = internal constant i32 8191
@_QFECmpi_max_object_name = internal constant i32 127
@_QFECmpi_max_port_name = internal constant i32 255
@_QFECmpi_max_processor_name = internal constant i32 127
@_QFECmpi_maxloc = internal constant i32 1476395020
@_QFECmpi_message_no_proc = internal constant i32 1811939328
@_QFECmpi_message_null = internal constant i32 738197504
@_QFECmpi_min = internal constant i32 1476395010
@_QFECmpi_minloc = internal constant i32 1476395019
@_QFECmpi_mode_append = internal constant i32 128
@_QFECmpi_mode_create = internal constant i32 1
@_QFECmpi_mode_delete_on_close = internal constant i32 16
@_QFECmpi_mode_excl = internal constant i32 64
@_QFECmpi_mode_nocheck = internal constant i32 1024
@_QFECmpi_mode_noprecede = internal constant i32 8192
@_QFECmpi_mode_noput = internal constant i32 4096
@_QFECmpi_mode_nostore = internal constant i32 2048
@_QFECmpi_mode_nosucceed = internal constant i32 16384
@_QFECmpi_mode_rdonly = internal constant i32 2
@_QFECmpi_mode_rdwr = internal constant i32 8
@_QFECmpi_mode_sequential = internal constant i32 256
@_QFECmpi_mode_unique_open = internal constant i32 32
@_QFECmpi_mode_wronly = internal constant i32 4
@_QFECmpi_no_op = internal constant i32 1476395022
@_QFECmpi_offset = internal constant i32 1275070532
@_QFECmpi_offset_kind = internal constant i32 8
@_QFECmpi_op_null = internal constant i32 402653184
@_QFECmpi_order_c = internal constant i32 56
@_QFECmpi_order_fortran = internal constant i32 57
@_QFECmpi_packed = internal constant i32 1275068687
@_QFECmpi_proc_null = internal constant i32 -1
@_QFECmpi_prod = internal constant i32 1476395012
@_QFECmpi_real = internal constant i32 1275069468
@_QFECmpi_real16 = internal constant i32 1275072555
@_QFECmpi_real4 = internal constant i32 1275069479
@_QFECmpi_real8 = internal constant i32 1275070505
@_QFECmpi_replace = internal constant i32 1476395021
@_QFECmpi_request_null = internal constant i32 738197504
@_QFECmpi_root = internal constant i32 -3
@_QFECmpi_seek_cur = internal constant i32 602
@_QFECmpi_seek_end = internal constant i32 604
@_QFECmpi_seek_set = internal constant i32 600
@_QFECmpi_short = internal constant i32 1275068931
@_QFECmpi_short_int = internal constant i32 -1946157053
@_QFECmpi_signed_char = internal constant i32 1275068696
@_QFECmpi_similar = internal constant i32 2
@_QFECmpi_source = internal constant i32 3
@_QFECmpi_status_size = internal constant i32 5
@_QFECmpi_subarrays_supported = internal constant i32 0
@_QFECmpi_subversion = internal constant i32 0
@_QFECmpi_success = internal constant i32 0
@_QFECmpi_sum = internal constant i32 1476395011
@_QFECmpi_tag = internal constant i32 4
@_QFECmpi_tag_ub = internal constant i32 1681915906
@_QFECmpi_thread_funneled = internal constant i32 1
@_QFECmpi_thread_multiple = internal constant i32 3
@_QFECmpi_thread_serialized = internal constant i32 2
@_QFECmpi_thread_single = internal constant i32 0
@_QFECmpi_typeclass_complex = internal constant i32 3
@_QFECmpi_typeclass_integer = internal constant i32 2
@_QFECmpi_typeclass_real = internal constant i32 1
@_QFECmpi_ub = internal constant i32 1275068433
@_QFECmpi_uint16_t = internal constant i32 1275068988
@_QFECmpi_uint32_t = internal constant i32 1275069501
@_QFECmpi_uint64_t = internal constant i32 1275070526
@_QFECmpi_uint8_t = internal constant i32 1275068731
@_QFECmpi_undefined = internal constant i32 -32766
@_QFECmpi_unequal = internal constant i32 3
@_QFECmpi_universe_size = internal constant i32 1681915914
@_QFECmpi_unsigned = internal constant i32 1275069446
@_QFECmpi_unsigned_char = internal constant i32 1275068674
@_QFECmpi_unsigned_long = internal constant i32 1275070472
@_QFECmpi_unsigned_long_long = internal constant i32 1275070489
@_QFECmpi_unsigned_short = internal constant i32 1275068932
@_QFECmpi_version = internal constant i32 4
@_QFECmpi_wchar = internal constant i32 1275069454
@_QFECmpi_win_base = internal constant i32 1711276034
@_QFECmpi_win_create_flavor = internal constant i32 1711276040
@_QFECmpi_win_disp_unit = internal constant i32 1711276038
@_QFECmpi_win_flavor_allocate = internal constant i32 2
@_QFECmpi_win_flavor_create = internal constant i32 1
@_QFECmpi_win_flavor_dynamic = internal constant i32 3
@_QFECmpi_win_flavor_shared = internal constant i32 4
@_QFECmpi_win_model = internal constant i32 1711276042
@_QFECmpi_win_null = internal constant i32 536870912
@_QFECmpi_win_separate = internal constant i32 1
@_QFECmpi_win_size = internal constant i32 1711276036
@_QFECmpi_win_unified = internal constant i32 2
@_QFECmpi_wtime_is_global = internal constant i32 1681915912
@_QQEnvironmentDefaults = constant ptr null
@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer

declare ptr @malloc(i64)

declare void @free(ptr)

define void @_QMmmPsub(ptr %0) {
  %2 = load i32, ptr %0, align 4
  %3 = add i32 %2, 1
  store i32 %3, ptr %0, align 4
  ret void
}

define void @_QQmain() {
  %structArg = alloca { ptr }, align 8
  %1 = alloca i32, i64 1, align 4
  %2 = alloca i32, i64 1, align 4
  %3 = alloca i32, i64 1, align 4
  %4 = alloca i32, i64 1, align 4
  %5 = alloca i32, i64 1, align 4
  %6 = alloca i32, i64 1, align 4
  %7 = alloca i32, i64 1, align 4
  %8 = alloca i32, i64 1, align 4
  %9 = alloca i32, i64 1, align 4
  call void @mpi_init_(ptr %8)
  store i32 1140850688, ptr %6, align 4
  call void @mpi_comm_rank_(ptr %6, ptr %9, ptr %8)
  %10 = load i32, ptr %9, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %0
  store i32 1140850688, ptr %5, align 4
  call void @mpi_barrier_(ptr %5, ptr %8)
  br label %13

13:                                               ; preds = %12, %0
  %omp_global_thread_num = call i32 @__kmpc_global_thread_num(ptr @1)
  br label %omp_parallel

omp_parallel:                                     ; preds = %13
  %gep_ = getelementptr { ptr }, ptr %structArg, i32 0, i32 0
  store ptr %8, ptr %gep_, align 8
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @1, i32 1, ptr @_QQmain..omp_par, ptr %structArg)
  br label %omp.par.outlined.exit

omp.par.outlined.exit:                            ; preds = %omp_parallel
  br label %omp.par.exit.split

omp.par.exit.split:                               ; preds = %omp.par.outlined.exit
  %omp_global_thread_num8 = call i32 @__kmpc_global_thread_num(ptr @1)
  br label %omp_parallel42

omp_parallel42:                                   ; preds = %omp.par.exit.split
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @1, i32 0, ptr @_QQmain..omp_par.1)
  br label %omp.par.outlined.exit41

omp.par.outlined.exit41:                          ; preds = %omp_parallel42
  br label %omp.par.exit.split40

omp.par.exit.split40:                             ; preds = %omp.par.outlined.exit41
  call void @_QMmmPsub(ptr @blk_)
  %14 = load i32, ptr %9, align 4
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %18, label %16

16:                                               ; preds = %omp.par.exit.split40
  %17 = icmp sle i32 2, %14
  br i1 %17, label %19, label %21

18:                                               ; preds = %omp.par.exit.split40
  store i32 2, ptr @blk_, align 4
  br label %24

19:                                               ; preds = %16
  %20 = icmp sle i32 %14, 4
  br i1 %20, label %22, label %21

21:                                               ; preds = %19, %16
  br label %23

22:                                               ; preds = %19
  store i32 3, ptr @blk_, align 4
  br label %24

23:                                               ; preds = %21
  store i32 0, ptr @blk_, align 4
  br label %24

24:                                               ; preds = %18, %22, %23
  store i32 10, ptr %4, align 4
  store i32 1275070495, ptr %3, align 4
  store i32 1476395011, ptr %2, align 4
  store i32 1140850688, ptr %1, align 4
  call void @mpi_allreduce_(ptr getelementptr (i8, ptr @mpipriv1_, i64 4), ptr @_QFEa, ptr %4, ptr %3, ptr %2, ptr %1, ptr %8)
  call void @mpi_finalize_(ptr %8)
  ret void
}

; Function Attrs: norecurse nounwind
define internal void @_QQmain..omp_par.1(ptr noalias %tid.addr9, ptr noalias %zero.addr10) #0 {
omp.par.entry11:
  %tid.addr.local14 = alloca i32, align 4
  %0 = load i32, ptr %tid.addr9, align 4
  store i32 %0, ptr %tid.addr.local14, align 4
  %tid15 = load i32, ptr %tid.addr.local14, align 4
  %1 = alloca i32, align 4
  %p.lastiter32 = alloca i32, align 4
  %p.lowerbound33 = alloca i32, align 4
  %p.upperbound34 = alloca i32, align 4
  %p.stride35 = alloca i32, align 4
  %red.array = alloca [1 x ptr], align 8
  br label %omp.par.region12

omp.par.region12:                                 ; preds = %omp.par.entry11
  br label %omp.par.region19

omp.par.region19:                                 ; preds = %omp.par.region12
  %2 = alloca i32, i64 1, align 4
  store i32 0, ptr %1, align 4
  br label %omp_loop.preheader20

omp_loop.preheader20:                             ; preds = %omp.par.region19
  store i32 0, ptr %p.lowerbound33, align 4
  store i32 9, ptr %p.upperbound34, align 4
  store i32 1, ptr %p.stride35, align 4
  %omp_global_thread_num36 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_for_static_init_4u(ptr @1, i32 %omp_global_thread_num36, i32 34, ptr %p.lastiter32, ptr %p.lowerbound33, ptr %p.upperbound34, ptr %p.stride35, i32 1, i32 0)
  %3 = load i32, ptr %p.lowerbound33, align 4
  %4 = load i32, ptr %p.upperbound34, align 4
  %5 = sub i32 %4, %3
  %6 = add i32 %5, 1
  br label %omp_loop.header21

omp_loop.header21:                                ; preds = %omp_loop.inc24, %omp_loop.preheader20
  %omp_loop.iv27 = phi i32 [ 0, %omp_loop.preheader20 ], [ %omp_loop.next29, %omp_loop.inc24 ]
  br label %omp_loop.cond22

omp_loop.cond22:                                  ; preds = %omp_loop.header21
  %omp_loop.cmp28 = icmp ult i32 %omp_loop.iv27, %6
  br i1 %omp_loop.cmp28, label %omp_loop.body23, label %omp_loop.exit25

omp_loop.exit25:                                  ; preds = %omp_loop.cond22
  call void @__kmpc_for_static_fini(ptr @1, i32 %omp_global_thread_num36)
  %omp_global_thread_num37 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @2, i32 %omp_global_thread_num37)
  br label %omp_loop.after26

omp_loop.after26:                                 ; preds = %omp_loop.exit25
  %red.array.elem.0 = getelementptr inbounds [1 x ptr], ptr %red.array, i64 0, i64 0
  store ptr %1, ptr %red.array.elem.0, align 8
  %omp_global_thread_num38 = call i32 @__kmpc_global_thread_num(ptr @1)
  %reduce = call i32 @__kmpc_reduce(ptr @1, i32 %omp_global_thread_num38, i32 1, i64 8, ptr %red.array, ptr @.omp.reduction.func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %reduce, label %reduce.finalize [
    i32 1, label %reduce.switch.nonatomic
    i32 2, label %reduce.switch.atomic
  ]

reduce.switch.atomic:                             ; preds = %omp_loop.after26
  unreachable

reduce.switch.nonatomic:                          ; preds = %omp_loop.after26
  %red.value.0 = load i32, ptr @blk_, align 4
  %red.private.value.0 = load i32, ptr %1, align 4
  %7 = add i32 %red.value.0, %red.private.value.0
  store i32 %7, ptr @blk_, align 4
  call void @__kmpc_end_reduce(ptr @1, i32 %omp_global_thread_num38, ptr @.gomp_critical_user_.reduction.var)
  br label %reduce.finalize

reduce.finalize:                                  ; preds = %reduce.switch.nonatomic, %omp_loop.after26
  %omp_global_thread_num39 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @2, i32 %omp_global_thread_num39)
  br label %omp.region.cont18

omp.region.cont18:                                ; preds = %reduce.finalize
  br label %omp.par.pre_finalize13

omp.par.pre_finalize13:                           ; preds = %omp.region.cont18
  br label %omp.par.outlined.exit41.exitStub

omp_loop.body23:                                  ; preds = %omp_loop.cond22
  %8 = add i32 %omp_loop.iv27, %3
  %9 = mul i32 %8, 1
  %10 = add i32 %9, 1
  br label %omp.wsloop.region31

omp.wsloop.region31:                              ; preds = %omp_loop.body23
  store i32 %10, ptr %2, align 4
  %11 = load i32, ptr %2, align 4
  %12 = load i32, ptr %1, align 4
  %13 = add i32 %12, %11
  store i32 %13, ptr %1, align 4
  br label %omp.region.cont30

omp.region.cont30:                                ; preds = %omp.wsloop.region31
  br label %omp_loop.inc24

omp_loop.inc24:                                   ; preds = %omp.region.cont30
  %omp_loop.next29 = add nuw i32 %omp_loop.iv27, 1
  br label %omp_loop.header21

omp.par.outlined.exit41.exitStub:                 ; preds = %omp.par.pre_finalize13
  ret void
}

; Function Attrs: norecurse nounwind
define internal void @_QQmain..omp_par(ptr noalias %tid.addr, ptr noalias %zero.addr, ptr %0) #0 {
omp.par.entry:
  %gep_ = getelementptr { ptr }, ptr %0, i32 0, i32 0
  %loadgep_ = load ptr, ptr %gep_, align 8
  %tid.addr.local = alloca i32, align 4
  %1 = load i32, ptr %tid.addr, align 4
  store i32 %1, ptr %tid.addr.local, align 4
  %tid = load i32, ptr %tid.addr.local, align 4
  %p.lastiter = alloca i32, align 4
  %p.lowerbound = alloca i32, align 4
  %p.upperbound = alloca i32, align 4
  %p.stride = alloca i32, align 4
  br label %omp.par.region

omp.par.region:                                   ; preds = %omp.par.entry
  br label %omp.par.region1

omp.par.region1:                                  ; preds = %omp.par.region
  %2 = alloca i32, i64 1, align 4
  %3 = alloca i32, i64 1, align 4
  br label %omp_loop.preheader

omp_loop.preheader:                               ; preds = %omp.par.region1
  store i32 0, ptr %p.lowerbound, align 4
  store i32 9, ptr %p.upperbound, align 4
  store i32 1, ptr %p.stride, align 4
  %omp_global_thread_num3 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_for_static_init_4u(ptr @1, i32 %omp_global_thread_num3, i32 34, ptr %p.lastiter, ptr %p.lowerbound, ptr %p.upperbound, ptr %p.stride, i32 1, i32 0)
  %4 = load i32, ptr %p.lowerbound, align 4
  %5 = load i32, ptr %p.upperbound, align 4
  %6 = sub i32 %5, %4
  %7 = add i32 %6, 1
  br label %omp_loop.header

omp_loop.header:                                  ; preds = %omp_loop.inc, %omp_loop.preheader
  %omp_loop.iv = phi i32 [ 0, %omp_loop.preheader ], [ %omp_loop.next, %omp_loop.inc ]
  br label %omp_loop.cond

omp_loop.cond:                                    ; preds = %omp_loop.header
  %omp_loop.cmp = icmp ult i32 %omp_loop.iv, %7
  br i1 %omp_loop.cmp, label %omp_loop.body, label %omp_loop.exit

omp_loop.exit:                                    ; preds = %omp_loop.cond
  call void @__kmpc_for_static_fini(ptr @1, i32 %omp_global_thread_num3)
  %omp_global_thread_num4 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @2, i32 %omp_global_thread_num4)
  br label %omp_loop.after

omp_loop.after:                                   ; preds = %omp_loop.exit
  %omp_global_thread_num5 = call i32 @__kmpc_global_thread_num(ptr @1)
  %8 = call i32 @__kmpc_single(ptr @1, i32 %omp_global_thread_num5)
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %omp_region.body, label %omp_region.end

omp_region.end:                                   ; preds = %omp_loop.after, %omp.region.cont6
  %omp_global_thread_num7 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @2, i32 %omp_global_thread_num7)
  br label %omp.region.cont

omp.region.cont:                                  ; preds = %omp_region.end
  br label %omp.par.pre_finalize

omp.par.pre_finalize:                             ; preds = %omp.region.cont
  br label %omp.par.outlined.exit.exitStub

omp_region.body:                                  ; preds = %omp_loop.after
  br label %omp.single.region

omp.single.region:                                ; preds = %omp_region.body
  store i32 1140850688, ptr %2, align 4
  call void @mpi_barrier_(ptr %2, ptr %loadgep_)
  br label %omp.region.cont6

omp.region.cont6:                                 ; preds = %omp.single.region
  call void @__kmpc_end_single(ptr @1, i32 %omp_global_thread_num5)
  br label %omp_region.end

omp_loop.body:                                    ; preds = %omp_loop.cond
  %10 = add i32 %omp_loop.iv, %4
  %11 = mul i32 %10, 1
  %12 = add i32 %11, 1
  br label %omp.wsloop.region

omp.wsloop.region:                                ; preds = %omp_loop.body
  store i32 %12, ptr %3, align 4
  %13 = load i32, ptr %3, align 4
  %14 = sitofp i32 %13 to double
  %15 = sext i32 %13 to i64
  %16 = sub i64 %15, 1
  %17 = getelementptr [10 x double], ptr @_QFEa, i32 0, i64 %16
  store double %14, ptr %17, align 8
  br label %omp.region.cont2

omp.region.cont2:                                 ; preds = %omp.wsloop.region
  br label %omp_loop.inc

omp_loop.inc:                                     ; preds = %omp.region.cont2
  %omp_loop.next = add nuw i32 %omp_loop.iv, 1
  br label %omp_loop.header

omp.par.outlined.exit.exitStub:                   ; preds = %omp.par.pre_finalize
  ret void
}

declare void @mpi_init_(ptr)

declare void @mpi_comm_rank_(ptr, ptr, ptr)

declare void @mpi_barrier_(ptr, ptr)

declare void @mpi_allreduce_(ptr, ptr, ptr, ptr, ptr, ptr, ptr)

declare void @mpi_finalize_(ptr)

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4u(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #1

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) #2

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(ptr, i32) #2

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(ptr, i32) #2

; Function Attrs: nounwind
declare !callback !3 void @__kmpc_fork_call(ptr, i32, ptr, ...) #1

define internal void @.omp.reduction.func(ptr %0, ptr %1) {
  %3 = getelementptr inbounds [1 x ptr], ptr %0, i64 0, i64 0
  %4 = load ptr, ptr %3, align 8
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds [1 x ptr], ptr %1, i64 0, i64 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  %9 = add i32 %5, %8
  store i32 %9, ptr %4, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce(ptr, i32, i32, i64, ptr, ptr, ptr) #2

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce(ptr, i32, ptr) #2

attributes #0 = { norecurse nounwind }
attributes #1 = { nounwind }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!4}
!4 = !{i64 2, i64 -1, i64 -1, i1 true}
