package alias

import (
	"sort"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Branch conditions that keep their value.
//
// At -O0, `if (rank == 0) MPI_Isend(...); ... if (rank == 0) MPI_Wait(...);` tests twice a
// comparison of a variable that is written once: both tests take the same branch. The checks
// use Cond to relate such branches (a path through the first `then` goes through the second
// one), which removes the findings that only the impossible mixed paths produce.

// Cond is the condition of a conditional branch: Key identifies the comparison (the same key
// means the same outcome wherever it is evaluated in the function), True and False are the
// successors taken when it holds and when it does not.
type Cond struct {
	Key         string
	True, False int
	ID          int // Correlated: the number of the condition in the function
}

// BranchCond returns the condition block b ends with, when it compares values that keep one
// value in the function: constants, parameters, and local variables written at most once,
// outside any loop (MPI_Comm_rank's output, a parameter's spill slot), combined by arithmetic.
func (a *Func) BranchCond(b int) (Cond, bool) {
	insts := a.Fn.Blocks[b].IR.Insts
	if len(insts) == 0 {
		return Cond{}, false
	}
	br := insts[len(insts)-1]
	if br.Op != "br" || len(br.Operands) != 1 || len(br.Succs) != 2 || br.Succs[0] == br.Succs[1] {
		return Cond{}, false
	}
	key, neg, ok := a.condKey(br.Operands[0], 0)
	if !ok {
		return Cond{}, false
	}
	c := Cond{Key: key, True: br.Succs[0].Index, False: br.Succs[1].Index}
	if neg {
		c.True, c.False = c.False, c.True
	}
	return c, true
}

// condKey describes an i1 value as a comparison of stable values; neg says the value is the
// negation of that comparison.
func (a *Func) condKey(v *llvmir.Value, depth int) (string, bool, bool) {
	return a.condKeyOf(v, depth, func(x *llvmir.Value) (string, bool) { return a.stableKey(x, 0) })
}

// condKeyOf is condKey with operand keys from key (stableKey, or regionKey for condKeyR).
func (a *Func) condKeyOf(v *llvmir.Value, depth int, key func(*llvmir.Value) (string, bool)) (string, bool, bool) {
	if v == nil || v.Kind != llvmir.ValLocal || depth > 8 {
		return "", false, false
	}
	def := a.Fn.Def(v.Name)
	if def == nil {
		return "", false, false
	}
	switch def.Op {
	case "icmp":
		if len(def.Operands) != 2 {
			return "", false, false
		}
		x, okx := key(def.Operands[0])
		y, oky := key(def.Operands[1])
		if !okx || !oky {
			return "", false, false
		}
		// Normalise the predicate so that `a == b` and `a != b` share a key.
		pred, neg := NormalPredicate(def.Pred)
		return pred + "(" + x + "," + y + ")", neg, true
	case "xor":
		if len(def.Operands) == 2 && def.Operands[1].Kind == llvmir.ValInt && def.Operands[1].Int != 0 {
			k, neg, ok := a.condKeyOf(def.Operands[0], depth+1, key)
			return k, !neg, ok
		}
	case "trunc":
		if len(def.Operands) == 1 {
			if k, ok := key(def.Operands[0]); ok {
				return "bool(" + k + ")", false, true
			}
		}
	}
	return "", false, false
}

// ValueKey is the key of an integer value in the notation of BranchCond's keys, when the
// value is the same wherever it is evaluated in the function (stableKey).
func (a *Func) ValueKey(v *llvmir.Value) (string, bool) { return a.stableKey(v, 0) }

// ComparisonKey is the key BranchCond gives the comparison of stable values v holds, through
// widenings, narrowings and negations (`zext i1 (icmp slt ...)`: the colour argument of an
// MPI_Comm_split written `rank < 2`). A comparison and its negation share the key.
func (a *Func) ComparisonKey(v *llvmir.Value) (string, bool) {
	for depth := 0; v != nil && v.Kind == llvmir.ValLocal && depth <= 8; depth++ {
		def := a.Fn.Def(v.Name)
		if def == nil {
			return "", false
		}
		switch {
		case (def.Op == "zext" || def.Op == "sext" || def.Op == "trunc") && len(def.Operands) == 1:
			v = def.Operands[0]
		case def.Op == "xor" && len(def.Operands) == 2 && def.Operands[1].Kind == llvmir.ValInt && def.Operands[1].Int != 0:
			v = def.Operands[0]
		case def.Op == "icmp":
			k, _, ok := a.condKey(v, depth)
			return k, ok
		default:
			return "", false
		}
	}
	return "", false
}

// stableKey describes an integer value that is the same wherever it is evaluated in the
// function.
func (a *Func) stableKey(v *llvmir.Value, depth int) (string, bool) {
	if v == nil || depth > 8 {
		return "", false
	}
	switch v.Kind {
	case llvmir.ValInt:
		return strconv.FormatInt(v.Int, 10), true
	case llvmir.ValLocal:
	default:
		return "", false
	}
	if i := a.Fn.ParamIndex(v.Name); i >= 0 {
		return "arg" + strconv.Itoa(i), true
	}
	def := a.Fn.Def(v.Name)
	if def == nil {
		return "", false
	}
	switch def.Op {
	case "load":
		if len(def.Operands) == 1 && a.stableVar(def.Operands[0]) {
			return "*" + def.Operands[0].Name, true
		}
	case "sext", "zext", "trunc":
		if len(def.Operands) == 1 {
			return a.stableKey(def.Operands[0], depth+1)
		}
	case "add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "and", "or", "xor", "shl", "ashr", "lshr":
		if len(def.Operands) != 2 {
			return "", false
		}
		x, okx := a.stableKey(def.Operands[0], depth+1)
		y, oky := a.stableKey(def.Operands[1], depth+1)
		if okx && oky {
			return def.Op + "(" + x + "," + y + ")", true
		}
	}
	return "", false
}

// stableVar reports whether the local variable p is written at most once, outside loops, by
// a store or through its address (an MPI call's output, a function of the program it is
// passed to), and read only by loads — in the blocks a run without MPI errors reaches.
func (a *Func) stableVar(p *llvmir.Value) bool {
	if p.Kind != llvmir.ValLocal {
		return false
	}
	if d := a.Fn.Def(p.Name); d == nil || d.Op != "alloca" {
		return false
	}
	writes := 0
	loops := a.Fn.Loops()
	var loads, stores, inits []*llvmir.Inst
	for _, u := range a.Fn.Uses(p.Name) {
		if a.Fn.OnlyAfterMPIError(u.Block.Index) {
			// `MPI_ASSERT(MPI_Comm_rank(comm, &rank))` calls MPI_Comm_rank again on its error
			// branch: the checks follow runs without MPI errors (model.FailedMPISucc).
			continue
		}
		switch {
		case u.Op == "load":
			loads = append(loads, u)
			continue
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == p.Name &&
			!(u.Operands[0].Kind == llvmir.ValLocal && u.Operands[0].Name == p.Name):
			stores = append(stores, u)
		case (u.Op == "call" || u.Op == "invoke") && isDebugCall(u):
			continue
		case u.Op == "call" && isMPIInit(u.CalledFunction()):
			inits = append(inits, u)
			continue
		case u.Op == "call" || u.Op == "invoke":
			w, ok := mpiWrites(u, p.Name)
			if !ok {
				if e := a.Fn.EventOf(u); e == nil || e.Kind != model.Call || e.Fork {
					return false
				}
				// Filled by a function of the program it is passed to
				// (`factor(n, &px, &py)`): one write, at the call.
				w = true
			}
			if !w {
				continue // an input passed by reference (Fortran)
			}
		default:
			return false
		}
		writes++
		if writes > 1 || loops.Of[u.Block.Index] != nil {
			return false
		}
	}
	return len(inits) == 0 || a.settledByInit(inits, stores, loads)
}

// isMPIInit reports whether name is MPI_Init or MPI_Init_thread (the C binding, which takes
// argc and argv by address and may rewrite them).
func isMPIInit(name string) bool { return name == "MPI_Init" || name == "MPI_Init_thread" }

// settledByInit: a variable given to MPI_Init (argc: stored once at the entry, then passed
// by address) holds one value at its loads when there is one such call, outside loops, after
// the store and before every load: each load reads what MPI_Init left. (A load before the
// call would read the value before it, which may differ.)
func (a *Func) settledByInit(inits, stores, loads []*llvmir.Inst) bool {
	return len(inits) == 1 && a.Fn.WrittenInOrder(stores, inits, loads)
}

// mpiWrites reports whether an MPI call may write the variable name it is given by address
// (ok false when the call is not an MPI call): it is at an output position (the rank or size
// returned, a flag, an index, a status, a new handle, a request, a buffer).
func mpiWrites(in *llvmir.Inst, name string) (write, ok bool) {
	mf, b, found := mpi.Lookup(in.CalledFunction())
	if !found {
		return false, false
	}
	args := mf.ArgsFor(b)
	outs := []int{args.Rank, args.Size, args.Flag, args.Index, args.Status, args.New, args.Request,
		args.Buffer, args.RecvBuffer, args.Provided, args.Ierror}
	for i, a := range in.Args {
		if a.Kind != llvmir.ValLocal || a.Name != name {
			continue
		}
		if b == mpi.C {
			return true, true
		}
		for _, o := range outs {
			if o == i {
				return true, true
			}
		}
	}
	return false, true
}

// Correlated returns the blocks that end with a branch on a condition some other block also
// branches on, with the condition numbered (Cond.ID) for Fact.
func (a *Func) Correlated() map[int]Cond {
	type bc struct {
		b int
		c Cond
	}
	var all []bc
	count := map[string]int{}
	for b := range a.Fn.Blocks {
		if c, ok := a.BranchCond(b); ok {
			all = append(all, bc{b, c})
			count[c.Key]++
		}
	}
	out := map[int]Cond{}
	ids := map[string]int{}
	for _, x := range all {
		if count[x.c.Key] < 2 {
			continue
		}
		id, ok := ids[x.c.Key]
		if !ok {
			id = len(ids)
			ids[x.c.Key] = id
		}
		x.c.ID = id
		out[x.b] = x.c
	}
	return out
}

// Facts are sets of branch outcomes, written as sorted comma-separated strings so that they
// can be part of comparable values: "c3+" says condition 3 held, "c3-" that it did not.

// Fact is the outcome holds of condition id.
func Fact(id int, holds bool) string {
	if holds {
		return "c" + strconv.Itoa(id) + "+"
	}
	return "c" + strconv.Itoa(id) + "-"
}

// Opposite is the other outcome of the same condition.
func Opposite(f string) string {
	if f[len(f)-1] == '+' {
		return f[:len(f)-1] + "-"
	}
	return f[:len(f)-1] + "+"
}

func splitFacts(facts string) []string {
	if facts == "" {
		return nil
	}
	return strings.Split(facts, ",")
}

func joinFacts(fs []string) string {
	sort.Strings(fs)
	out := fs[:0:0]
	for i, f := range fs {
		if i == 0 || f != fs[i-1] {
			out = append(out, f)
		}
	}
	return strings.Join(out, ",")
}

// HasFact reports whether f is in facts.
func HasFact(facts, f string) bool {
	// Scanned in place: the dataflows of nonblocking ask this for every pair of states they
	// join, and splitting the list each time was most of their CPU (LULESH).
	for facts != "" {
		g, rest, _ := strings.Cut(facts, ",")
		if g == f {
			return true
		}
		facts = rest
	}
	return false
}

// AddFact returns facts with f.
func AddFact(facts, f string) string {
	if HasFact(facts, f) {
		return facts
	}
	return joinFacts(append(splitFacts(facts), f))
}

// RemoveFact returns facts without f.
func RemoveFact(facts, f string) string {
	if !HasFact(facts, f) {
		return facts
	}
	var out []string
	for _, g := range splitFacts(facts) {
		if g != f {
			out = append(out, g)
		}
	}
	return joinFacts(out)
}

// IntersectFacts returns the facts in both.
func IntersectFacts(a, b string) string {
	if a == b {
		return a
	}
	var out []string
	for _, f := range splitFacts(a) {
		if HasFact(b, f) {
			out = append(out, f)
		}
	}
	return joinFacts(out)
}

// MergeFacts tells whether one value known under facts a and under facts b can be kept once,
// and under which facts: when a is included in b (b adds nothing), or when they differ only by
// the two outcomes of one condition (the value does not depend on it).
func MergeFacts(a, b string) (string, bool) {
	fa, fb := splitFacts(a), splitFacts(b)
	if included(fa, b) {
		return a, true
	}
	if included(fb, a) {
		return b, true
	}
	if len(fa) != len(fb) {
		return "", false
	}
	var rest []string
	diff := 0
	for _, f := range fa {
		switch {
		case HasFact(b, f):
			rest = append(rest, f)
		case HasFact(b, Opposite(f)):
			diff++
		default:
			return "", false
		}
	}
	if diff != 1 {
		return "", false
	}
	return joinFacts(rest), true
}

func included(fs []string, facts string) bool {
	for _, f := range fs {
		if !HasFact(facts, f) {
			return false
		}
	}
	return true
}

// Conditions that keep their value for a while (issue 13). `if (nbr[g] != -1) { MPI_Irecv;
// MPI_Isend; } ... if (nbr[g] != -1) { MPI_Wait; MPI_Wait; }` tests twice a value that is
// the same at both tests although g is written elsewhere in the function (g = iter % 4 before
// the loop) and nbr is memory behind a pointer parameter. CorrelatedRegions relates such
// branches too: a condition may read local variables written more than once (only through
// stores) and memory of a pointer parameter that the function never writes nor passes to a
// call; its outcome is a fact only until one of its variables is written again, and Kills
// says at which instructions that happens.

// Regions is the result of CorrelatedRegions.
type Regions struct {
	Conds map[int]Cond           // as Correlated
	Kills map[*llvmir.Inst][]int // stores after which the listed conditions (IDs) may change
}

// CorrelatedRegions is Correlated with conditions that hold until their variables change.
func (a *Func) CorrelatedRegions() Regions {
	type bc struct {
		b    int
		c    Cond
		vars map[string]bool
	}
	var all []bc
	count := map[string]int{}
	for b := range a.Fn.Blocks {
		insts := a.Fn.Blocks[b].IR.Insts
		if len(insts) == 0 {
			continue
		}
		br := insts[len(insts)-1]
		if br.Op != "br" || len(br.Operands) != 1 || len(br.Succs) != 2 || br.Succs[0] == br.Succs[1] {
			continue
		}
		vars := map[string]bool{}
		key, neg, ok := a.condKeyR(br.Operands[0], 0, vars)
		if !ok {
			continue
		}
		c := Cond{Key: key, True: br.Succs[0].Index, False: br.Succs[1].Index}
		if neg {
			c.True, c.False = c.False, c.True
		}
		all = append(all, bc{b, c, vars})
		count[key]++
		if l := a.Fn.Loops().Of[b]; l != nil && l.Contains(c.True) && l.Contains(c.False) {
			// A branch inside a loop's body is tested again in the next iteration (the
			// loop's own exit tests are left out: their variables change every iteration).
			count[key]++
		}
	}
	out := Regions{Conds: map[int]Cond{}, Kills: map[*llvmir.Inst][]int{}}
	ids := map[string]int{}
	killed := map[string]map[int]bool{} // variable -> conditions reading it
	for _, x := range all {
		if count[x.c.Key] < 2 {
			continue
		}
		id, ok := ids[x.c.Key]
		if !ok {
			id = len(ids)
			ids[x.c.Key] = id
		}
		x.c.ID = id
		out.Conds[x.b] = x.c
		for v := range x.vars {
			if killed[v] == nil {
				killed[v] = map[int]bool{}
			}
			killed[v][id] = true
		}
	}
	for v, conds := range killed {
		stores := a.storesTo(v)
		if strings.HasPrefix(v, "@") {
			stores = a.globalKills(v[1:])
		}
		for _, st := range stores {
			for id := range conds {
				out.Kills[st] = append(out.Kills[st], id)
			}
		}
	}
	for _, ids := range out.Kills {
		sort.Ints(ids)
	}
	return out
}

// condKeyR is condKey over region-stable values; vars collects the variables read that are
// written more than once.
func (a *Func) condKeyR(v *llvmir.Value, depth int, vars map[string]bool) (string, bool, bool) {
	return a.condKeyOf(v, depth, func(x *llvmir.Value) (string, bool) { return a.regionKey(x, 0, vars) })
}

// regionKey is stableKey, also accepting variables written more than once by plain stores
// (named in vars) and loads of memory of a pointer parameter the function leaves alone.
func (a *Func) regionKey(v *llvmir.Value, depth int, vars map[string]bool) (string, bool) {
	if k, ok := a.stableKey(v, 0); ok {
		return k, true
	}
	if v == nil || v.Kind != llvmir.ValLocal || depth > 8 {
		return "", false
	}
	def := a.Fn.Def(v.Name)
	if def == nil {
		return "", false
	}
	switch def.Op {
	case "load":
		if len(def.Operands) != 1 {
			return "", false
		}
		p := def.Operands[0]
		if p.Kind == llvmir.ValGlobal && a.plainGlobal(p.Name) {
			// A global only loads and stores name (globalcond.go).
			vars["@"+p.Name] = true
			return "@" + p.Name, true
		}
		if p.Kind != llvmir.ValLocal {
			return "", false
		}
		if d := a.Fn.Def(p.Name); d != nil && d.Op == "alloca" {
			if !a.storedOnly(p.Name) {
				return "", false
			}
			vars[p.Name] = true
			return "~" + p.Name, true
		}
		return a.memKey(p, depth, vars)
	case "sext", "zext", "trunc":
		if len(def.Operands) == 1 {
			return a.regionKey(def.Operands[0], depth+1, vars)
		}
	case "add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "and", "or", "xor", "shl", "ashr", "lshr":
		if len(def.Operands) != 2 {
			return "", false
		}
		x, okx := a.regionKey(def.Operands[0], depth+1, vars)
		y, oky := a.regionKey(def.Operands[1], depth+1, vars)
		if okx && oky {
			return def.Op + "(" + x + "," + y + ")", true
		}
	}
	return "", false
}

// storedOnly reports whether local variable name is only loaded and stored (its address
// goes nowhere), so that its stores are all the writes to it.
func (a *Func) storedOnly(name string) bool {
	for _, u := range a.Fn.Uses(name) {
		switch {
		case u.Op == "load":
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == name &&
			!(u.Operands[0].Kind == llvmir.ValLocal && u.Operands[0].Name == name):
		case (u.Op == "call" || u.Op == "invoke") && isDebugCall(u):
		default:
			return false
		}
	}
	return true
}

// memKey describes the value read at pointer p when p is a pointer parameter (through its
// spill slot) indexed by region-stable values, and the function never writes that
// parameter's memory nor gives it to a call.
func (a *Func) memKey(p *llvmir.Value, depth int, vars map[string]bool) (string, bool) {
	base, idx := p, []*llvmir.Value(nil)
	if def := a.Fn.Def(p.Name); def != nil && def.Op == "getelementptr" && len(def.Operands) > 0 {
		base, idx = def.Operands[0], def.Operands[1:]
	}
	l := a.Pointer(base)
	if l.Obj == nil || l.Obj.Kind != Param || !l.Exact || !a.untouched(l.Obj) {
		return "", false
	}
	key := "mem(" + l.Key()
	for _, ix := range idx {
		k, ok := a.regionKey(ix, depth+1, vars)
		if !ok {
			return "", false
		}
		key += "," + k
	}
	return key + ")", true
}

// untouched reports whether no store of the function writes object o and no call is given
// a pointer into it.
func (a *Func) untouched(o *Object) bool {
	if o.untouched != 0 {
		return o.untouched == 1
	}
	o.untouched = 1
	for _, b := range a.Fn.Blocks {
		for _, in := range b.IR.Insts {
			switch in.Op {
			case "store":
				if len(in.Operands) != 2 {
					continue
				}
				if v := in.Operands[0]; v.Kind == llvmir.ValLocal && a.Fn.ParamIndex(v.Name) >= 0 {
					if d := a.Fn.Def(in.Operands[1].Name); in.Operands[1].Kind == llvmir.ValLocal && d != nil && d.Op == "alloca" {
						continue // the parameter's spill slot
					}
				}
				if a.Pointer(in.Operands[1]).Obj == o || a.Pointer(in.Operands[0]).Obj == o {
					o.untouched = 2
				}
			case "call", "invoke":
				if isDebugCall(in) {
					continue
				}
				for _, arg := range in.Args {
					if a.Pointer(arg).Obj == o {
						o.untouched = 2
					}
				}
			}
			if o.untouched == 2 {
				return false
			}
		}
	}
	return true
}

// EqConst reads a condition key "eq(X,C)" or "eq(C,X)" with C an integer: the key of X and
// the constant. Checks use it to tell two tests of one stable value against two constants
// apart (`if (rank == 0) ...; if (rank == 1) ...` cannot both hold).
func EqConst(key string) (string, int64, bool) {
	if !strings.HasPrefix(key, "eq(") || !strings.HasSuffix(key, ")") {
		return "", 0, false
	}
	body := key[3 : len(key)-1]
	depth, cut := 0, -1
	for i, r := range body {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				cut = i
			}
		}
	}
	if cut < 0 {
		return "", 0, false
	}
	l, r := body[:cut], body[cut+1:]
	if c, err := strconv.ParseInt(r, 10, 64); err == nil {
		return l, c, true
	}
	if c, err := strconv.ParseInt(l, 10, 64); err == nil {
		return r, c, true
	}
	return "", 0, false
}

// NormalPredicate maps an icmp predicate to the one of {eq, slt, sgt, ult, ugt} it negates or
// is (ne is not eq, sge is not slt, ...), so that a comparison and its negation share a key.
func NormalPredicate(pred string) (string, bool) {
	switch pred {
	case "ne":
		return "eq", true
	case "sge":
		return "slt", true
	case "sle":
		return "sgt", true
	case "uge":
		return "ult", true
	case "ule":
		return "ugt", true
	}
	return pred, false
}
