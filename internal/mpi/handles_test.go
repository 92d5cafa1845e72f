package mpi

import "testing"

func TestHandleName(t *testing.T) {
	tests := []struct {
		v    int64
		name string
	}{
		{1140850688, "MPI_COMM_WORLD"}, // as in call i32 @MPI_Barrier(i32 noundef 1140850688)
		{0x44000001, "MPI_COMM_SELF"},
		{0x04000000, "MPI_COMM_NULL"},
		{1275070475, "MPI_DOUBLE"}, // ir-facts: MPI_Allreduce(..., i32 1275070475, i32 1476395011, ...)
		{1476395011, "MPI_SUM"},
		{0x4c000405, "MPI_INT"},
		{0x4c000809, "MPI_LONG_LONG_INT"},
		{-1946157056, "MPI_FLOAT_INT"}, // 0x8c000000 as a signed i32
		{0x8c000000, "MPI_FLOAT_INT"},
		{0x2c000000, "MPI_REQUEST_NULL"}, // also MPI_MESSAGE_NULL
		{0x6c000000, "MPI_MESSAGE_NO_PROC"},
		{0x54000001, "MPI_ERRORS_RETURN"},
		{0x1c000000, "MPI_INFO_NULL"},
		{0x20000000, "MPI_WIN_NULL"},
		{0x48000000, "MPI_GROUP_EMPTY"},
	}
	for _, tt := range tests {
		if got, ok := HandleName(tt.v); !ok || got != tt.name {
			t.Errorf("HandleName(%d) = %q, %v; want %q", tt.v, got, ok, tt.name)
		}
	}
	for _, v := range []int64{0, 1, -1, 42, 0x44000002, 1 << 32, -1<<31 - 1, 0x144000000} {
		if got, ok := HandleName(v); ok {
			t.Errorf("HandleName(%#x) = %q", v, got)
		}
	}
	if h, ok := MPICHHandle(0x44000000); !ok || h.Class != CommHandle {
		t.Errorf("MPICHHandle(MPI_COMM_WORLD) = %+v", h)
	}
	if h, _ := MPICHHandle(0x58000003); h.Class != OpHandle {
		t.Errorf("MPI_SUM class %s", h.Class)
	}
}

func TestHandleValue(t *testing.T) {
	for name, want := range map[string]int64{
		"MPI_COMM_WORLD": 0x44000000, "MPI_COMM_SELF": 0x44000001, "MPI_LONG_LONG": 0x4c000809,
		"MPI_C_COMPLEX": 0x4c000840, "MPI_INTEGER16": 0x0c000000, "MPI_MESSAGE_NULL": 0x2c000000,
		"MPI_MAX": 0x58000001,
	} {
		if got, ok := HandleValue(name); !ok || got != want {
			t.Errorf("HandleValue(%s) = %#x, %v; want %#x", name, got, ok, want)
		}
	}
	if _, ok := HandleValue("MPI_COMM_UNIVERSE"); ok {
		t.Error("HandleValue of an unknown name")
	}
	// Every handle round-trips unless it shares its value with an earlier one.
	for _, h := range mpichHandles {
		v, _ := HandleValue(h.Name)
		n, _ := HandleName(v)
		if n != h.Name && h.Name != "MPI_MESSAGE_NULL" {
			t.Errorf("%s -> %#x -> %s", h.Name, v, n)
		}
	}
}

func TestGlobalHandleName(t *testing.T) {
	tests := map[string]string{
		"ompi_mpi_comm_world":                            "MPI_COMM_WORLD",
		"@ompi_mpi_comm_world":                           "MPI_COMM_WORLD",
		"ompi_mpi_comm_self":                             "MPI_COMM_SELF",
		"ompi_mpi_comm_null":                             "MPI_COMM_NULL",
		"ompi_mpi_op_sum":                                "MPI_SUM",
		"ompi_mpi_op_maxloc":                             "MPI_MAXLOC",
		"ompi_mpi_op_null":                               "MPI_OP_NULL",
		"ompi_mpi_int":                                   "MPI_INT",
		"ompi_mpi_double":                                "MPI_DOUBLE",
		"ompi_mpi_long_long_int":                         "MPI_LONG_LONG_INT",
		"ompi_mpi_dblprec":                               "MPI_DOUBLE_PRECISION",
		"ompi_mpi_longdbl_int":                           "MPI_LONG_DOUBLE_INT",
		"ompi_mpi_logical4":                              "MPI_LOGICAL4",
		"ompi_mpi_group_empty":                           "MPI_GROUP_EMPTY",
		"ompi_mpi_info_env":                              "MPI_INFO_ENV",
		"ompi_request_null":                              "MPI_REQUEST_NULL",
		"ompi_message_no_proc":                           "MPI_MESSAGE_NO_PROC",
		"ompi_mpi_instance_null":                         "MPI_SESSION_NULL",
		"ompi_mpi_errors_return":                         "MPI_ERRORS_RETURN",
		"ompi_mpi_win_null":                              "MPI_WIN_NULL",
		"ompi_mpi_file_null":                             "MPI_FILE_NULL",
		"__mpi_f08_compile_constants_MOD_mpi_comm_world": "MPI_COMM_WORLD",
		"__mpi_f08_compile_constants_MOD_mpi_sum":        "MPI_SUM",
		"_QFECmpi_comm_world":                            "MPI_COMM_WORLD", // ir-facts: flang, mpif.h
		"_QFworkECmpi_double_precision":                  "MPI_DOUBLE_PRECISION",
		"_QMmpi_f08ECmpi_comm_world":                     "MPI_COMM_WORLD",
	}
	for sym, want := range tests {
		if got, ok := GlobalHandleName(sym); !ok || got != want {
			t.Errorf("GlobalHandleName(%q) = %q, %v; want %q", sym, got, ok, want)
		}
	}
	for _, sym := range []string{"", "comm", "ompi_mpi_foo", "ompi_mpi_op_foo", "__foo_MOD_bar",
		"__mpi_f08_compile_constants_MOD_mpi_foo", "_QFECx", "_QFECmpi_status_size", "MPI_COMM_WORLD"} {
		if got, ok := GlobalHandleName(sym); ok {
			t.Errorf("GlobalHandleName(%q) = %q", sym, got)
		}
	}
}

func TestOpenMPIFortranHandleName(t *testing.T) {
	tests := []struct {
		class HandleClass
		v     int64
		name  string
	}{
		{CommHandle, 0, "MPI_COMM_WORLD"}, {CommHandle, 1, "MPI_COMM_SELF"}, {CommHandle, 2, "MPI_COMM_NULL"},
		{OpHandle, 3, "MPI_SUM"}, {DatatypeHandle, 46, "MPI_DOUBLE"}, {DatatypeHandle, 7, "MPI_INTEGER"},
		{DatatypeHandle, 17, "MPI_DOUBLE_PRECISION"}, {GroupHandle, 1, "MPI_GROUP_EMPTY"},
		{RequestHandle, 0, "MPI_REQUEST_NULL"},
	}
	for _, tt := range tests {
		if got, ok := OpenMPIFortranHandleName(tt.class, tt.v); !ok || got != tt.name {
			t.Errorf("OpenMPIFortranHandleName(%s, %d) = %q, %v; want %q", tt.class, tt.v, got, ok, tt.name)
		}
	}
	if _, ok := OpenMPIFortranHandleName(CommHandle, 3); ok {
		t.Error("communicator 3")
	}
}

func TestFortranSentinel(t *testing.T) {
	tests := []struct {
		global string
		off    int64
		name   string
	}{
		{"mpipriv1_", 4, "MPI_IN_PLACE"}, // ir-facts: getelementptr (i8, ptr @mpipriv1_, i64 4)
		{"@mpipriv1_", 0, "MPI_BOTTOM"},
		{"MPIPRIV1", 8, "MPI_STATUS_IGNORE"},
		{"mpipriv2_", 0, "MPI_STATUSES_IGNORE"},
		{"mpipriv2_", 20, "MPI_ERRCODES_IGNORE"},
		{"mpiprivc_", 1, "MPI_ARGV_NULL"},
		{"mpi_fortran_in_place_", 0, "MPI_IN_PLACE"},
		{"mpi_fortran_in_place", 0, "MPI_IN_PLACE"}, // Open MPI's bind(C) name
		{"mpi_fortran_status_ignore_", 0, "MPI_STATUS_IGNORE"},
	}
	for _, tt := range tests {
		if got, ok := FortranSentinel(tt.global, tt.off); !ok || got != tt.name {
			t.Errorf("FortranSentinel(%q, %d) = %q, %v; want %q", tt.global, tt.off, got, ok, tt.name)
		}
	}
	for _, g := range []struct {
		global string
		off    int64
	}{{"mpipriv1_", 12}, {"mpi_fortran_in_place_", 4}, {"foo_", 0}} {
		if got, ok := FortranSentinel(g.global, g.off); ok {
			t.Errorf("FortranSentinel(%q, %d) = %q", g.global, g.off, got)
		}
	}
}

func TestThreadLevels(t *testing.T) {
	for l := ThreadSingle; l <= ThreadMultiple; l++ {
		p, ok := ParseThreadLevel(l.String())
		if !ok || p != l {
			t.Errorf("ParseThreadLevel(%s) = %d, %v", l, p, ok)
		}
	}
	if l, ok := ParseThreadLevel("mpi_thread_multiple"); !ok || l != ThreadMultiple || int(l) != 3 {
		t.Errorf("ParseThreadLevel(mpi_thread_multiple) = %d, %v", l, ok)
	}
	if _, ok := ParseThreadLevel("MPI_THREAD_MANY"); ok {
		t.Error("unknown level accepted")
	}
	if ThreadLevel(7).String() != "ThreadLevel(7)" || ThreadLevel(-1).String() != "ThreadLevel(-1)" {
		t.Error("String of unknown levels")
	}
	if ThreadSingle != 0 || ThreadFunneled != 1 || ThreadSerialized != 2 || ThreadMultiple != 3 {
		t.Error("thread level values")
	}
}

func TestImplementations(t *testing.T) {
	// The values that matter most differ between the two: a mistake here
	// turns MPI_PROC_NULL into MPI_ANY_SOURCE.
	if MPICH.ProcNull == OpenMPI.ProcNull || MPICH.AnySource == OpenMPI.AnySource || MPICH.Root == OpenMPI.Root {
		t.Error("mpich and Open MPI share MPI_PROC_NULL / MPI_ANY_SOURCE / MPI_ROOT")
	}
	if OpenMPI.AnySource != -1 || OpenMPI.ProcNull != -2 || OpenMPI.Root != -4 || OpenMPI.InPlace != 1 {
		t.Errorf("Open MPI: %+v", OpenMPI)
	}
}
