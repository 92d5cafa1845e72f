package handles

import (
	"reflect"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Object states of a handle created in the function, as bits: a set of the states it may be
// in at a point. Absent from a state's map means not created on any path reaching it.
const (
	stLive      uint8 = 1 << iota // created (a datatype not committed; a persistent request inactive)
	stCommitted                   // a committed datatype
	stActive                      // a started persistent request
	stFreed                       // freed
	stNone                        // not created on some path reaching here
)

// site is a call creating a handle.
type site struct {
	ev         *model.Event
	class      mpi.HandleClass
	persistent bool // a persistent request (MPI_Send_init, MPI_Bcast_init, ...)
	// sameAs, for a communicator, is the predefined communicator it has the processes of
	// (MPI_Comm_dup of it, MPI_Comm_split of it with one constant colour), "" when unknown.
	sameAs string
}

// state is what the flow knows at a point: the values of tracked memory locations (absent:
// unknown) and the states of the handles created by the sites.
//
// A state is never changed once another holds it: a block's input may be its predecessor's
// output itself, and transfer starts from a borrowed view of its input whose maps are
// copied only when an instruction changes them (own), since most blocks change nothing.
type state struct {
	reach    bool
	locs     map[string]vset
	objs     map[int]uint8
	borrowed bool // locs and objs belong to another state
}

// borrow returns a state with the same contents as s that copies them before its first change.
func (s *state) borrow() *state {
	return &state{reach: s.reach, locs: s.locs, objs: s.objs, borrowed: true}
}

// sharesMaps reports whether s and t hold the very same maps (one borrowed them from the other).
func (s *state) sharesMaps(t *state) bool {
	return sameMap(s.locs, t.locs) && sameMap(s.objs, t.objs)
}

// sameMap reports whether a and b are one map.
func sameMap[M ~map[K]V, K comparable, V any](a, b M) bool {
	return reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer()
}

// own gives s maps of its own; every change of a state starts with it.
func (s *state) own() {
	if s.borrowed {
		*s = *s.clone()
	}
}

func (s *state) clone() *state {
	c := &state{reach: s.reach, locs: make(map[string]vset, len(s.locs)), objs: make(map[int]uint8, len(s.objs))}
	for k, v := range s.locs {
		c.locs[k] = v
	}
	for k, v := range s.objs {
		c.objs[k] = v
	}
	return c
}

func join(a, b *state) *state {
	if !a.reach {
		return b.clone()
	}
	if !b.reach {
		return a.clone()
	}
	c := &state{reach: true, locs: map[string]vset{}, objs: map[int]uint8{}}
	for k, v := range a.locs {
		if w, ok := b.locs[k]; ok {
			if u := v.union(w); !u.unknown {
				c.locs[k] = u
			}
		}
	}
	for k, v := range a.objs {
		if w, ok := b.objs[k]; ok {
			c.objs[k] = v | w
		} else {
			c.objs[k] = v | stNone
		}
	}
	for k, w := range b.objs {
		if _, ok := a.objs[k]; !ok {
			c.objs[k] = w | stNone
		}
	}
	return c
}

func (s *state) equal(t *state) bool {
	if s.reach != t.reach || len(s.locs) != len(t.locs) || len(s.objs) != len(t.objs) {
		return false
	}
	if s.sharesMaps(t) {
		return true
	}
	for k, v := range s.locs {
		if w, ok := t.locs[k]; !ok || !v.equal(w) {
			return false
		}
	}
	for k, v := range s.objs {
		if t.objs[k] != v {
			return false
		}
	}
	return true
}

// flow is the value analysis of one function.
type flow struct {
	fn     *model.Function
	al     *alias.Func
	np     int
	sites  []site
	siteOf map[*llvmir.Inst]int
	env    map[string]vset // SSA values
	in     []*state
	out    []*state
	// converged is false when the flow found no fixpoint within its bounds.
	converged bool
	// rank, when not -1, is the rank the flow specialises the function for: MPI_Comm_rank
	// on MPI_COMM_WORLD (or a duplicate of it) gives it.
	rank int
	// visit, when set, is called at every MPI call of a reachable block with the state
	// just before the call, once the flow has converged.
	visit func(e *model.Event, st *state)
	// settle and clock: see settle.go; clock counts the block evaluations of run.
	settle *settle
	clock  int
	evals  []int // how many times run evaluated each block
	// stateRead, when set, is made true by every evaluation that depends on the state or on
	// an SSA value (quiet uses it to see that a call's checks do not depend on the flow).
	stateRead *bool
	// fullArith evaluates divisions, remainders and bitwise operations of constants too
	// (`rank % 2` in a rank-specialised flow); only the collective order check asks for it,
	// the other checks keep their measured behaviour.
	fullArith bool
	// pinned, when set, is the one value invalidArgs takes for argument arg instead of its
	// set (pathInvalidArgs asks about one value of the set at a time).
	pinned struct {
		set bool
		arg int
		val val
	}
	// forced, when set, maps a block ending in a conditional to the one successor the flow
	// follows from it (p2pchoice.go: the matching run once per branch of a choice every
	// process makes alike).
	forced map[int]int
	// routes tells the calls every process reaches on the same path (sameroute.go): their
	// root-only arguments are the root's. nil outside main.
	routes *routes
}

func newFlow(fn *model.Function, np int) *flow {
	fl := bareFlow(fn, np)
	fl.al = alias.New(fn)
	return fl
}

// bareFlow is a flow with the function's handle sites but without its pointer analysis.
func bareFlow(fn *model.Function, np int) *flow {
	fl := &flow{fn: fn, np: np, siteOf: map[*llvmir.Inst]int{}, env: map[string]vset{}, rank: -1}
	for _, b := range fn.Blocks {
		for _, e := range b.Events {
			if e.Kind != model.MPICall {
				continue
			}
			if c, _, ok := constructor(e.MPI); ok {
				fl.siteOf[e.Inst] = len(fl.sites)
				fl.sites = append(fl.sites, site{ev: e, class: c})
			} else if e.MPI.Kind == mpi.PersistentP2P || e.MPI.Kind == mpi.PersistentCollective ||
				e.MPI.Kind == mpi.NonblockingP2P || e.MPI.Kind == mpi.NonblockingCollective {
				fl.siteOf[e.Inst] = len(fl.sites)
				fl.sites = append(fl.sites, site{ev: e, class: mpi.RequestHandle,
					persistent: e.MPI.Kind == mpi.PersistentP2P || e.MPI.Kind == mpi.PersistentCollective})
			}
		}
	}
	return fl
}

// tracked returns the key of a pointer's location when the flow follows its value: an exact
// place in a local variable whose address does not leave the function. obj is the object's
// key when the pointer is into such a variable at all (exact or not).
func (fl *flow) tracked(p *llvmir.Value) (key, obj string) {
	l := fl.al.Pointer(p)
	if l.Obj == nil || l.Obj.Kind != alias.Local || l.Obj.Escapes() {
		return "", ""
	}
	if !l.Exact {
		return "", l.Obj.Key()
	}
	return l.Key(), l.Obj.Key()
}

// forget makes every location of an object unknown.
func (s *state) forget(obj string) {
	for k := range s.locs {
		if strings.HasPrefix(k, obj+"+") {
			s.own()
			delete(s.locs, k)
		}
	}
}

func (fl *flow) write(s *state, p *llvmir.Value, v vset) {
	key, obj := fl.tracked(p)
	switch {
	case key != "":
		s.own()
		if v.unknown || len(v.vals) == 0 {
			delete(s.locs, key)
		} else {
			s.locs[key] = v
		}
	case obj != "":
		s.forget(obj)
	}
}

func (fl *flow) read(s *state, p *llvmir.Value) vset {
	if fl.stateRead != nil {
		*fl.stateRead = true
		return top
	}
	if b := p.Base(); b != nil && b.Kind == llvmir.ValGlobal && b == p {
		if g := fl.fn.Module.Global(b.Name); g != nil && g.Constant && g.Init != nil {
			init := g.Init
			for init.Kind == llvmir.ValAggregate && len(init.Elems()) > 0 {
				init = init.Elems()[0]
			}
			if init.Kind == llvmir.ValInt {
				return single(val{kind: vConst, n: init.Int})
			}
		}
		return top
	}
	key, _ := fl.tracked(p)
	if key == "" {
		return top
	}
	if v, ok := s.locs[key]; ok {
		return v
	}
	return top
}

// eval is the value of an operand.
func (fl *flow) eval(v *llvmir.Value) vset {
	if v == nil {
		return top
	}
	switch v.Kind {
	case llvmir.ValInt:
		if v.Text != "" && v.Text != "true" && v.Text != "false" && strings.ContainsAny(v.Text, "xX") {
			return top
		}
		return single(val{kind: vConst, n: v.Int})
	case llvmir.ValGlobal:
		if n, ok := mpi.GlobalHandleName(v.Name); ok {
			return single(val{kind: vName, name: n})
		}
	case llvmir.ValNull:
		if v.Type == "ptr" || strings.HasSuffix(v.Type, "*") {
			return single(val{kind: vConst}) // a null pointer (`int *buf = NULL`)
		}
	case llvmir.ValConstExpr:
		// An integer made a pointer (`void *p = MPI_COMM_WORLD;` in mpich, where handles
		// are integers), read back by ptrtoint.
		if v.Expr() == "inttoptr" && len(v.Elems()) == 1 && v.Elems()[0].Kind == llvmir.ValInt {
			return fl.eval(v.Elems()[0])
		}
	case llvmir.ValLocal:
		if fl.stateRead != nil {
			*fl.stateRead = true
		}
		if s, ok := fl.env[v.Name]; ok {
			return s
		}
		if fl.isAddr(v, 0) {
			return single(val{kind: vAddr})
		}
	}
	return top
}

// isAddr reports whether v is surely the address of some memory, not a null pointer: a
// local variable (alloca), an element of one or of a global (getelementptr), the
// result of malloc, calloc or realloc (taken as successful).
func (fl *flow) isAddr(v *llvmir.Value, depth int) bool {
	if v == nil || depth > 4 {
		return false
	}
	switch v.Kind {
	case llvmir.ValGlobal:
		_, handle := mpi.GlobalHandleName(v.Name)
		return depth > 0 && !handle && !strings.HasPrefix(v.Name, "ompi_")
	case llvmir.ValLocal:
	default:
		return false
	}
	d := fl.fn.Def(v.Name)
	if d == nil {
		return false
	}
	switch d.Op {
	case "alloca":
		return true
	case "getelementptr":
		return len(d.Operands) > 0 && fl.isAddr(d.Operands[0], depth+1)
	case "call":
		if d.Callee != nil && d.Callee.Kind == llvmir.ValGlobal {
			switch d.Callee.Name {
			case "malloc", "calloc", "realloc":
				return true
			}
		}
	}
	return false
}

// argValue is the value an MPI call receives as argument i: the operand in C, what the
// pointer points to in Fortran.
func (fl *flow) argValue(s *state, e *model.Event, i int) vset {
	if i < 0 || i >= len(e.Inst.Args) {
		return top
	}
	if e.Binding == mpi.Fortran {
		return fl.read(s, e.Inst.Args[i])
	}
	return fl.eval(e.Inst.Args[i])
}

// step applies one instruction to the state.
func (fl *flow) step(s *state, in *llvmir.Inst) {
	switch in.Op {
	case "store":
		if len(in.Operands) == 2 {
			v := fl.eval(in.Operands[0])
			if v.known() {
				v = v.mapVals(func(x val) (val, bool) { x.at = in; return x, true })
			}
			fl.write(s, in.Operands[1], v)
		}
	case "load":
		if in.Result != "" && len(in.Operands) == 1 {
			fl.setEnv(in.Result, fl.read(s, in.Operands[0]))
		}
	case "sext", "zext", "trunc", "bitcast", "freeze":
		if in.Result != "" && len(in.Operands) >= 1 && isIntType(in.Type) {
			fl.setEnv(in.Result, fl.eval(in.Operands[0]))
		}
	case "ptrtoint":
		if in.Result != "" && len(in.Operands) == 1 {
			v := fl.eval(in.Operands[0])
			if !v.all(func(x val) bool { return x.kind == vConst }) {
				v = top // an address is no integer the checks know
			}
			fl.setEnv(in.Result, v)
		}
	case "add", "sub", "mul":
		if in.Result != "" && len(in.Operands) == 2 {
			fl.setEnv(in.Result, arith(in.Op, fl.eval(in.Operands[0]), fl.eval(in.Operands[1])))
		}
	case "sdiv", "srem", "udiv", "urem", "and", "or", "xor", "shl", "ashr", "lshr":
		if in.Result != "" && len(in.Operands) == 2 && fl.fullArith {
			fl.setEnv(in.Result, constArith(in.Op, fl.eval(in.Operands[0]), fl.eval(in.Operands[1])))
		}
	case "icmp":
		if in.Result != "" && len(in.Operands) == 2 && fl.fullArith {
			fl.setEnv(in.Result, constCompare(in.Pred, fl.eval(in.Operands[0]), fl.eval(in.Operands[1])))
		}
	case "select":
		if in.Result != "" && len(in.Operands) == 3 {
			fl.setEnv(in.Result, fl.eval(in.Operands[1]).union(fl.eval(in.Operands[2])))
		}
	case "phi":
		if in.Result != "" {
			u := vset{}
			for _, op := range in.Operands {
				u = u.union(fl.eval(op))
			}
			fl.setEnv(in.Result, u)
		}
	case "call", "invoke":
		e := fl.fn.EventOf(in)
		if e != nil && e.Kind == model.MPICall {
			if fl.visit != nil {
				fl.visit(e, s)
			}
			fl.mpiCall(s, e)
			return
		}
		if isDebug(in) {
			return
		}
		// Any other call may write what it is given a pointer to.
		for _, a := range in.Args {
			if _, obj := fl.tracked(a); obj != "" {
				s.forget(obj)
			}
		}
	}
}

func isDebug(in *llvmir.Inst) bool {
	n := in.CalledFunction()
	return strings.HasPrefix(n, "llvm.dbg.") || strings.HasPrefix(n, "llvm.lifetime.")
}

func isIntType(t string) bool { return strings.HasPrefix(t, "i") }

func arith(op string, a, b vset) vset {
	if !a.known() || !b.known() {
		return top
	}
	if len(b.vals) == 1 && b.vals[0].kind == vConst {
		k := b.vals[0].n
		return a.mapVals(func(x val) (val, bool) {
			switch {
			case x.kind == vConst:
				switch op {
				case "add":
					x.n += k
				case "sub":
					x.n -= k
				default:
					x.n *= k
				}
				return x, true
			case x.kind == vSize && op == "add":
				x.n += k
				return x, true
			case x.kind == vSize && op == "sub":
				x.n -= k
				return x, true
			}
			return x, false
		})
	}
	if len(a.vals) == 1 && a.vals[0].kind == vConst && op != "sub" {
		return arith(op, b, a)
	}
	return top
}

// predefinedComm is the predefined communicator whose processes a communicator value has
// (MPI_COMM_WORLD, MPI_COMM_SELF, or a duplicate of one), "" when unknown.
func (fl *flow) predefinedComm(v vset) string {
	// MPI_COMM_NULL (a split's other outcome) makes the call invalid anyway.
	v = v.filter(func(x val) bool { return x.handleName() != "MPI_COMM_NULL" })
	if !v.known() || len(v.vals) != 1 {
		return ""
	}
	x := v.vals[0]
	if x.kind == vHandle {
		return fl.sites[x.site].sameAs
	}
	switch n := x.handleName(); n {
	case "MPI_COMM_WORLD", "MPI_COMM_SELF":
		return n
	}
	return ""
}

// dupOrWorld: MPI_COMM_WORLD or a duplicate of it, whose ranks are those of MPI_COMM_WORLD
// (a split with one colour may reorder them by its key).
func (fl *flow) dupOrWorld(v vset) bool {
	v = v.filter(func(x val) bool { return x.handleName() != "MPI_COMM_NULL" })
	if !v.known() || len(v.vals) != 1 {
		return false
	}
	x := v.vals[0]
	if x.kind == vHandle {
		st := fl.sites[x.site]
		n := st.ev.MPI.Name
		return (n == "MPI_Comm_dup" || n == "MPI_Comm_dup_with_info") && st.sameAs == "MPI_COMM_WORLD"
	}
	return x.handleName() == "MPI_COMM_WORLD"
}

// commKey names the communicator a value designates, for MPI_Comm_size results.
func commKey(v vset) string {
	if !v.known() || len(v.vals) != 1 {
		return ""
	}
	return v.vals[0].key()
}

// mpiCall applies the effects of an MPI call.
func (fl *flow) mpiCall(s *state, e *model.Event) {
	s.own()
	f := e.MPI
	args := e.Inst.Args
	old := map[int]vset{} // the values of the arguments passed by pointer, before the call
	for i, a := range args {
		written := f.CWritten(i) // pointers not to const: MPI reads the others (dims, counts, ...)
		if e.Binding == mpi.Fortran {
			written = f.FortranWritten(i)
		}
		if written {
			old[i] = fl.read(s, a)
			fl.write(s, a, top)
		}
	}
	idx := e.ArgIndex()
	name := f.Name
	switch {
	case f.Kind == mpi.Size && idx.Size >= 0 && idx.Size < len(args):
		comm := fl.argValue(s, e, idx.Comm)
		var v vset
		switch {
		case name == "MPI_Comm_size" && fl.predefinedComm(comm) == "MPI_COMM_SELF":
			v = single(val{kind: vConst, n: 1})
		case name == "MPI_Comm_size" && fl.np > 0 && fl.predefinedComm(comm) == "MPI_COMM_WORLD":
			v = single(val{kind: vConst, n: int64(fl.np)})
		case name == "MPI_Comm_size" && commKey(comm) != "":
			v = single(val{kind: vSize, name: commKey(comm), at: e.Inst})
		default:
			v = top
		}
		fl.write(s, args[idx.Size], v)
	}
	if fl.rank >= 0 && name == "MPI_Comm_rank" && idx.Rank >= 0 && idx.Rank < len(args) {
		if fl.dupOrWorld(fl.argValue(s, e, idx.Comm)) {
			fl.write(s, args[idx.Rank], single(val{kind: vConst, n: int64(fl.rank), at: e.Inst}))
		}
	}
	if si, ok := fl.siteOf[e.Inst]; ok {
		st := fl.sites[si]
		out := idx.Request
		if st.class != mpi.RequestHandle {
			_, pname, _ := constructor(f)
			out = paramIndex(f, e.Binding, pname)
		}
		if st.class == mpi.CommHandle && idx.Comm >= 0 {
			parent := fl.predefinedComm(fl.argValue(s, e, idx.Comm))
			switch name {
			case "MPI_Comm_dup", "MPI_Comm_dup_with_info", "MPI_Comm_idup", "MPI_Comm_idup_with_info":
			case "MPI_Comm_split":
				c := fl.argValue(s, e, paramIndex(f, e.Binding, "color"))
				if !c.known() || len(c.vals) != 1 || c.vals[0].kind != vConst || c.vals[0].n < 0 {
					parent = ""
				}
			default:
				parent = ""
			}
			if fl.sites[si].sameAs != parent {
				fl.sites[si].sameAs = parent
				if fl.settle != nil {
					fl.settle.sitesAt = fl.clock // the MPI calls of other blocks read it
				}
			}
		}
		if out >= 0 && out < len(args) {
			v := single(val{kind: vHandle, site: si, at: e.Inst})
			if mayBeNull(name) {
				v = v.union(single(val{kind: vConst, n: nullOf(st.class), at: e.Inst}))
			}
			fl.write(s, args[out], v)
			s.objs[si] = stLive
		}
		return
	}
	switch name {
	case "MPI_Type_commit":
		fl.setObjs(s, old[0], stCommitted)
		fl.restore(s, e, 0, old)
	case "MPI_Comm_free", "MPI_Comm_disconnect", "MPI_Type_free", "MPI_Op_free", "MPI_Group_free", "MPI_Win_free", "MPI_Request_free":
		fl.setObjs(s, old[0], stFreed)
		if c, ok := freeClass[name]; ok && len(args) > 0 {
			fl.write(s, args[0], single(val{kind: vConst, n: nullOf(c), at: e.Inst}))
		}
	case "MPI_Start":
		fl.setObjs(s, old[0], stActive)
		fl.restore(s, e, 0, old)
	case "MPI_Wait", "MPI_Test":
		req := old[0]
		if req.known() && req.all(func(v val) bool { return v.kind == vHandle && fl.sites[v.site].persistent }) {
			if name == "MPI_Wait" {
				fl.setObjs(s, req, stLive)
			} else {
				fl.addObjs(s, req, stLive)
			}
			fl.restore(s, e, 0, old)
		} else if name == "MPI_Wait" && req.known() && req.all(func(v val) bool { return v.kind == vHandle && !fl.sites[v.site].persistent }) {
			fl.write(s, args[0], single(val{kind: vConst, n: nullOf(mpi.RequestHandle), at: e.Inst}))
		}
	}
}

// restore gives argument i its value from before the call (a handle the call reads and
// writes back unchanged, such as MPI_Type_commit's).
func (fl *flow) restore(s *state, e *model.Event, i int, old map[int]vset) {
	if v, ok := old[i]; ok && i < len(e.Inst.Args) {
		fl.write(s, e.Inst.Args[i], v)
	}
}

// setObjs puts the handles of v into state st: exactly when v names one handle, as a
// possibility otherwise.
func (fl *flow) setObjs(s *state, v vset, st uint8) {
	if !v.known() {
		return
	}
	var hs []int
	for _, x := range v.vals {
		if x.kind == vHandle {
			hs = append(hs, x.site)
		}
	}
	if len(hs) == 1 && len(v.vals) == 1 {
		s.objs[hs[0]] = st
		return
	}
	for _, h := range hs {
		s.objs[h] |= st
	}
}

func (fl *flow) addObjs(s *state, v vset, st uint8) {
	if !v.known() {
		return
	}
	for _, x := range v.vals {
		if x.kind == vHandle {
			s.objs[x.site] |= st
		}
	}
}

func isHandle(v vset, name string) bool {
	return v.all(func(x val) bool { return x.handleName() == name })
}

// paramIndex finds a parameter by name in the binding's parameter list (the registry writes
// pointer parameters with a leading '*').
func paramIndex(f *mpi.Func, b mpi.Binding, name string) int {
	ps := f.Params
	if b == mpi.Fortran {
		ps = f.FortranParams
	}
	for i, p := range ps {
		if strings.TrimPrefix(p, "*") == name {
			return i
		}
	}
	return -1
}

// constructors: the MPI functions creating a handle the program must free, with its class
// and the parameter that receives it.
var constructors = map[string]struct {
	class mpi.HandleClass
	param string
}{}

func init() {
	for _, n := range []string{"MPI_Comm_dup", "MPI_Comm_dup_with_info", "MPI_Comm_idup", "MPI_Comm_idup_with_info",
		"MPI_Comm_split", "MPI_Comm_split_type", "MPI_Comm_create", "MPI_Comm_create_group"} {
		constructors[n] = struct {
			class mpi.HandleClass
			param string
		}{mpi.CommHandle, "newcomm"}
	}
	constructors["MPI_Cart_create"] = struct {
		class mpi.HandleClass
		param string
	}{mpi.CommHandle, "comm_cart"}
	constructors["MPI_Cart_sub"] = struct {
		class mpi.HandleClass
		param string
	}{mpi.CommHandle, "newcomm"}
	constructors["MPI_Graph_create"] = struct {
		class mpi.HandleClass
		param string
	}{mpi.CommHandle, "comm_graph"}
	for _, n := range []string{"MPI_Dist_graph_create", "MPI_Dist_graph_create_adjacent"} {
		constructors[n] = struct {
			class mpi.HandleClass
			param string
		}{mpi.CommHandle, "comm_dist_graph"}
	}
	constructors["MPI_Comm_group"] = struct {
		class mpi.HandleClass
		param string
	}{mpi.GroupHandle, "group"}
	for _, n := range []string{"MPI_Group_incl", "MPI_Group_excl", "MPI_Group_range_incl", "MPI_Group_range_excl",
		"MPI_Group_union", "MPI_Group_intersection", "MPI_Group_difference"} {
		constructors[n] = struct {
			class mpi.HandleClass
			param string
		}{mpi.GroupHandle, "newgroup"}
	}
	for _, n := range []string{"MPI_Type_contiguous", "MPI_Type_vector", "MPI_Type_hvector", "MPI_Type_create_hvector",
		"MPI_Type_indexed", "MPI_Type_hindexed", "MPI_Type_create_hindexed", "MPI_Type_create_indexed_block",
		"MPI_Type_create_hindexed_block", "MPI_Type_struct", "MPI_Type_create_struct", "MPI_Type_create_subarray",
		"MPI_Type_create_darray", "MPI_Type_create_resized", "MPI_Type_dup"} {
		constructors[n] = struct {
			class mpi.HandleClass
			param string
		}{mpi.DatatypeHandle, "newtype"}
	}
	constructors["MPI_Op_create"] = struct {
		class mpi.HandleClass
		param string
	}{mpi.OpHandle, "op"}
	for _, n := range []string{"MPI_Win_create", "MPI_Win_allocate", "MPI_Win_allocate_shared", "MPI_Win_create_dynamic"} {
		constructors[n] = struct {
			class mpi.HandleClass
			param string
		}{mpi.WinHandle, "win"}
	}
}

func constructor(f *mpi.Func) (mpi.HandleClass, string, bool) {
	c, ok := constructors[f.Name]
	return c.class, c.param, ok
}

// mayBeNull: constructors that give MPI_COMM_NULL to some processes.
func mayBeNull(name string) bool {
	switch name {
	case "MPI_Comm_split", "MPI_Comm_split_type", "MPI_Comm_create", "MPI_Comm_create_group",
		"MPI_Cart_create", "MPI_Graph_create", "MPI_Cart_sub":
		return true
	}
	return false
}

// freeClass: the functions freeing a handle, and its class (the handle argument is set to
// the class's null handle).
var freeClass = map[string]mpi.HandleClass{
	"MPI_Comm_free": mpi.CommHandle, "MPI_Comm_disconnect": mpi.CommHandle, "MPI_Type_free": mpi.DatatypeHandle,
	"MPI_Op_free": mpi.OpHandle, "MPI_Group_free": mpi.GroupHandle, "MPI_Win_free": mpi.WinHandle,
	"MPI_Request_free": mpi.RequestHandle,
}

var nullNames = map[mpi.HandleClass]string{
	mpi.CommHandle: "MPI_COMM_NULL", mpi.GroupHandle: "MPI_GROUP_NULL", mpi.DatatypeHandle: "MPI_DATATYPE_NULL",
	mpi.OpHandle: "MPI_OP_NULL", mpi.WinHandle: "MPI_WIN_NULL", mpi.RequestHandle: "MPI_REQUEST_NULL",
}

// nullOf is mpich's integer for the null handle of a class.
func nullOf(c mpi.HandleClass) int64 {
	v, _ := mpi.HandleValue(nullNames[c])
	return v
}

// run iterates the flow to its fixpoint, then calls visit once per MPI call of every
// reachable block.
func (fl *flow) run() {
	n := len(fl.fn.Blocks)
	fl.in = make([]*state, n)
	out := make([]*state, n)
	for i := range fl.in {
		fl.in[i] = &state{locs: map[string]vset{}, objs: map[int]uint8{}}
		out[i] = &state{locs: map[string]vset{}, objs: map[int]uint8{}}
	}
	fl.in[0].reach = true
	rpo := fl.fn.RPO()
	visit := fl.visit
	fl.visit = nil
	fl.settle = newSettle(fl)
	fl.evals = make([]int, n)
	outAt := make([]int, n)  // the step at which out[b] last changed
	seenAt := make([]int, n) // the step at which b was last evaluated, 0 never
	// The bound is on evaluations: 40 per block on average (a block skipped because nothing
	// it reads changed costs nothing).
	budget := 40 * (n + 1)
	for changed := true; changed && budget > 0; {
		changed = false
		for _, b := range rpo {
			if seenAt[b] > 0 && !fl.settle.changedSince(fl, b, seenAt[b], outAt) {
				continue // it would compute the same output (settle.go)
			}
			budget--
			fl.clock++
			seenAt[b] = fl.clock
			fl.evals[b]++
			in := fl.in[b]
			if b != 0 {
				in = fl.dropDead(fl.joinPreds(out, b), b)
				fl.in[b] = in
			}
			o := fl.transfer(in, b)
			if !o.equal(out[b]) {
				out[b] = o
				outAt[b] = fl.clock
				changed = true
			}
		}
	}
	fl.out = out
	if budget <= 0 {
		return // no fixpoint in bounds: report nothing for this function
	}
	fl.converged = true
	fl.visit = visit
	for _, b := range rpo {
		if fl.in[b].reach {
			fl.transfer(fl.in[b], b)
		}
	}
}

// setEnv gives an SSA value its value set and notes when it changes (settle.go).
func (fl *flow) setEnv(name string, v vset) {
	if old, ok := fl.env[name]; fl.settle != nil && (!ok || !old.identical(v)) {
		fl.settle.envAt[name] = fl.clock
	}
	fl.env[name] = v
}

// joinPreds is the state on entry to block b: the join of what the edges from its reachable
// predecessors carry. A single reachable edge's state is shared, not copied (states do not
// change once made).
func (fl *flow) joinPreds(out []*state, b int) *state {
	var in *state
	for _, p := range fl.fn.CFG.Pred[b] {
		e := fl.edge(out[p], p, b)
		switch {
		case !e.reach:
		case in == nil:
			in = e
		default:
			in = join(in, e)
		}
	}
	if in == nil {
		return &state{locs: map[string]vset{}, objs: map[int]uint8{}}
	}
	return in
}

func (fl *flow) transfer(in *state, b int) *state {
	s := in.borrow()
	if !s.reach {
		return s
	}
	blk := fl.fn.Blocks[b]
	for _, inst := range blk.IR.Insts {
		fl.step(s, inst)
		if inst == blk.NoReturn {
			break
		}
	}
	return s
}

// edge refines the state at the end of block p for the edge to s: a branch on a comparison
// of a tracked value with a constant keeps only the values that take that edge, and an edge
// no value can take is not reachable.
func (fl *flow) edge(out *state, p, s int) *state {
	if !out.reach {
		return out
	}
	if only, ok := fl.forced[p]; ok && only != s {
		return &state{locs: map[string]vset{}, objs: map[int]uint8{}} // the branch not chosen
	}
	term := fl.fn.Terminator(p)
	if term == nil || term.Op != "br" || len(term.Succs) != 2 || len(term.Operands) == 0 || term.Succs[0] == term.Succs[1] {
		return out
	}
	cond := term.Operands[0]
	if cond.Kind != llvmir.ValLocal {
		return out
	}
	taken := term.Succs[0].Index == s
	if fl.fullArith {
		if v := fl.eval(cond); v.known() && len(v.vals) == 1 && v.vals[0].kind == vConst && (v.vals[0].n != 0) != taken {
			return &state{locs: map[string]vset{}, objs: map[int]uint8{}} // a decided branch
		}
	}
	cmp := fl.fn.Def(cond.Name)
	if cmp == nil || cmp.Op != "icmp" || len(cmp.Operands) != 2 {
		return out
	}
	x, c := cmp.Operands[0], cmp.Operands[1]
	pred := cmp.Pred
	cv := fl.eval(c)
	if !cv.known() || len(cv.vals) != 1 || cv.vals[0].kind != vConst {
		x, c = c, x
		cv = fl.eval(c)
		pred = llvmir.SwapPredicate(pred)
		if !cv.known() || len(cv.vals) != 1 || cv.vals[0].kind != vConst {
			return out
		}
	}
	k := cv.vals[0].n
	keep := func(v val) bool {
		r, ok := decide(pred, v, k)
		return !ok || r == taken
	}
	xv := fl.eval(x)
	if xv.known() && len(xv.filter(keep).vals) == 0 {
		return &state{locs: map[string]vset{}, objs: map[int]uint8{}} // no value takes this edge
	}
	// Refine the location x was loaded from.
	ld := fl.loadOf(x)
	if ld == nil {
		return out
	}
	key, _ := fl.tracked(ld.Operands[0])
	cur, ok := out.locs[key]
	if key == "" || !ok {
		return out
	}
	r := out.clone()
	nv := cur.filter(keep)
	r.locs[key] = nv
	// A handle no longer held on this edge was not created (a constructor gave the null
	// handle) when the location held it and only the null handle otherwise.
	for _, v := range cur.vals {
		if v.kind == vHandle && !containsKey(nv, v.key()) {
			if _, ok := r.objs[v.site]; ok && mayBeNull(fl.sites[v.site].ev.MPI.Name) {
				r.objs[v.site] = stNone
			}
		}
	}
	return r
}

func containsKey(s vset, k string) bool {
	for _, v := range s.vals {
		if v.key() == k {
			return true
		}
	}
	return false
}

// loadOf returns the load a value comes from, through integer casts.
func (fl *flow) loadOf(x *llvmir.Value) *llvmir.Inst {
	for depth := 0; x != nil && x.Kind == llvmir.ValLocal && depth < 4; depth++ {
		d := fl.fn.Def(x.Name)
		if d == nil {
			return nil
		}
		switch d.Op {
		case "load":
			if len(d.Operands) == 1 {
				return d
			}
			return nil
		case "sext", "zext", "trunc":
			x = d.Operands[0]
		default:
			return nil
		}
	}
	return nil
}

// decide evaluates `v pred k` when it can.
func decide(pred string, v val, k int64) (bool, bool) {
	switch v.kind {
	case vConst:
		a := v.n
		switch pred {
		case "eq":
			return a == k, true
		case "ne":
			return a != k, true
		case "slt":
			return a < k, true
		case "sle":
			return a <= k, true
		case "sgt":
			return a > k, true
		case "sge":
			return a >= k, true
		}
	case vHandle, vName:
		// A created handle is none of the predefined constants (its null case is a value of
		// its own); a named handle is known only by name.
		if v.kind == vHandle {
			if _, predefined := mpi.HandleName(k); predefined || k == 0 {
				switch pred {
				case "eq":
					return false, true
				case "ne":
					return true, true
				}
			}
		}
	}
	return false, false
}
