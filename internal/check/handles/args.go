package handles

import (
	"fmt"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// problem is one invalid argument found at a call.
type problem struct {
	what string // "its communicator", "its root"
	why  string // "is MPI_COMM_NULL"
	vals vset
}

// communicates: the kinds of calls that move data with a datatype.
func communicates(k mpi.Kind) bool {
	switch k {
	case mpi.Collective, mpi.NonblockingCollective, mpi.PersistentCollective, mpi.PointToPoint,
		mpi.NonblockingP2P, mpi.PersistentP2P, mpi.RMAComm:
		return true
	}
	return false
}

// rootOnly: arguments significant only at the root (any value is valid elsewhere).
func rootOnly(f *mpi.Func, role string) bool {
	base := f.Family()
	switch base {
	case "MPI_Gather", "MPI_Gatherv":
		return role == "recv"
	case "MPI_Scatter", "MPI_Scatterv":
		return role == "send"
	}
	return false
}

// noOpOrigin: the accumulate calls whose origin buffer, count and datatype MPI_NO_OP ignores.
func noOpOrigin(f *mpi.Func) bool {
	base := f.Family()
	switch base {
	case "MPI_Get_accumulate", "MPI_Rget_accumulate", "MPI_Fetch_and_op":
		return true
	}
	return false
}

func isSend(f *mpi.Func) bool {
	base := f.Family()
	switch base {
	case "MPI_Send", "MPI_Bsend", "MPI_Ssend", "MPI_Rsend", "MPI_Sendrecv", "MPI_Sendrecv_replace":
		return true
	}
	return false
}

func isRecv(f *mpi.Func) bool {
	base := f.Family()
	switch base {
	case "MPI_Recv", "MPI_Probe", "MPI_Mprobe":
		return true
	}
	return false
}

// cartQueries are the functions that need a communicator with a Cartesian topology.
var cartQueries = map[string]bool{
	"MPI_Cart_get": true, "MPI_Cart_coords": true, "MPI_Cart_rank": true, "MPI_Cart_shift": true,
	"MPI_Cart_sub": true, "MPI_Cartdim_get": true,
}

// noTopology: handles that have no process topology: the predefined communicators and
// what MPI_Comm_split and MPI_Comm_create return.
func (fl *flow) noTopology(v val) bool {
	switch v.handleName() {
	case "MPI_COMM_WORLD", "MPI_COMM_SELF":
		return true
	}
	if v.kind == vHandle {
		switch fl.sites[v.site].ev.MPI.Name {
		case "MPI_Comm_split", "MPI_Comm_split_type", "MPI_Comm_create", "MPI_Comm_create_group":
			return true
		}
	}
	return false
}

// invalidArgs lists the arguments of an MPI call that are invalid whatever path reached it.
func (fl *flow) invalidArgs(s *state, e *model.Event) []problem {
	f := e.MPI
	idx := e.ArgIndex()
	var out []problem
	add := func(what, why string, v vset) { out = append(out, problem{what, why, v}) }
	arg := func(i int) vset {
		if i < 0 {
			return vset{}
		}
		if i == fl.pinned.arg && fl.pinned.set {
			return single(fl.pinned.val)
		}
		return fl.argValue(s, e, i)
	}
	scalar := func(i int) bool { // a parameter that is not an array in C
		if i < 0 {
			return false
		}
		ci := i
		if e.Binding == mpi.Fortran {
			if i >= len(f.FortranParams) {
				return false
			}
			ci = paramIndex(f, mpi.C, f.FortranParams[i])
		}
		return ci >= 0 && !f.CPointer(ci)
	}
	named := func(v vset, name string) bool { return v.all(func(x val) bool { return x.handleName() == name }) }
	// zero: a C handle argument that is 0 on every path (`MPI_Comm comm = NULL;`): no handle
	// of either ABI is 0 (mpich's null handles are 0x04000000, 0x0c000000, 0x18000000...;
	// Open MPI's are addresses of globals). Not in Fortran, whose handles are small integers
	// in Open MPI (MPI_COMM_WORLD is 0 there).
	zero := func(v vset) bool {
		return e.Binding == mpi.C && v.all(func(x val) bool { return x.kind == vConst && x.n == 0 })
	}

	// The communicator.
	if f.Over == mpi.OverComm || f.Over == mpi.NoScope && idx.Comm >= 0 {
		if idx.Comm >= 0 && scalar(idx.Comm) && !strings.Contains(strings.ToLower(f.Name), "2f") && !strings.Contains(strings.ToLower(f.Name), "f2") {
			c := arg(idx.Comm)
			switch {
			case named(c, "MPI_COMM_NULL"):
				add("its communicator", "is MPI_COMM_NULL", c)
			case zero(c):
				add("its communicator", "is a null pointer (0), not a communicator", c)
			case fl.freed(s, c):
				add("its communicator", "was freed", c)
			case cartQueries[f.Name] && c.all(fl.noTopology):
				add("its communicator", "has no Cartesian topology", c)
			}
		}
	}
	if f.Name == "MPI_Comm_free" || f.Name == "MPI_Comm_disconnect" {
		c := fl.read(s, e.Inst.Args[0])
		switch {
		case c.all(func(x val) bool { n := x.handleName(); return n == "MPI_COMM_WORLD" || n == "MPI_COMM_SELF" }):
			add("its communicator", "is a predefined communicator, which must not be freed", c)
		case named(c, "MPI_COMM_NULL"):
			add("its communicator", "is MPI_COMM_NULL", c)
		}
	}

	// Arguments the standard says are ignored: the send count and datatype when the send
	// buffer is MPI_IN_PLACE; the receive count and datatype of MPI_Scatter(v) when the
	// receive buffer is MPI_IN_PLACE (at the root); the origin count and datatype of
	// MPI_(R)Get_accumulate and MPI_Fetch_and_op with MPI_NO_OP (MPI-4.0 §12.3.4).
	inPlace := idx.Buffer >= 0 && idx.Buffer < len(e.Inst.Args) && isInPlace(e.Inst.Args[idx.Buffer]) ||
		idx.Op >= 0 && scalar(idx.Op) && noOpOrigin(f) && named(arg(idx.Op), "MPI_NO_OP")
	recvInPlace := rootOnly(f, "send") && idx.RecvBuffer >= 0 && idx.RecvBuffer < len(e.Inst.Args) && isInPlace(e.Inst.Args[idx.RecvBuffer])
	// otherOnly: an argument only the root reads, at a call the root may not run with
	// these values (sameroute.go); any value is then valid.
	otherOnly := func(role string) bool { return fl.othersOnly(e, role) }

	// Datatypes.
	if communicates(f.Kind) && f.Name != "MPI_Alltoallw" && f.Name != "MPI_Ialltoallw" && f.Name != "MPI_Alltoallw_init" {
		for _, r := range []struct {
			i    int
			role string
			what string
		}{{idx.Datatype, "send", "its datatype"}, {idx.RecvDatatype, "recv", "its receive datatype"}, {idx.TargetDatatype, "target", "its target datatype"}} {
			if r.i < 0 || !scalar(r.i) || otherOnly(r.role) || r.role == "send" && inPlace || r.role == "recv" && recvInPlace {
				continue
			}
			if r.role == "send" && r.i == idx.Datatype && idx.RecvDatatype >= 0 {
				r.what = "its send datatype"
			}
			t := arg(r.i)
			switch {
			case named(t, "MPI_DATATYPE_NULL"):
				add(r.what, "is MPI_DATATYPE_NULL", t)
			case zero(t):
				add(r.what, "is a null pointer (0), not a datatype", t)
			case fl.freed(s, t):
				add(r.what, "was freed", t)
			case t.all(func(x val) bool {
				return x.kind == vHandle && fl.sites[x.site].class == mpi.DatatypeHandle && s.objs[x.site] == stLive
			}):
				add(r.what, "was not committed (MPI_Type_commit)", t)
			}
		}
	}

	// The reduction operation.
	if idx.Op >= 0 && scalar(idx.Op) {
		o := arg(idx.Op)
		switch {
		case named(o, "MPI_OP_NULL"):
			add("its operation", "is MPI_OP_NULL", o)
		case zero(o):
			add("its operation", "is a null pointer (0), not an operation", o)
		case f.Collective && (named(o, "MPI_REPLACE") || named(o, "MPI_NO_OP")):
			// MPI-4.0 §6.9.2: MPI_REPLACE and MPI_NO_OP are for the accumulate functions only.
			add("its operation", "is "+o.vals[0].handleName()+", which only one-sided accumulate functions accept", o)
		case fl.freed(s, o):
			add("its operation", "was freed", o)
		default:
			if idx.Datatype >= 0 && scalar(idx.Datatype) && o.known() && len(o.vals) == 1 {
				if t := arg(idx.Datatype); t.known() && len(t.vals) == 1 {
					if why := opTypeProblem(o.vals[0].handleName(), t.vals[0].handleName()); why != "" {
						add("its operation", why, o)
					}
				}
			}
		}
	}

	// Buffers. One count and datatype describe both buffers of a reduction.
	buffers := []bufferArg{{idx.Buffer, idx.Count, idx.Datatype, "send", "its buffer", 1, false}, {idx.RecvBuffer, idx.RecvCount, idx.RecvDatatype, "recv", "its receive buffer", 1, false}}
	if idx.RecvBuffer >= 0 {
		buffers[0].what = "its send buffer"
	}
	switch f.Family() {
	case "MPI_Reduce", "MPI_Allreduce", "MPI_Scan", "MPI_Exscan", "MPI_Reduce_local":
		if idx.RecvCount < 0 && idx.RecvDatatype < 0 {
			buffers[1].count, buffers[1].dt = idx.Count, idx.Datatype
		}
	}
	comm := vset{}
	if idx.Comm >= 0 && f.Over != mpi.OverWin {
		comm = arg(idx.Comm)
	}
	for _, r := range buffers {
		if !communicates(f.Kind) || r.buf < 0 || r.count < 0 || r.dt < 0 || !scalar(r.count) || !scalar(r.dt) ||
			r.role == "send" && inPlace || r.role == "recv" && recvInPlace {
			continue
		}
		c, t := arg(r.count), arg(r.dt)
		// A variable of a known type (buftype.go), in both bindings. A typed variable given
		// as a root-only buffer is the root's buffer too: every process, the root included,
		// passes the same variable, count and datatype.
		r.blocks, r.guessed = fl.blocksOf(e, r.role, comm)
		out = append(out, fl.bufferProblems(e, r, c, t)...)

		// A null pointer with a positive count of a predefined datatype (C; MPI_BOTTOM is a
		// null pointer too, but only derived datatypes of absolute addresses may start there).
		// Not the buffers only the root reads (nor MPI_Reduce's receive buffer, which
		// processes but the root often pass as NULL), unless the root runs this call.
		if e.Binding != mpi.C || otherOnly(r.role) {
			continue
		}
		if !c.all(func(x val) bool { return x.kind == vConst && x.n > 0 }) ||
			!t.all(func(x val) bool { n := x.handleName(); return n != "" && n != "MPI_DATATYPE_NULL" }) {
			continue
		}
		if fl.stateRead != nil && !(r.buf < len(e.Inst.Args) && e.Inst.Args[r.buf].Kind == llvmir.ValNull) {
			// The quiet probe (handles.go): a buffer read from a variable can be null only
			// where the function stores a null pointer; then the flow must run.
			if fl.storesNull() {
				*fl.stateRead = true
			}
			continue
		}
		if b := arg(r.buf); zero(b) {
			add(r.what, "is a null pointer (0) while its count is positive", b)
		}
	}

	// Counts.
	if communicates(f.Kind) {
		for _, r := range []struct {
			i    int
			what string
		}{{idx.Count, "its count"}, {idx.RecvCount, "its receive count"}, {idx.TargetCount, "its target count"}} {
			if r.i < 0 || !scalar(r.i) || r.i == idx.RecvCount && (otherOnly("recv") || recvInPlace) || r.i == idx.Count && (otherOnly("send") || inPlace) {
				continue
			}
			if c := arg(r.i); c.all(func(x val) bool { return x.kind == vConst && x.n < 0 }) {
				add(r.what, "is negative", c)
			}
		}
	}

	// Ranks: root, destination, source.
	impl := mpi.MPICH
	if idx.Root >= 0 && f.Collective && scalar(idx.Root) {
		r := arg(idx.Root)
		if r.all(func(x val) bool { return fl.badRank(x, comm, false, false, impl) }) {
			add("its root", fl.rankWhy(r, comm), r)
		}
	}
	if idx.Target >= 0 && scalar(idx.Target) && (f.Kind == mpi.PointToPoint || f.Kind == mpi.NonblockingP2P || f.Kind == mpi.PersistentP2P) {
		r := arg(idx.Target)
		if r.all(func(x val) bool { return fl.badRank(x, comm, true, false, impl) }) {
			add("its destination", fl.rankWhy(r, comm), r)
		}
	}
	if idx.Source >= 0 && scalar(idx.Source) {
		r := arg(idx.Source)
		if r.all(func(x val) bool { return fl.badRank(x, comm, true, true, impl) }) {
			add("its source", fl.rankWhy(r, comm), r)
		}
	}

	// Tags.
	if idx.Tag >= 0 && scalar(idx.Tag) && (isSend(f) || isRecv(f)) {
		t := arg(idx.Tag)
		if t.all(func(x val) bool { return x.kind == vConst && x.n < 0 && (isSend(f) || x.n != impl.AnyTag) }) {
			add("its tag", "is negative", t)
		}
	}

	// Other arguments with constant constraints.
	negative := func(name, what string) {
		if i := paramIndex(f, e.Binding, name); i >= 0 && scalar(i) {
			if v := arg(i); v.all(func(x val) bool { return x.kind == vConst && x.n < 0 }) {
				add(what, "is negative", v)
			}
		}
	}
	if e.Binding == mpi.C {
		switch f.Name {
		case "MPI_Type_contiguous", "MPI_Type_vector", "MPI_Type_create_hvector", "MPI_Type_indexed",
			"MPI_Type_create_hindexed", "MPI_Type_create_indexed_block", "MPI_Type_create_hindexed_block", "MPI_Type_create_struct":
			// Type constructors (MPI-4.0 §5.1.2): counts and block lengths are non-negative,
			// the old type a datatype, newtype where the handle is written.
			negative("count", "its count")
			negative("blocklength", "its block length")
			if i := paramIndex(f, e.Binding, "oldtype"); i >= 0 && scalar(i) {
				if t := arg(i); zero(t) {
					add("its old datatype", "is a null pointer (0), not a datatype", t)
				}
			}
			if i := paramIndex(f, e.Binding, "newtype"); i >= 0 && i < len(e.Inst.Args) && e.Inst.Args[i].Kind == llvmir.ValNull ||
				i >= 0 && fl.stateRead == nil && zero(arg(i)) {
				add("its new datatype", "is a null pointer (0): MPI has nowhere to write the handle", arg(i))
			}
		case "MPI_Win_create", "MPI_Win_allocate", "MPI_Win_allocate_shared":
			// MPI-4.0 §12.2: size is non-negative, disp_unit positive.
			negative("size", "its size")
			if i := paramIndex(f, e.Binding, "disp_unit"); i >= 0 && scalar(i) {
				if v := arg(i); v.all(func(x val) bool { return x.kind == vConst && x.n <= 0 }) {
					add("its displacement unit", "is not positive", v)
				}
			}
		}
	}
	switch f.Name {
	case "MPI_Comm_split":
		if i := paramIndex(f, e.Binding, "color"); i >= 0 {
			c := arg(i)
			if c.all(func(x val) bool { return x.kind == vConst && x.n < 0 && x.n != impl.Undefined }) {
				add("its color", "is negative (only MPI_UNDEFINED may be)", c)
			}
		}
	case "MPI_Cart_create":
		nd := arg(paramIndex(f, e.Binding, "ndims"))
		if nd.all(func(x val) bool { return x.kind == vConst && x.n < 0 }) {
			add("its number of dimensions", "is negative", nd)
		} else if len(nd.vals) == 1 && nd.known() && nd.vals[0].kind == vConst && nd.vals[0].n <= 16 {
			if di := paramIndex(f, e.Binding, "dims"); di >= 0 && di < len(e.Inst.Args) {
				l := fl.al.Pointer(e.Inst.Args[di])
				if l.Obj != nil && l.Exact {
					for k := int64(0); k < nd.vals[0].n; k++ {
						key := l.Obj.Key() + "+" + fmt.Sprint(l.Off+4*k)
						if _, obj := fl.tracked(e.Inst.Args[di]); obj == "" {
							break
						}
						if v, ok := s.locs[key]; ok && v.all(func(x val) bool { return x.kind == vConst && x.n < 0 }) {
							add(fmt.Sprintf("dims[%d]", k), "is negative", v)
							break
						}
					}
				}
			}
		}
	case "MPI_Start", "MPI_Request_free":
		r := fl.read(s, e.Inst.Args[0])
		switch {
		case named(r, "MPI_REQUEST_NULL"):
			add("its request", "is MPI_REQUEST_NULL", r)
		case f.Name == "MPI_Start" && r.all(func(x val) bool { return x.kind == vHandle && !fl.sites[x.site].persistent }):
			add("its request", "is not a persistent request (MPI_Start needs one made by an MPI_*_init call)", r)
		}
	}

	// Where a C call reads or writes a request, or writes a flag: a null pointer gives it
	// nowhere to (`MPI_Request *r = NULL; ... MPI_Isend(..., r);`). Not the status, which
	// Open MPI's MPI_STATUS_IGNORE is.
	if e.Binding == mpi.C {
		for _, p := range [...]struct{ param, what string }{{"request", "its request"}, {"flag", "its flag"}} {
			i := paramIndex(f, mpi.C, p.param)
			if i < 0 || i >= len(e.Inst.Args) || !f.CPointer(i) {
				continue
			}
			if fl.stateRead != nil && e.Inst.Args[i].Kind != llvmir.ValNull {
				// The quiet probe, as for buffers.
				if fl.storesNull() {
					*fl.stateRead = true
				}
				continue
			}
			if v := arg(i); zero(v) {
				add(p.what, "is a null pointer (0): MPI has nowhere to put it", v)
			}
		}
	}
	return out
}

// isInPlace: a send buffer that is MPI_IN_PLACE (or another sentinel but a null pointer):
// the send count and datatype are then ignored.
func isInPlace(v *llvmir.Value) bool {
	return v != nil && v.Kind != llvmir.ValNull && alias.IsSentinel(v)
}

// freed: every value is a handle created here and freed on every path.
func (fl *flow) freed(s *state, v vset) bool {
	return v.all(func(x val) bool { return x.kind == vHandle && s.objs[x.site] == stFreed })
}

// badRank: a rank no process of the communicator has. p2p allows MPI_PROC_NULL, source also
// MPI_ANY_SOURCE; a root may be MPI_ROOT or MPI_PROC_NULL only on an intercommunicator, which
// the predefined communicators are not.
func (fl *flow) badRank(x val, comm vset, p2p, source bool, impl mpi.Impl) bool {
	switch x.kind {
	case vConst:
		r := x.n
		if r < 0 {
			if p2p {
				return r != impl.ProcNull && !(source && r == impl.AnySource)
			}
			if r == impl.Root || r == impl.ProcNull {
				return isPredefinedIntra(comm)
			}
			return true
		}
		switch fl.predefinedComm(comm) {
		case "MPI_COMM_SELF":
			return r >= 1
		case "MPI_COMM_WORLD":
			return fl.np > 0 && r >= int64(fl.np)
		}
	case vSize:
		return x.n >= 0 && commKey(comm) == x.name
	}
	return false
}

func isPredefinedIntra(comm vset) bool {
	return comm.all(func(x val) bool { n := x.handleName(); return n == "MPI_COMM_WORLD" || n == "MPI_COMM_SELF" })
}

func (fl *flow) rankWhy(r vset, comm vset) string {
	v := r.vals[0]
	switch v.kind {
	case vSize:
		if v.n == 0 {
			return "is the size of the communicator, one past the last rank"
		}
		return fmt.Sprintf("is the size of the communicator plus %d, past the last rank", v.n)
	case vConst:
		if v.n < 0 {
			return fmt.Sprintf("is %d, not a valid rank", v.n)
		}
		if fl.predefinedComm(comm) == "MPI_COMM_SELF" {
			return fmt.Sprintf("is %d, but the communicator has one process", v.n)
		}
		return fmt.Sprintf("is %d, but the communicator has %d processes (--np %d)", v.n, fl.np, fl.np)
	}
	return "is not a valid rank"
}

// describe renders a value set for a message.
func describe(v vset) string {
	var parts []string
	for _, x := range v.vals {
		switch x.kind {
		case vConst:
			if n := x.handleName(); n != "" {
				parts = append(parts, n)
			} else {
				parts = append(parts, fmt.Sprint(x.n))
			}
		case vName:
			parts = append(parts, x.name)
		case vSize:
			parts = append(parts, "size")
		}
	}
	return strings.Join(parts, ", ")
}

// notesOf points at where the values were assigned.
func (fl *flow) notesOf(v vset) []diag.Note {
	var notes []diag.Note
	seen := map[string]bool{}
	for _, x := range v.vals {
		if x.at == nil {
			continue
		}
		pos := fl.fn.InstPos(x.at)
		if pos.Line == 0 || seen[pos.String()] {
			continue
		}
		seen[pos.String()] = true
		msg := "the value is assigned here"
		switch x.kind {
		case vHandle:
			msg = fmt.Sprintf("the handle is created here by %s", fl.sites[x.site].ev.MPI.Name)
		case vSize:
			msg = "the size of the communicator is obtained here"
		default:
			if x.handleName() != "" || x.kind == vConst {
				msg = fmt.Sprintf("%s is assigned here", describe(single(x)))
			}
		}
		notes = append(notes, diag.Note{Pos: pos, Message: msg})
	}
	return notes
}

// storesNull reports whether the function stores a null pointer anywhere.
func (fl *flow) storesNull() bool {
	for _, b := range fl.fn.Blocks {
		for _, in := range b.IR.Insts {
			if in.Op == "store" && len(in.Operands) == 2 && in.Operands[0].Kind == llvmir.ValNull {
				return true
			}
		}
	}
	return false
}

// opTypeProblem says why predefined operation op is not defined for predefined datatype dt
// (MPI-4.0 §6.9.2), "" when it is or when either is not known: the logical and bitwise
// operations on floating-point numbers, MPI_MAXLOC and MPI_MINLOC on a type that is no pair.
func opTypeProblem(op, dt string) string {
	b, ok := mpi.PredefinedBasicType(dt)
	if !ok {
		return ""
	}
	switch op {
	case "MPI_LAND", "MPI_LOR", "MPI_LXOR", "MPI_BAND", "MPI_BOR", "MPI_BXOR":
		if b.Kind == mpi.FloatValue {
			return fmt.Sprintf("is %s, which is not defined for %s (logical and bitwise operations take integers)", op, dt)
		}
	case "MPI_MAXLOC", "MPI_MINLOC":
		return fmt.Sprintf("is %s, which needs a datatype of value-index pairs (MPI_DOUBLE_INT, MPI_2INT...), not %s", op, dt)
	}
	return ""
}
