package handles

import (
	"sort"
	"strconv"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/mpi"
)

// vkind says what an abstract value is.
type vkind uint8

const (
	// vConst is an integer: a number, or an mpich handle (MPI_COMM_NULL is 0x04000000).
	vConst vkind = iota
	// vName is a predefined handle known by name: an Open MPI C handle, the address of a
	// global (&ompi_mpi_comm_null).
	vName
	// vSize is the size of a communicator plus an offset: what MPI_Comm_size(comm, &n)
	// wrote, n + k after arithmetic.
	vSize
	// vHandle is a handle created in the function by the MPI call site (a constructor:
	// MPI_Comm_split, MPI_Type_contiguous, MPI_Send_init, ...).
	vHandle
	// vAddr is the address of some memory: a local variable, a global that is not a
	// predefined handle, an element of one, what malloc or calloc returned. One value for
	// all of them: it only tells a buffer that is not the null pointer from one that is
	// (`buf = argc == 1 ? NULL : malloc(...)`). Comparisons with it decide nothing (malloc
	// may fail).
	vAddr
)

// val is one abstract value. At is where it was produced (a store of a constant, a
// constructor call), for the notes; it takes no part in comparisons.
type val struct {
	kind vkind
	n    int64  // vConst: the integer; vSize: the offset
	name string // vName: the handle name; vSize: the communicator key
	site int    // vHandle: the index of the site
	at   *llvmir.Inst
}

func (v val) key() string {
	switch v.kind {
	case vConst:
		return "c" + strconv.FormatInt(v.n, 10)
	case vName:
		return "n" + v.name
	case vSize:
		return "s" + v.name + "+" + strconv.FormatInt(v.n, 10)
	case vAddr:
		return "a"
	}
	return "h" + strconv.Itoa(v.site)
}

// same reports whether v and w are the same value (the same key, without building it).
func (v val) same(w val) bool {
	if v.kind != w.kind {
		return false
	}
	switch v.kind {
	case vConst:
		return v.n == w.n
	case vName:
		return v.name == w.name
	case vSize:
		return v.name == w.name && v.n == w.n
	case vAddr:
		return true
	}
	return v.site == w.site
}

// handleName is the predefined handle a value stands for, "" when none.
func (v val) handleName() string {
	switch v.kind {
	case vConst:
		if n, ok := mpi.HandleName(v.n); ok {
			return n
		}
	case vName:
		return v.name
	}
	return ""
}

// maxVals bounds a set: beyond it the set is unknown (loops counting up converge).
const maxVals = 8

// vset is a set of values; unknown means it may hold anything else too. The zero vset is
// empty (no value: an unreachable point).
type vset struct {
	unknown bool
	vals    []val // sorted by key, no duplicates
}

var top = vset{unknown: true}

func single(v val) vset { return vset{vals: []val{v}} }

func (s vset) known() bool { return !s.unknown && len(s.vals) > 0 }

func (s vset) union(t vset) vset {
	if s.unknown || t.unknown {
		return top
	}
	if len(t.vals) == 0 {
		return s
	}
	if len(s.vals) == 0 {
		return t
	}
	out := make([]val, 0, len(s.vals)+len(t.vals))
	i, j := 0, 0
	for i < len(s.vals) || j < len(t.vals) {
		switch {
		case j == len(t.vals) || i < len(s.vals) && s.vals[i].key() < t.vals[j].key():
			out = append(out, s.vals[i])
			i++
		case i == len(s.vals) || t.vals[j].key() < s.vals[i].key():
			out = append(out, t.vals[j])
			j++
		default:
			out = append(out, s.vals[i])
			i++
			j++
		}
	}
	if len(out) > maxVals {
		return top
	}
	return vset{vals: out}
}

func (s vset) equal(t vset) bool {
	if s.unknown != t.unknown || len(s.vals) != len(t.vals) {
		return false
	}
	for i := range s.vals {
		if !s.vals[i].same(t.vals[i]) {
			return false
		}
	}
	return true
}

// identical is equal, where also every value comes from the same place (at).
func (s vset) identical(t vset) bool {
	if !s.equal(t) {
		return false
	}
	for i := range s.vals {
		if s.vals[i].at != t.vals[i].at {
			return false
		}
	}
	return true
}

// mapVals applies f to every value; f returns false when the result is unknown.
func (s vset) mapVals(f func(val) (val, bool)) vset {
	if s.unknown {
		return top
	}
	out := make([]val, 0, len(s.vals))
	for _, v := range s.vals {
		w, ok := f(v)
		if !ok {
			return top
		}
		out = append(out, w)
	}
	return normalize(out)
}

func normalize(vs []val) vset {
	sort.Slice(vs, func(i, j int) bool { return vs[i].key() < vs[j].key() })
	out := vs[:0]
	for i, v := range vs {
		if i == 0 || v.key() != vs[i-1].key() {
			out = append(out, v)
		}
	}
	if len(out) > maxVals {
		return top
	}
	return vset{vals: out}
}

// filter keeps the values for which keep does not answer false (a value it cannot decide,
// keep answers true).
func (s vset) filter(keep func(val) bool) vset {
	if s.unknown {
		return top
	}
	var out []val
	for _, v := range s.vals {
		if keep(v) {
			out = append(out, v)
		}
	}
	return vset{vals: out}
}

// all reports whether the set is known and every value satisfies p.
func (s vset) all(p func(val) bool) bool {
	if !s.known() {
		return false
	}
	for _, v := range s.vals {
		if !p(v) {
			return false
		}
	}
	return true
}

// constArith applies a division, remainder, bitwise or shift operation to two single
// constants; anything else is unknown (a division by zero too).
func constArith(op string, a, b vset) vset {
	if !a.known() || !b.known() || len(a.vals) != 1 || len(b.vals) != 1 || a.vals[0].kind != vConst || b.vals[0].kind != vConst {
		return top
	}
	x, y := a.vals[0].n, b.vals[0].n
	var r int64
	switch op {
	case "sdiv", "udiv", "srem", "urem":
		if y == 0 || (op[0] == 'u' && (x < 0 || y < 0)) {
			return top
		}
		if op == "sdiv" || op == "udiv" {
			r = x / y
		} else {
			r = x % y
		}
	case "and":
		r = x & y
	case "or":
		r = x | y
	case "xor":
		r = x ^ y
	case "shl", "ashr", "lshr":
		if y < 0 || y > 62 || (op == "lshr" && x < 0) {
			return top
		}
		switch op {
		case "shl":
			r = x << y
		default:
			r = x >> y
		}
	default:
		return top
	}
	return single(val{kind: vConst, n: r})
}

// constCompare evaluates an integer comparison of two single constants to 1 or 0; anything
// else is unknown.
func constCompare(pred string, a, b vset) vset {
	if !a.known() || !b.known() || len(a.vals) != 1 || len(b.vals) != 1 || a.vals[0].kind != vConst || b.vals[0].kind != vConst {
		return top
	}
	r, ok := decide(pred, a.vals[0], b.vals[0].n)
	if !ok {
		return top
	}
	if r {
		return single(val{kind: vConst, n: 1})
	}
	return single(val{kind: vConst, n: 0})
}
