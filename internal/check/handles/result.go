package handles

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Result is what the flow exports to other checks: the values it knows for the arguments of
// collective calls (collargs compares them between collectives that match each other).
type Result struct {
	args map[*llvmir.Inst][]vset
}

// Value is one value an argument may hold: an integer (a number, or an mpich handle) when
// Name is "", else a predefined handle known by name (an Open MPI C handle). At is the
// instruction that assigned it (a store), nil for a constant written in the call.
type Value struct {
	Int  int64
	Name string
	At   *llvmir.Inst
}

// ArgValues returns the values argument i of collective call in may hold on the paths that
// reach it, when the flow knows them all and each is a constant or a predefined handle; ok
// is false otherwise (an unknown in the set, a communicator size, a handle the program
// creates, a call the flow did not follow).
func (r *Result) ArgValues(in *llvmir.Inst, i int) (vals []Value, ok bool) {
	if r == nil {
		return nil, false
	}
	sets, found := r.args[in]
	if !found || i < 0 || i >= len(sets) {
		return nil, false
	}
	s := sets[i]
	if !s.all(func(x val) bool { return x.kind == vConst || x.kind == vName }) {
		return nil, false
	}
	for _, x := range s.vals {
		vals = append(vals, Value{Int: x.n, Name: x.name, At: x.at})
	}
	return vals, true
}

// record keeps the argument values of collective call e, joined over the visits.
func (r *Result) record(fl *flow, s *state, e *model.Event) {
	if !e.IsCollective() {
		return
	}
	sets := make([]vset, len(e.Inst.Args))
	for i := range e.Inst.Args {
		sets[i] = fl.argValue(s, e, i)
	}
	if old, ok := r.args[e.Inst]; ok && len(old) == len(sets) {
		for i := range sets {
			sets[i] = sets[i].union(old[i])
		}
	}
	r.args[e.Inst] = sets
}
