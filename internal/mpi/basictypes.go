package mpi

// ValueKind is the kind of value a predefined datatype of the C binding describes, as far as
// a compiler's IR can tell them apart: LLVM's integers carry no sign, so MPI_INT and
// MPI_UNSIGNED are the same to it.
type ValueKind uint8

// Kinds of values.
const (
	IntegerValue ValueKind = iota + 1 // char, short, int, long, the fixed-width integers, _Bool
	FloatValue                        // float, double, long double
)

func (k ValueKind) String() string {
	switch k {
	case IntegerValue:
		return "integer"
	case FloatValue:
		return "floating-point number"
	}
	return "?"
}

// BasicType is a predefined datatype that describes one C scalar: its kind and size in bytes
// (on the LP64 targets clang compiles for; long double as x86's 80-bit type in 16 bytes).
type BasicType struct {
	Kind ValueKind
	Size int64
}

// basicTypes lists the predefined datatypes that describe a single scalar (MPI-4.0 §3.2.2 for
// C, §3.2.2 and §19.1.9 for Fortran), under both mpich's and Open MPI's names. MPI_BYTE and
// MPI_PACKED match any value, the pair types (MPI_DOUBLE_INT, MPI_2INTEGER...) and the complex
// types describe aggregates: none of them is here. The Fortran sizes are those of the default
// kinds mpich is built for (INTEGER, REAL and LOGICAL of 4 bytes).
var basicTypes = map[string]BasicType{
	"MPI_CHAR":               {IntegerValue, 1},
	"MPI_SIGNED_CHAR":        {IntegerValue, 1},
	"MPI_UNSIGNED_CHAR":      {IntegerValue, 1},
	"MPI_INT8_T":             {IntegerValue, 1},
	"MPI_UINT8_T":            {IntegerValue, 1},
	"MPI_C_BOOL":             {IntegerValue, 1},
	"MPI_CXX_BOOL":           {IntegerValue, 1},
	"MPI_SHORT":              {IntegerValue, 2},
	"MPI_UNSIGNED_SHORT":     {IntegerValue, 2},
	"MPI_INT16_T":            {IntegerValue, 2},
	"MPI_UINT16_T":           {IntegerValue, 2},
	"MPI_INT":                {IntegerValue, 4},
	"MPI_UNSIGNED":           {IntegerValue, 4},
	"MPI_WCHAR":              {IntegerValue, 4},
	"MPI_INT32_T":            {IntegerValue, 4},
	"MPI_UINT32_T":           {IntegerValue, 4},
	"MPI_LONG":               {IntegerValue, 8},
	"MPI_UNSIGNED_LONG":      {IntegerValue, 8},
	"MPI_LONG_LONG_INT":      {IntegerValue, 8},
	"MPI_LONG_LONG":          {IntegerValue, 8},
	"MPI_UNSIGNED_LONG_LONG": {IntegerValue, 8},
	"MPI_INT64_T":            {IntegerValue, 8},
	"MPI_UINT64_T":           {IntegerValue, 8},
	"MPI_AINT":               {IntegerValue, 8},
	"MPI_OFFSET":             {IntegerValue, 8},
	"MPI_COUNT":              {IntegerValue, 8},
	"MPI_FLOAT":              {FloatValue, 4},
	"MPI_DOUBLE":             {FloatValue, 8},
	"MPI_LONG_DOUBLE":        {FloatValue, 16},
	"MPI_CHARACTER":          {IntegerValue, 1},
	"MPI_INTEGER1":           {IntegerValue, 1},
	"MPI_INTEGER2":           {IntegerValue, 2},
	"MPI_INTEGER":            {IntegerValue, 4},
	"MPI_INTEGER4":           {IntegerValue, 4},
	"MPI_LOGICAL":            {IntegerValue, 4},
	"MPI_INTEGER8":           {IntegerValue, 8},
	"MPI_REAL":               {FloatValue, 4},
	"MPI_REAL4":              {FloatValue, 4},
	"MPI_DOUBLE_PRECISION":   {FloatValue, 8},
	"MPI_REAL8":              {FloatValue, 8},
}

// PredefinedBasicType returns the scalar a predefined datatype of the C binding describes.
func PredefinedBasicType(name string) (BasicType, bool) {
	t, ok := basicTypes[name]
	return t, ok
}
