; ModuleID = 'FIRModule'
source_filename = "FIRModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@mpifcmb5_ = common global [4 x i8] zeroinitializer
@mpifcmb9_ = common global [4 x i8] zeroinitializer
@mpipriv1_ = common global [28 x i8] zeroinitializer
@mpipriv2_ = common global [24 x i8] zeroinitializer
@mpiprivc_ = common global [2 x i8] zeroinitializer
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

declare ptr @malloc(i64)

declare void @free(ptr)

define void @_QQmain() {
  %1 = alloca i32, i64 1, align 4
  %2 = alloca i32, i64 1, align 4
  %3 = alloca i32, i64 1, align 4
  %4 = alloca i32, i64 1, align 4
  %5 = alloca i32, i64 1, align 4
  %6 = alloca i32, i64 1, align 4
  %7 = alloca i32, i64 1, align 4
  %8 = alloca i32, i64 1, align 4
  %9 = alloca i32, i64 1, align 4
  call void @mpi_init_(ptr %7)
  store i32 1140850688, ptr %6, align 4
  call void @mpi_comm_rank_(ptr %6, ptr %8, ptr %7)
  %10 = load i32, ptr %8, align 4
  store i32 %10, ptr %9, align 4
  %11 = load i32, ptr %8, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %0
  store i32 1, ptr %5, align 4
  store i32 1275069467, ptr %4, align 4
  store i32 0, ptr %3, align 4
  store i32 1140850688, ptr %2, align 4
  call void @mpi_bcast_(ptr %9, ptr %5, ptr %4, ptr %3, ptr %2, ptr %7)
  br label %14

14:                                               ; preds = %13, %0
  store i32 1140850688, ptr %1, align 4
  call void @mpi_barrier_(ptr %1, ptr %7)
  call void @mpi_finalize_(ptr %7)
  ret void
}

declare void @mpi_init_(ptr)

declare void @mpi_comm_rank_(ptr, ptr, ptr)

declare void @mpi_bcast_(ptr, ptr, ptr, ptr, ptr, ptr)

declare void @mpi_barrier_(ptr, ptr)

declare void @mpi_finalize_(ptr)

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
