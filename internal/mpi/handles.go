package mpi

import (
	"fmt"
	"strings"
)

// ThreadLevel is an MPI thread support level. The values are those of both
// mpich and Open MPI, in C (mpi.h) and in Fortran (mpif.h, use mpi,
// use mpi_f08), so a constant argument of MPI_Init_thread can be read
// directly.
type ThreadLevel int

const (
	ThreadSingle     ThreadLevel = 0 // MPI_THREAD_SINGLE
	ThreadFunneled   ThreadLevel = 1 // MPI_THREAD_FUNNELED
	ThreadSerialized ThreadLevel = 2 // MPI_THREAD_SERIALIZED
	ThreadMultiple   ThreadLevel = 3 // MPI_THREAD_MULTIPLE
)

var threadLevelNames = [...]string{"MPI_THREAD_SINGLE", "MPI_THREAD_FUNNELED", "MPI_THREAD_SERIALIZED", "MPI_THREAD_MULTIPLE"}

func (l ThreadLevel) String() string {
	if l >= 0 && int(l) < len(threadLevelNames) {
		return threadLevelNames[l]
	}
	return fmt.Sprintf("ThreadLevel(%d)", int(l))
}

// ParseThreadLevel accepts "MPI_THREAD_MULTIPLE" (any case) and returns its
// level.
func ParseThreadLevel(name string) (ThreadLevel, bool) {
	for i, n := range threadLevelNames {
		if strings.EqualFold(n, name) {
			return ThreadLevel(i), true
		}
	}
	return 0, false
}

// Impl holds the compile-time integers that differ between MPI
// implementations. Handles are elsewhere: mpich's are integers (HandleName),
// Open MPI's are addresses of globals in C (GlobalHandleName) and small
// integers in Fortran (OpenMPIFortranHandleName). The same integers are used
// in C and in Fortran by both implementations.
type Impl struct {
	Name string

	AnySource, ProcNull, Root, AnyTag, Undefined int64
	LockExclusive, LockShared                    int64 // MPI_Win_lock lock_type
	// MPI_Win_fence / lock / post / start assertions.
	ModeNoCheck, ModeNoStore, ModeNoPut, ModeNoPrecede, ModeNoSucceed int64

	// C pointer sentinels, as the integer of the inttoptr constant
	// (mpich: MPI_IN_PLACE is inttoptr (i64 -1 to ptr)).
	InPlace, Bottom, StatusIgnore, StatusesIgnore, ErrcodesIgnore int64
}

// MPICH holds mpich's values (mpi.h and mpif.h of mpich 4.0.2; the tests
// check them against the installed headers).
var MPICH = Impl{
	Name:      "mpich",
	AnySource: -2, ProcNull: -1, Root: -3, AnyTag: -1, Undefined: -32766,
	LockExclusive: 234, LockShared: 235,
	ModeNoCheck: 1024, ModeNoStore: 2048, ModeNoPut: 4096, ModeNoPrecede: 8192, ModeNoSucceed: 16384,
	InPlace: -1, Bottom: 0, StatusIgnore: 1, StatusesIgnore: 1, ErrcodesIgnore: 0,
}

// OpenMPI holds Open MPI's values (ompi/include/mpi.h.in and mpif-values.py
// of Open MPI 5; not installed here, so not checked by the tests).
var OpenMPI = Impl{
	Name:      "openmpi",
	AnySource: -1, ProcNull: -2, Root: -4, AnyTag: -1, Undefined: -32766,
	LockExclusive: 1, LockShared: 2,
	ModeNoCheck: 1, ModeNoPrecede: 2, ModeNoPut: 4, ModeNoStore: 8, ModeNoSucceed: 16,
	InPlace: 1, Bottom: 0, StatusIgnore: 0, StatusesIgnore: 0, ErrcodesIgnore: 0,
}

// HandleClass is the type of an MPI handle.
type HandleClass uint8

const (
	CommHandle HandleClass = iota
	GroupHandle
	DatatypeHandle
	OpHandle
	RequestHandle
	MessageHandle
	ErrhandlerHandle
	InfoHandle
	WinHandle
	SessionHandle
	FileHandle
)

var handleClassNames = [...]string{"Comm", "Group", "Datatype", "Op", "Request", "Message", "Errhandler", "Info", "Win", "Session", "File"}

func (c HandleClass) String() string {
	if int(c) < len(handleClassNames) {
		return handleClassNames[c]
	}
	return fmt.Sprintf("HandleClass(%d)", c)
}

// Handle is a predefined handle.
type Handle struct {
	Name  string
	Class HandleClass
	Value int64
}

// mpichHandles are mpich's predefined handles (mpi.h), which are integers
// in C and the same integers in Fortran (mpif.h). Where two names share a
// value the first one listed is the one HandleName returns
// (MPI_REQUEST_NULL and MPI_MESSAGE_NULL are both 0x2c000000).
var mpichHandles = []Handle{
	{"MPI_COMM_NULL", CommHandle, 0x04000000},
	{"MPI_COMM_WORLD", CommHandle, 0x44000000},
	{"MPI_COMM_SELF", CommHandle, 0x44000001},
	{"MPI_GROUP_NULL", GroupHandle, 0x08000000},
	{"MPI_GROUP_EMPTY", GroupHandle, 0x48000000},
	{"MPI_DATATYPE_NULL", DatatypeHandle, 0x0c000000},
	{"MPI_CHAR", DatatypeHandle, 0x4c000101},
	{"MPI_SIGNED_CHAR", DatatypeHandle, 0x4c000118},
	{"MPI_UNSIGNED_CHAR", DatatypeHandle, 0x4c000102},
	{"MPI_BYTE", DatatypeHandle, 0x4c00010d},
	{"MPI_WCHAR", DatatypeHandle, 0x4c00040e},
	{"MPI_SHORT", DatatypeHandle, 0x4c000203},
	{"MPI_UNSIGNED_SHORT", DatatypeHandle, 0x4c000204},
	{"MPI_INT", DatatypeHandle, 0x4c000405},
	{"MPI_UNSIGNED", DatatypeHandle, 0x4c000406},
	{"MPI_LONG", DatatypeHandle, 0x4c000807},
	{"MPI_UNSIGNED_LONG", DatatypeHandle, 0x4c000808},
	{"MPI_FLOAT", DatatypeHandle, 0x4c00040a},
	{"MPI_DOUBLE", DatatypeHandle, 0x4c00080b},
	{"MPI_LONG_DOUBLE", DatatypeHandle, 0x4c00100c},
	{"MPI_LONG_LONG_INT", DatatypeHandle, 0x4c000809},
	{"MPI_UNSIGNED_LONG_LONG", DatatypeHandle, 0x4c000819},
	{"MPI_PACKED", DatatypeHandle, 0x4c00010f},
	{"MPI_LB", DatatypeHandle, 0x4c000010},
	{"MPI_UB", DatatypeHandle, 0x4c000011},
	{"MPI_FLOAT_INT", DatatypeHandle, 0x8c000000},
	{"MPI_DOUBLE_INT", DatatypeHandle, 0x8c000001},
	{"MPI_LONG_INT", DatatypeHandle, 0x8c000002},
	{"MPI_SHORT_INT", DatatypeHandle, 0x8c000003},
	{"MPI_2INT", DatatypeHandle, 0x4c000816},
	{"MPI_LONG_DOUBLE_INT", DatatypeHandle, 0x8c000004},
	{"MPI_COMPLEX", DatatypeHandle, 0x4c00081e},
	{"MPI_DOUBLE_COMPLEX", DatatypeHandle, 0x4c001022},
	{"MPI_LOGICAL", DatatypeHandle, 0x4c00041d},
	{"MPI_REAL", DatatypeHandle, 0x4c00041c},
	{"MPI_DOUBLE_PRECISION", DatatypeHandle, 0x4c00081f},
	{"MPI_INTEGER", DatatypeHandle, 0x4c00041b},
	{"MPI_2INTEGER", DatatypeHandle, 0x4c000820},
	{"MPI_2REAL", DatatypeHandle, 0x4c000821},
	{"MPI_2DOUBLE_PRECISION", DatatypeHandle, 0x4c001023},
	{"MPI_CHARACTER", DatatypeHandle, 0x4c00011a},
	{"MPI_REAL4", DatatypeHandle, 0x4c000427},
	{"MPI_REAL8", DatatypeHandle, 0x4c000829},
	{"MPI_REAL16", DatatypeHandle, 0x4c00102b},
	{"MPI_COMPLEX8", DatatypeHandle, 0x4c000828},
	{"MPI_COMPLEX16", DatatypeHandle, 0x4c00102a},
	{"MPI_COMPLEX32", DatatypeHandle, 0x4c00202c},
	{"MPI_INTEGER1", DatatypeHandle, 0x4c00012d},
	{"MPI_INTEGER2", DatatypeHandle, 0x4c00022f},
	{"MPI_INTEGER4", DatatypeHandle, 0x4c000430},
	{"MPI_INTEGER8", DatatypeHandle, 0x4c000831},
	{"MPI_INT8_T", DatatypeHandle, 0x4c000137},
	{"MPI_INT16_T", DatatypeHandle, 0x4c000238},
	{"MPI_INT32_T", DatatypeHandle, 0x4c000439},
	{"MPI_INT64_T", DatatypeHandle, 0x4c00083a},
	{"MPI_UINT8_T", DatatypeHandle, 0x4c00013b},
	{"MPI_UINT16_T", DatatypeHandle, 0x4c00023c},
	{"MPI_UINT32_T", DatatypeHandle, 0x4c00043d},
	{"MPI_UINT64_T", DatatypeHandle, 0x4c00083e},
	{"MPI_C_BOOL", DatatypeHandle, 0x4c00013f},
	{"MPI_C_FLOAT_COMPLEX", DatatypeHandle, 0x4c000840},
	{"MPI_C_DOUBLE_COMPLEX", DatatypeHandle, 0x4c001041},
	{"MPI_C_LONG_DOUBLE_COMPLEX", DatatypeHandle, 0x4c002042},
	{"MPI_AINT", DatatypeHandle, 0x4c000843},
	{"MPI_OFFSET", DatatypeHandle, 0x4c000844},
	{"MPI_COUNT", DatatypeHandle, 0x4c000845},
	{"MPI_CXX_BOOL", DatatypeHandle, 0x4c000133},
	{"MPI_CXX_FLOAT_COMPLEX", DatatypeHandle, 0x4c000834},
	{"MPI_CXX_DOUBLE_COMPLEX", DatatypeHandle, 0x4c001035},
	{"MPI_CXX_LONG_DOUBLE_COMPLEX", DatatypeHandle, 0x4c002036},
	{"MPI_OP_NULL", OpHandle, 0x18000000},
	{"MPI_MAX", OpHandle, 0x58000001},
	{"MPI_MIN", OpHandle, 0x58000002},
	{"MPI_SUM", OpHandle, 0x58000003},
	{"MPI_PROD", OpHandle, 0x58000004},
	{"MPI_LAND", OpHandle, 0x58000005},
	{"MPI_BAND", OpHandle, 0x58000006},
	{"MPI_LOR", OpHandle, 0x58000007},
	{"MPI_BOR", OpHandle, 0x58000008},
	{"MPI_LXOR", OpHandle, 0x58000009},
	{"MPI_BXOR", OpHandle, 0x5800000a},
	{"MPI_MINLOC", OpHandle, 0x5800000b},
	{"MPI_MAXLOC", OpHandle, 0x5800000c},
	{"MPI_REPLACE", OpHandle, 0x5800000d},
	{"MPI_NO_OP", OpHandle, 0x5800000e},
	{"MPI_REQUEST_NULL", RequestHandle, 0x2c000000},
	{"MPI_MESSAGE_NULL", MessageHandle, 0x2c000000},
	{"MPI_MESSAGE_NO_PROC", MessageHandle, 0x6c000000},
	{"MPI_ERRHANDLER_NULL", ErrhandlerHandle, 0x14000000},
	{"MPI_ERRORS_ARE_FATAL", ErrhandlerHandle, 0x54000000},
	{"MPI_ERRORS_RETURN", ErrhandlerHandle, 0x54000001},
	{"MPI_ERRORS_ABORT", ErrhandlerHandle, 0x54000003},
	{"MPI_INFO_NULL", InfoHandle, 0x1c000000},
	{"MPI_INFO_ENV", InfoHandle, 0x5c000001},
	{"MPI_WIN_NULL", WinHandle, 0x20000000},
	{"MPI_SESSION_NULL", SessionHandle, 0x38000000},
}

// mpichAliases are names #defined as another predefined handle.
var mpichAliases = map[string]string{
	"MPI_LONG_LONG": "MPI_LONG_LONG_INT",
	"MPI_C_COMPLEX": "MPI_C_FLOAT_COMPLEX",
	"MPI_INTEGER16": "MPI_DATATYPE_NULL", // not supported by this mpich
	"MPI_FILE_NULL": "",                  // a null pointer in C, 0 in Fortran
}

var (
	mpichByValue = map[uint32]Handle{}
	mpichByName  = map[string]Handle{}
)

func init() {
	for _, h := range mpichHandles {
		if _, dup := mpichByValue[uint32(h.Value)]; !dup {
			mpichByValue[uint32(h.Value)] = h
		}
		mpichByName[h.Name] = h
	}
	for alias, name := range mpichAliases {
		if h, ok := mpichByName[name]; ok {
			h.Name = alias
			mpichByName[alias] = h
		}
	}
}

// MPICHHandle returns the mpich predefined handle with integer value v, as
// an IR constant shows it: as a signed i32 (MPI_FLOAT_INT, 0x8c000000, is
// -1946157056) or as its unsigned value.
func MPICHHandle(v int64) (Handle, bool) {
	if v < -1<<31 || v >= 1<<32 {
		return Handle{}, false
	}
	h, ok := mpichByValue[uint32(v)]
	return h, ok
}

// HandleName returns the name of the mpich predefined handle with value v
// (1140850688 -> "MPI_COMM_WORLD"), for C and for Fortran, so diagnostics
// can print names instead of numbers. See MPICHHandle.
func HandleName(v int64) (string, bool) {
	h, ok := MPICHHandle(v)
	return h.Name, ok
}

// HandleValue returns the mpich integer value of a predefined handle
// ("MPI_COMM_WORLD" -> 0x44000000), aliases such as MPI_LONG_LONG included.
func HandleValue(name string) (int64, bool) {
	h, ok := mpichByName[name]
	return h.Value, ok
}

// openMPIGlobals maps the globals whose address is an Open MPI predefined
// handle in C (MPI_COMM_WORLD is &ompi_mpi_comm_world) to the handle name;
// from ompi/include/mpi.h.in (Open MPI 5). Names that follow the rule
// "ompi_mpi_" + lower-case name without "MPI_" are found without a row.
var openMPIGlobals = map[string]string{
	"ompi_request_null":              "MPI_REQUEST_NULL",
	"ompi_message_null":              "MPI_MESSAGE_NULL",
	"ompi_message_no_proc":           "MPI_MESSAGE_NO_PROC",
	"ompi_mpi_instance_null":         "MPI_SESSION_NULL",
	"ompi_mpi_op_null":               "MPI_OP_NULL",
	"ompi_mpi_longdbl_int":           "MPI_LONG_DOUBLE_INT",
	"ompi_mpi_dblprec":               "MPI_DOUBLE_PRECISION",
	"ompi_mpi_cplex":                 "MPI_COMPLEX",
	"ompi_mpi_dblcplex":              "MPI_DOUBLE_COMPLEX",
	"ompi_mpi_ldblcplex":             "MPI_LONG_DOUBLE_COMPLEX",
	"ompi_mpi_2dblprec":              "MPI_2DOUBLE_PRECISION",
	"ompi_mpi_2cplex":                "MPI_2COMPLEX",
	"ompi_mpi_2dblcplex":             "MPI_2DOUBLE_COMPLEX",
	"ompi_mpi_cxx_cplex":             "MPI_CXX_FLOAT_COMPLEX",
	"ompi_mpi_cxx_dblcplex":          "MPI_CXX_DOUBLE_COMPLEX",
	"ompi_mpi_cxx_ldblcplex":         "MPI_CXX_LONG_DOUBLE_COMPLEX",
	"ompi_mpi_c_float_complex":       "MPI_C_FLOAT_COMPLEX",
	"ompi_mpi_errhandler_null":       "MPI_ERRHANDLER_NULL",
	"ompi_mpi_errors_are_fatal":      "MPI_ERRORS_ARE_FATAL",
	"ompi_mpi_errors_abort":          "MPI_ERRORS_ABORT",
	"ompi_mpi_errors_return":         "MPI_ERRORS_RETURN",
	"ompi_mpi_file_null":             "MPI_FILE_NULL",
	"ompi_mpi_c_long_double_complex": "MPI_C_LONG_DOUBLE_COMPLEX",
}

// GlobalHandleName returns the predefined handle a global variable stands
// for, when a handle appears in IR as the address or the value of a global:
//
//   - Open MPI C handles, the address of a global: ompi_mpi_comm_world ->
//     MPI_COMM_WORLD, ompi_mpi_op_sum -> MPI_SUM, ompi_mpi_int -> MPI_INT,
//     ompi_mpi_dblprec -> MPI_DOUBLE_PRECISION, ompi_request_null ->
//     MPI_REQUEST_NULL;
//   - Fortran globals named after the handle: gfortran's mpi_f08 module
//     variable __mpi_f08_compile_constants_MOD_mpi_comm_world (mpich), and
//     flang's _QFECmpi_comm_world (the mpif.h PARAMETER materialised in the
//     main program) or _QMmpi_f08ECmpi_comm_world -> MPI_COMM_WORLD. The
//     value of such a global is the integer handle.
//
// Only names of known predefined handles (mpich's list, Open MPI's globals)
// are accepted.
func GlobalHandleName(symbol string) (string, bool) {
	s := strings.Trim(strings.TrimPrefix(symbol, "@"), `"`)
	if n, ok := openMPIGlobals[s]; ok {
		return n, true
	}
	if rest, ok := strings.CutPrefix(s, "ompi_mpi_op_"); ok {
		return knownHandle("MPI_" + strings.ToUpper(rest))
	}
	if rest, ok := strings.CutPrefix(s, "ompi_mpi_"); ok {
		return knownHandle("MPI_" + strings.ToUpper(rest))
	}
	if strings.HasPrefix(s, "__mpi") || strings.HasPrefix(s, "__pmpi") {
		if i := strings.Index(s, "_MOD_"); i > 0 {
			return knownHandle(strings.ToUpper(s[i+len("_MOD_"):]))
		}
	}
	if strings.HasPrefix(s, "_Q") {
		// flang: _QM<module>E<name>, _QF<procedure>E<name>, "C" marking a
		// constant; the names themselves are lower case.
		if i := strings.LastIndex(s, "E"); i > 0 {
			name := s[i+1:]
			name = strings.TrimPrefix(name, "C")
			return knownHandle(strings.ToUpper(name))
		}
	}
	return "", false
}

func knownHandle(name string) (string, bool) {
	if _, ok := mpichByName[name]; ok {
		return name, true
	}
	for _, n := range openMPIGlobals {
		if n == name {
			return name, true
		}
	}
	for _, m := range openMPIFortran {
		for _, n := range m {
			if n == name {
				return name, true
			}
		}
	}
	return "", false
}

// openMPIFortran are Open MPI's Fortran handle integers (mpif.h, use mpi,
// and the MPI_VAL of use mpi_f08), by class; from mpif-values.py (Open MPI
// 5). They are indices in per-class tables, so the class must be known.
var openMPIFortran = map[HandleClass]map[int64]string{
	CommHandle:       {0: "MPI_COMM_WORLD", 1: "MPI_COMM_SELF", 2: "MPI_COMM_NULL"},
	GroupHandle:      {0: "MPI_GROUP_NULL", 1: "MPI_GROUP_EMPTY"},
	ErrhandlerHandle: {0: "MPI_ERRHANDLER_NULL", 1: "MPI_ERRORS_ARE_FATAL", 2: "MPI_ERRORS_RETURN", 3: "MPI_ERRORS_ABORT"},
	OpHandle: {0: "MPI_OP_NULL", 1: "MPI_MAX", 2: "MPI_MIN", 3: "MPI_SUM", 4: "MPI_PROD", 5: "MPI_LAND",
		6: "MPI_BAND", 7: "MPI_LOR", 8: "MPI_BOR", 9: "MPI_LXOR", 10: "MPI_BXOR", 11: "MPI_MAXLOC",
		12: "MPI_MINLOC", 13: "MPI_REPLACE", 14: "MPI_NO_OP"},
	RequestHandle: {0: "MPI_REQUEST_NULL"},
	MessageHandle: {0: "MPI_MESSAGE_NULL", 1: "MPI_MESSAGE_NO_PROC"},
	InfoHandle:    {0: "MPI_INFO_NULL", 1: "MPI_INFO_ENV"},
	WinHandle:     {0: "MPI_WIN_NULL"},
	SessionHandle: {0: "MPI_SESSION_NULL"},
	FileHandle:    {0: "MPI_FILE_NULL"},
	DatatypeHandle: {0: "MPI_DATATYPE_NULL", 1: "MPI_BYTE", 2: "MPI_PACKED", 3: "MPI_UB", 4: "MPI_LB",
		5: "MPI_CHARACTER", 6: "MPI_LOGICAL", 7: "MPI_INTEGER", 8: "MPI_INTEGER1", 9: "MPI_INTEGER2",
		10: "MPI_INTEGER4", 11: "MPI_INTEGER8", 12: "MPI_INTEGER16", 13: "MPI_REAL", 14: "MPI_REAL4",
		15: "MPI_REAL8", 16: "MPI_REAL16", 17: "MPI_DOUBLE_PRECISION", 18: "MPI_COMPLEX",
		19: "MPI_COMPLEX8", 20: "MPI_COMPLEX16", 21: "MPI_COMPLEX32", 22: "MPI_DOUBLE_COMPLEX",
		23: "MPI_2REAL", 24: "MPI_2DOUBLE_PRECISION", 25: "MPI_2INTEGER", 26: "MPI_2COMPLEX",
		27: "MPI_2DOUBLE_COMPLEX", 28: "MPI_REAL2", 29: "MPI_LOGICAL1", 30: "MPI_LOGICAL2",
		31: "MPI_LOGICAL4", 32: "MPI_LOGICAL8", 33: "MPI_WCHAR", 34: "MPI_CHAR",
		35: "MPI_UNSIGNED_CHAR", 36: "MPI_SIGNED_CHAR", 37: "MPI_SHORT", 38: "MPI_UNSIGNED_SHORT",
		39: "MPI_INT", 40: "MPI_UNSIGNED", 41: "MPI_LONG", 42: "MPI_UNSIGNED_LONG",
		43: "MPI_LONG_LONG_INT", 44: "MPI_UNSIGNED_LONG_LONG", 45: "MPI_FLOAT", 46: "MPI_DOUBLE",
		47: "MPI_LONG_DOUBLE", 48: "MPI_FLOAT_INT", 49: "MPI_DOUBLE_INT", 50: "MPI_LONG_DOUBLE_INT",
		51: "MPI_LONG_INT", 52: "MPI_2INT", 53: "MPI_SHORT_INT", 54: "MPI_CXX_BOOL",
		55: "MPI_CXX_FLOAT_COMPLEX", 56: "MPI_CXX_DOUBLE_COMPLEX", 57: "MPI_CXX_LONG_DOUBLE_COMPLEX",
		58: "MPI_INT8_T", 59: "MPI_UINT8_T", 60: "MPI_INT16_T", 61: "MPI_UINT16_T", 62: "MPI_INT32_T",
		63: "MPI_UINT32_T", 64: "MPI_INT64_T", 65: "MPI_UINT64_T", 66: "MPI_AINT", 67: "MPI_OFFSET",
		68: "MPI_C_BOOL", 69: "MPI_C_COMPLEX", 70: "MPI_C_DOUBLE_COMPLEX",
		71: "MPI_C_LONG_DOUBLE_COMPLEX", 72: "MPI_COUNT", 73: "MPI_COMPLEX4", 77: "MPI_LOGICAL16"},
}

// OpenMPIFortranHandleName returns the name of Open MPI's Fortran handle v
// of the given class (communicator 0 is MPI_COMM_WORLD, op 3 is MPI_SUM).
func OpenMPIFortranHandleName(class HandleClass, v int64) (string, bool) {
	n, ok := openMPIFortran[class][v]
	return n, ok
}

// fortranSentinels are the Fortran MPI_BOTTOM, MPI_IN_PLACE, ... : members
// of common blocks, so an argument is the address of a common block
// (plus an offset). mpich: mpif.h's /MPIPRIV1/ MPI_BOTTOM, MPI_IN_PLACE,
// MPI_STATUS_IGNORE(5) and /MPIPRIV2/ MPI_STATUSES_IGNORE(5,1),
// MPI_ERRCODES_IGNORE(1), /MPIPRIVC/ MPI_ARGVS_NULL, MPI_ARGV_NULL (one
// character each), /MPIFCMB5/ MPI_UNWEIGHTED, /MPIFCMB9/ MPI_WEIGHTS_EMPTY.
// Open MPI: one common block per sentinel.
var fortranSentinels = map[string]map[int64]string{
	"mpipriv1":                    {0: "MPI_BOTTOM", 4: "MPI_IN_PLACE", 8: "MPI_STATUS_IGNORE"},
	"mpipriv2":                    {0: "MPI_STATUSES_IGNORE", 20: "MPI_ERRCODES_IGNORE"},
	"mpiprivc":                    {0: "MPI_ARGVS_NULL", 1: "MPI_ARGV_NULL"},
	"mpifcmb5":                    {0: "MPI_UNWEIGHTED"},
	"mpifcmb9":                    {0: "MPI_WEIGHTS_EMPTY"},
	"mpi_fortran_bottom":          {0: "MPI_BOTTOM"},
	"mpi_fortran_in_place":        {0: "MPI_IN_PLACE"},
	"mpi_fortran_status_ignore":   {0: "MPI_STATUS_IGNORE"},
	"mpi_fortran_statuses_ignore": {0: "MPI_STATUSES_IGNORE"},
	"mpi_fortran_errcodes_ignore": {0: "MPI_ERRCODES_IGNORE"},
	"mpi_fortran_argv_null":       {0: "MPI_ARGV_NULL"},
	"mpi_fortran_argvs_null":      {0: "MPI_ARGVS_NULL"},
	"mpi_fortran_unweighted":      {0: "MPI_UNWEIGHTED"},
	"mpi_fortran_weights_empty":   {0: "MPI_WEIGHTS_EMPTY"},
}

// FortranSentinel names the Fortran sentinel at byte offset off of global
// (a common block, with or without its trailing underscore, any case):
// ("mpipriv1_", 4) is mpich's MPI_IN_PLACE, as in
// getelementptr (i8, ptr @mpipriv1_, i64 4).
func FortranSentinel(global string, off int64) (string, bool) {
	g := strings.ToLower(strings.Trim(strings.TrimPrefix(global, "@"), `"`))
	g = strings.TrimSuffix(g, "_")
	n, ok := fortranSentinels[g][off]
	return n, ok
}

// HandleClassOf returns the class of a predefined handle by its name (any case): MPI_COMM_WORLD
// is a Comm, MPI_INTEGER a Datatype, MPI_FILE_NULL a File. The mpi_f08 module parcoach gives
// flang declares each such constant with the derived type of its class.
func HandleClassOf(name string) (HandleClass, bool) {
	name = strings.ToUpper(name)
	if name == "MPI_FILE_NULL" {
		return FileHandle, true
	}
	h, ok := mpichByName[name]
	return h.Class, ok
}
