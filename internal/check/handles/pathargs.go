package handles

import (
	"fmt"
	"slices"
	"strings"

	"github.com/parcoach/parcoach/internal/model"
)

// Invalid arguments on some paths (MPI-CorrBench's "conflo" codes, issue 15's local checks
// done statically).
//
// invalidArgs reports an argument only when every value that reaches the call is invalid.
// A variable that holds a few constants, one of them invalid,
//
//	int count = N;
//	if (argc == 1) count = 5 * N;   /* the usual launch */
//	MPI_Send(buf, count, MPI_INT, ...);   /* buf holds N ints */
//
// is wrong on the path that stores the bad constant, and the job fails (or corrupts
// memory) there. pathInvalidArgs asks invalidArgs about each value of such an argument in
// turn and reports the values that are invalid alone. Only sets the flow knows completely
// and that hold nothing but constants and predefined handles are split: a set with an
// unknown member, a handle made by a constructor, or a communicator size says nothing
// about which path carries which value. The edges of comparisons the flow reads
// (`if (tag < 0) return;`) have already removed the values they exclude.

// pathInvalidArgs lists the arguments of MPI call e that are invalid on some path that
// reaches it (each problem's vals: the values that make it), beyond those invalidArgs already
// reports as invalid on every path (must).
func (fl *flow) pathInvalidArgs(s *state, e *model.Event, must []problem) []problem {
	reported := map[string]bool{}
	for _, p := range must {
		reported[p.what] = true
	}
	var out []problem
	index := map[string]int{} // what+why -> position in out
	defer func() { fl.pinned.set = false }()
	for i := range e.Inst.Args {
		v := fl.argValue(s, e, i)
		if !splittable(v) {
			continue
		}
		for _, x := range v.vals {
			fl.pinned.set, fl.pinned.arg, fl.pinned.val = true, i, x
			for _, p := range fl.invalidArgs(s, e) {
				if reported[p.what] || !p.vals.identical(single(x)) {
					continue
				}
				key := p.what + "\x00" + p.why
				if k, ok := index[key]; ok {
					out[k].vals = out[k].vals.union(p.vals)
					continue
				}
				index[key] = len(out)
				out = append(out, p)
			}
		}
	}
	return out
}

// splittable reports whether an argument's value set is worth asking about value by
// value: known, of more than one value, each a constant or a predefined handle.
func splittable(v vset) bool {
	if !v.known() || len(v.vals) < 2 {
		return false
	}
	if slices.ContainsFunc(v.vals, func(x val) bool { return x.kind == vAddr }) {
		// An address is split only from the null pointer (`buf = argc == 1 ? NULL :
		// malloc(...)`).
		return v.all(func(x val) bool { return x.kind == vAddr || x.kind == vConst && x.n == 0 })
	}
	return v.all(func(x val) bool { return x.kind == vConst || x.kind == vName })
}

// pathMessage renders a path problem of call name.
func pathMessage(name string, p problem) string {
	d := describe(p.vals)
	if d == "0" && strings.Contains(p.why, "null pointer") {
		d = "NULL"
	}
	return fmt.Sprintf("%s: %s %s (on the paths where %s is assigned before the call)", name, p.what, p.why, d)
}
