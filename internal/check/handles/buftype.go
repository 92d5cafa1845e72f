package handles

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// The buffer against its datatype (C binding). When a buffer is a variable the compiler laid
// out — a local variable or a global defined in this module, of a scalar type or an array of
// one, the pointer at a known offset into it — the IR says what values it holds and how many
// bytes follow the start of the buffer. Two mistakes are then certain on every path:
//
//   - a predefined datatype that describes another kind or size of value (MPI-4.0 §3.3.1:
//     the type of each buffer entry must match the datatype; `int buf[N]` sent as MPI_DOUBLE);
//   - a count of elements that needs more bytes than the variable holds from there
//     (`MPI_Recv(buf, 2 * N, MPI_INT, ...)` into `int buf[N]`).
//
// Arrays of char are not typed: programs use them as raw storage for any datatype; the char
// datatypes, conversely, carry whole elements of other types as bytes. Counts and
// datatypes must be the same constant on every path; a receive count of a gathering collective
// is per process, so count × size is a lower bound of what the buffer must hold.

// bufferArg is one buffer of a call with the count and datatype that describe it.
type bufferArg struct {
	buf, count, dt int    // argument indices
	role           string // "send", "recv"
	what           string // "its buffer", "its receive buffer"
	// blocks is how many blocks of count elements the buffer holds: one per process of the
	// communicator for a gathering collective's receive buffer and a scattering one's send
	// buffer on MPI_COMM_WORLD (blocksOf); 1 otherwise (a lower bound).
	blocks int64
	// guessed: blocks is the smallest launch size tried without --np, not the given one.
	guessed bool
}

// blocksOf is the number of blocks of count elements a buffer of call e holds (bufferArg),
// and whether it is a guess. With --np, MPI_COMM_WORLD has np processes. Without it, the
// launches of 2 to 8 processes the point-to-point matching tries: a buffer too small for 2
// blocks is too small for all of them (a job of one process aside). A root-only buffer counts
// only where the root runs this call (sameroute.go): other processes may pass a small one.
func (fl *flow) blocksOf(e *model.Event, role string, comm vset) (int64, bool) {
	f := e.MPI
	perProcess := false
	switch f.Family() {
	case "MPI_Allgather", "MPI_Gather":
		perProcess = role == "recv"
	case "MPI_Scatter":
		perProcess = role == "send"
	case "MPI_Alltoall":
		perProcess = true
	}
	if !perProcess || !comm.known() || fl.predefinedComm(comm) != "MPI_COMM_WORLD" {
		return 1, false
	}
	if fl.np > 0 {
		return int64(fl.np), false
	}
	if fl.othersOnly(e, role) {
		return 1, false
	}
	return guessMin, true
}

// bufferProblems checks one buffer argument whose count c and datatype t are known.
func (fl *flow) bufferProblems(e *model.Event, r bufferArg, c, t vset) []problem {
	if r.buf >= len(e.Inst.Args) || !c.known() || !t.known() {
		return nil
	}
	name := t.vals[0].handleName()
	if name == "" || !t.all(func(x val) bool { return x.handleName() == name }) {
		return nil
	}
	count := int64(-1)
	for _, x := range c.vals {
		if x.kind != vConst || x.n <= 0 {
			return nil
		}
		if count < 0 || x.n < count {
			count = x.n
		}
	}
	v, off, ok := fl.laidOutVariable(e.Inst.Args[r.buf])
	if !ok {
		return nil
	}
	elem, ok := scalarElement(v.typ)
	if !ok {
		return nil
	}
	basic, typed := mpi.PredefinedBasicType(name)
	size := basic.Size
	if !typed {
		if name != "MPI_BYTE" && name != "MPI_PACKED" {
			return nil
		}
		size = 1
	}
	// The char datatypes serve as raw bytes too (`MPI_Send(ints, sizeof(int) * n, MPI_CHAR,
	// ...)`, in MPICH's own tests): only a count that does not cover whole elements is wrong.
	rawBytes := false
	for _, x := range c.vals {
		rawBytes = rawBytes || basic.Kind == mpi.IntegerValue && basic.Size == 1 && x.n%elem.size == 0
	}
	if typed && elem.ir != "i8" && !rawBytes && (elem.kind != basic.Kind || elem.size != basic.Size) {
		return []problem{{r.what, fmt.Sprintf("holds %s values (%d-byte %ss) but its datatype %s describes %d-byte %ss",
			elem.name(e.Binding), elem.size, elem.kind, name, basic.Size, basic.Kind), t}}
	}
	need, many := count*size, fmt.Sprintf("%d × %s", count, name)
	switch {
	case r.blocks > 1 && r.guessed:
		need *= r.blocks
		many = fmt.Sprintf("%d × %s for each of at least %d processes of MPI_COMM_WORLD (a launch of %d or more; --np N checks one)", count, name, r.blocks, r.blocks)
	case r.blocks > 1:
		need *= r.blocks
		many = fmt.Sprintf("%d × %s for each of %d processes (--np %d)", count, name, r.blocks, r.blocks)
	}
	if avail := v.size - off; need > avail {
		where := fmt.Sprintf("is %s, of %s", v.name, bytes(avail))
		if off > 0 {
			where = fmt.Sprintf("starts %s before the end of %s", bytes(avail), v.name)
		}
		// The values that make it: the count's, or the datatype's when pathInvalidArgs asks
		// about one datatype of a set (`ty = argc == 1 ? MPI_DOUBLE : MPI_CHAR`).
		vals := c
		if fl.pinned.set && fl.pinned.arg == r.dt {
			vals = t
		}
		return []problem{{r.what, fmt.Sprintf("%s, but %s need %s", where, many, bytes(need)), vals}}
	}
	return nil
}

func bytes(n int64) string {
	if n == 1 {
		return "1 byte"
	}
	return fmt.Sprintf("%d bytes", n)
}

// laidOut is a variable whose layout the IR gives.
type laidOut struct {
	name string // as the source names it, or the IR name
	typ  string // LLVM type text
	size int64
}

// laidOutVariable finds the variable a pointer points into at a constant offset: a local
// variable (one alloca of a fixed type) or a global defined in this module (an external
// declaration may be `extern int a[];`, of no size).
func (fl *flow) laidOutVariable(p *llvmir.Value) (laidOut, int64, bool) {
	if fl.al == nil { // the quiet probe (handles.go) runs without one; it is lazy and cheap
		fl.al = alias.New(fl.fn)
	}
	l := fl.al.Pointer(p)
	if l.Obj == nil || !l.Exact || l.Off < 0 || l.Obj.Size <= 0 || l.Obj.Type == "" {
		return laidOut{}, 0, false
	}
	switch l.Obj.Kind {
	case alias.Local:
		if l.Obj.Site == nil || l.Obj.Site.Op != "alloca" {
			return laidOut{}, 0, false
		}
		name := fl.fn.VarName(l.Obj.Name)
		if name == "" {
			name = "%" + l.Obj.Name
		}
		return laidOut{"`" + name + "`", l.Obj.Type, l.Obj.Size}, l.Off, true
	case alias.Global:
		g := fl.fn.Module.Global(l.Obj.Name)
		if g == nil || g.Init == nil {
			return laidOut{}, 0, false
		}
		name := fl.fn.Module.GlobalSourceName(g)
		if name == "" {
			name = "@" + l.Obj.Name
		}
		return laidOut{"`" + name + "`", l.Obj.Type, l.Obj.Size}, l.Off, true
	}
	return laidOut{}, 0, false
}

// element is the scalar type of the entries of a variable.
type element struct {
	ir      string        // "i32", "double"
	c       string        // "int", "double": what C calls it
	fortran string        // "INTEGER(4)", "REAL(8)": what Fortran calls it
	kind    mpi.ValueKind // integer or floating-point
	size    int64
}

// name is what the language of the call calls the element type.
func (el element) name(b mpi.Binding) string {
	if b == mpi.Fortran {
		return el.fortran
	}
	return el.c
}

// scalarElement is the scalar a type text is made of: the type itself, or the innermost
// element of nested arrays (`[4 x [8 x double]]`). Structures, vectors and pointers are not.
func scalarElement(typ string) (element, bool) {
	t := strings.TrimSpace(typ)
	for strings.HasPrefix(t, "[") && strings.HasSuffix(t, "]") {
		inner := strings.TrimSpace(t[1 : len(t)-1])
		n, rest, ok := strings.Cut(inner, " x ")
		if _, err := strconv.ParseInt(strings.TrimSpace(n), 10, 64); !ok || err != nil {
			return element{}, false
		}
		t = strings.TrimSpace(rest)
	}
	el, ok := scalarElements[t]
	return el, ok
}

// scalarElements are the LLVM scalar types a buffer's entries may have, with their names.
var scalarElements = map[string]element{
	"i8":       {"i8", "char", "CHARACTER", mpi.IntegerValue, 1},
	"i16":      {"i16", "short", "INTEGER(2)", mpi.IntegerValue, 2},
	"i32":      {"i32", "int", "INTEGER(4)", mpi.IntegerValue, 4},
	"i64":      {"i64", "long", "INTEGER(8)", mpi.IntegerValue, 8},
	"float":    {"float", "float", "REAL(4)", mpi.FloatValue, 4},
	"double":   {"double", "double", "REAL(8)", mpi.FloatValue, 8},
	"x86_fp80": {"x86_fp80", "long double", "REAL(10)", mpi.FloatValue, 16},
}
