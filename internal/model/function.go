package model

import (
	"strings"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// Function is a function with a body, with its control-flow graph.
type Function struct {
	Program *Program
	Module  *llvmir.Module
	IR      *llvmir.Function
	Index   int    // position in Program.Funcs, also its call-graph node
	Name    string // the name users know it by
	Pos     diag.Pos

	// Blocks[i] is CFG node i. Blocks[0] is the entry.
	Blocks []*Block
	CFG    *graph.Digraph
	// Exits are the blocks through which control leaves the function: returns, `unreachable`,
	// `resume`, and blocks cut short by a call that never returns (exit, abort, MPI_Abort).
	Exits []int

	// Facts computed on first use (lazy: safe when analyses run at once).
	dom   lazy[*graph.DomTree]
	pdom  lazy[*graph.PostDom]
	pdf   lazy[[][]int]
	loops lazy[*graph.LoopForest]
	du    lazy[*defUse]

	events lazy[map[*llvmir.Inst]*Event]
	rpo    lazy[[]int]

	varNames lazy[map[string]string]
	jobEnds  lazy[[]int]     // JobEnds
	liveFlow lazy[*liveFlow] // live
	// survivorFlow: survivors
	survivorFlow lazy[*liveFlow]
	ompInfo      lazy[*OMPInfo]  // OpenMP
	normalFlow   lazy[*Flow]     // NormalFlow
	errorOnly    lazy[[]bool]    // OnlyAfterMPIError
	errExits     lazy[*errExits] // errorExits
}

// Block is one basic block: one node of the CFG.
type Block struct {
	Fn     *Function
	IR     *llvmir.Block
	Index  int
	Events []*Event
	// NoReturn is the call that never returns and ends this block early, or nil. Instructions
	// after it are dead and carry no events.
	NoReturn *llvmir.Inst
	// EndsProcess is a call of a function of the program that ends the process on every
	// path (Nekbone's exitt0: MPI_Finalize, then exit), or nil. The block keeps its
	// successors (the collective check reads the callee's MPI calls as the path's last
	// events), but no process that made the call runs them: the dependence analysis sends
	// no state past it, and survivors() leaves such paths out.
	EndsProcess *llvmir.Inst
}

func newFunction(p *Program, m *llvmir.Module, irf *llvmir.Function) *Function {
	f := &Function{Program: p, Module: m, IR: irf}
	f.Name = displayName(m, irf)
	f.Pos = Position(m.FuncLocation(irf), sourceFile(m), f.Name)
	f.Blocks = make([]*Block, len(irf.Blocks))
	for i, b := range irf.Blocks {
		f.Blocks[i] = &Block{Fn: f, IR: b, Index: i}
	}
	return f
}

// buildCFG makes the graph from the terminators, once every function of the program is known
// (whether an invoke may throw depends on its callee). A block holding a call that never returns
// keeps no successors: what follows the call cannot execute.
func (f *Function) buildCFG() {
	f.CFG = graph.New(len(f.Blocks))
	for i, b := range f.Blocks {
		if call := f.firstNoReturnCall(b.IR); call != nil {
			b.NoReturn = call
			f.Exits = append(f.Exits, i)
			continue
		}
		b.EndsProcess = f.exitingCall(b.IR)
		for _, s := range f.successors(b.IR) {
			f.CFG.AddEdge(i, s.Index)
		}
		if len(b.IR.Succs) == 0 {
			f.Exits = append(f.Exits, i)
		}
	}
}

// successors are the blocks control may go to from b. The unwind edge of an `invoke` is kept
// only when the callee may throw: a function of the program, an indirect call, or a throw
// itself. Functions outside the program (MPI, the C library) are taken not to throw, or a
// C++ program would have an exceptional exit after every printf.
func (f *Function) successors(b *llvmir.Block) []*llvmir.Block {
	term := b.Insts[len(b.Insts)-1]
	if term.Op != "invoke" || len(b.Succs) < 2 {
		return b.Succs
	}
	callee := term.CalledFunction()
	if callee == "" || IsThrow(callee) || f.Program.resolve(f.Module, callee) != nil {
		return b.Succs
	}
	return term.Succs[:1]
}

// Dom returns the dominator tree from the entry block.
func (f *Function) Dom() *graph.DomTree {
	return f.dom.get(func() *graph.DomTree { return graph.Dominators(f.CFG, 0) })
}

// Precedes reports whether instruction a of f runs before instruction b on every path to b:
// a's block dominates b's, or they share a block and a comes first.
func (f *Function) Precedes(a, b *llvmir.Inst) bool {
	if a.Block == nil || b.Block == nil {
		return false
	}
	if a.Block == b.Block {
		for _, in := range a.Block.Insts {
			if in == a {
				return true
			}
			if in == b {
				return false
			}
		}
		return false
	}
	return f.Dom().Dominates(a.Block.Index, b.Block.Index)
}

// SettledWrites reports whether the load ld of the local variable slot reads what the last
// of its writes left, the writes being stores isStore accepts followed by calls isCall
// accepts that pass the variable's address: every other use of slot is a load (or a debug
// intrinsic), and the writes are in order before ld (WrittenInOrder). It returns the stores
// and the calls. (`rank = 0; MPI_Comm_rank(comm, &rank); if (rank == 0)`.)
func (f *Function) SettledWrites(slot string, ld *llvmir.Inst, isStore, isCall func(*llvmir.Inst) bool) (stores, calls []*llvmir.Inst, ok bool) {
	for _, u := range f.Uses(slot) {
		switch {
		case u.Op == "load":
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == slot:
			if !isStore(u) {
				return nil, nil, false
			}
			stores = append(stores, u)
		case u.Op == "call" && strings.HasPrefix(u.CalledFunction(), "llvm.dbg."):
		case u.Op == "call" && isCall(u):
			calls = append(calls, u)
		default:
			return nil, nil, false
		}
	}
	if !f.WrittenInOrder(stores, calls, []*llvmir.Inst{ld}) {
		return nil, nil, false
	}
	return stores, calls, true
}

// WrittenInOrder reports whether a variable's stores all run before each of the calls that
// rewrite it through its address, the calls outside loops, and each call before each of the
// loads, on every path: every load reads what the last call left (argc after MPI_Init).
func (f *Function) WrittenInOrder(stores, calls, loads []*llvmir.Inst) bool {
	for _, c := range calls {
		if f.Loops().Of[c.Block.Index] != nil {
			return false
		}
		for _, s := range stores {
			if !f.Precedes(s, c) {
				return false
			}
		}
		for _, ld := range loads {
			if !f.Precedes(c, ld) {
				return false
			}
		}
	}
	return true
}

// PostDom returns the post-dominator tree, whose root is a virtual exit joining all Exits.
func (f *Function) PostDom() *graph.PostDom {
	return f.pdom.get(func() *graph.PostDom { return graph.PostDominators(f.CFG, f.Exits) })
}

// PDF returns the post-dominance frontier of every block.
func (f *Function) PDF() [][]int {
	return f.pdf.get(func() [][]int { return graph.PostFrontiers(f.CFG, f.PostDom()) })
}

// Loops returns the natural loops of the function.
func (f *Function) Loops() *graph.LoopForest {
	return f.loops.get(func() *graph.LoopForest { return graph.NaturalLoops(f.CFG, f.Dom()) })
}

// PDFPlus returns the iterated post-dominance frontier of a set of blocks, with the set
// definition of PARCOACH: the conditionals from which some path meets the set and some path
// reaches the exit without meeting it.
func (f *Function) PDFPlus(set []int) []int {
	return graph.PDFPlusOfSet(f.CFG, f.PostDom(), f.PDF(), set)
}

// InstPos is the source position of an instruction of this function.
func (f *Function) InstPos(in *llvmir.Inst) diag.Pos {
	if in == nil || in.Dbg < 0 {
		return diag.Pos{File: f.Pos.File, Func: f.Name}
	}
	return Position(f.Module.Location(int(in.Dbg)), f.Pos.File, f.Name)
}

// CondPos is the position of the conditional that ends block b (its branch or switch), which
// is what a note "the conditional here decides" points at. When the terminator has no
// location (rare at -O0), the last located instruction of the block stands for it.
func (f *Function) CondPos(b int) diag.Pos {
	insts := f.Blocks[b].IR.Insts
	for i := len(insts) - 1; i >= 0; i-- {
		if insts[i].Dbg >= 0 {
			return f.InstPos(insts[i])
		}
	}
	return diag.Pos{File: f.Pos.File, Func: f.Name}
}

// Terminator returns the last instruction of block b.
func (f *Function) Terminator(b int) *llvmir.Inst {
	insts := f.Blocks[b].IR.Insts
	if len(insts) == 0 {
		return nil
	}
	return insts[len(insts)-1]
}

// RPO returns the blocks reachable from the entry in reverse post-order.
func (f *Function) RPO() []int {
	return f.rpo.get(func() []int { return graph.ReversePostOrder(f.CFG, 0) })
}

// OrdersBefore returns, for each block, the largest number of counted events on a path from
// the entry to the start of the block, in the CFG without its back edges: the execution order
// of seed 000 Algorithm 12 (and the sequential order of Algorithm 15), given how many events
// each block holds.
//
// A back edge is not simply dropped: the end of an iteration continues to the loop's exits,
// so what follows a loop is ordered after what the loop body executes. Otherwise
// `for (...) MPI_Barrier(c); MPI_Barrier(c);` would put both barriers at order 0, in one set
// that every path meets, and the loop's trip count would go unnoticed.
func (f *Function) OrdersBefore(perBlock []int) []int {
	return f.Ordering().Before(perBlock)
}

// Ordering is the acyclic graph OrdersBefore counts on, for a caller that counts several sets
// of events in one function (it is not kept by the function: build it once per use).
type Ordering struct {
	dag   *graph.Digraph
	order []int
}

// Ordering builds the graph of OrdersBefore.
func (f *Function) Ordering() *Ordering {
	_, back := graph.AcyclicOrder(f.CFG, 0)
	dag := graph.WithoutEdges(f.CFG, back)
	loops := f.Loops()
	for _, e := range back {
		for _, l := range loops.Loops {
			if l.Header != e[1] {
				continue
			}
			for _, x := range l.Exits {
				dag.AddEdge(e[0], x[1])
			}
		}
	}
	order, _ := graph.AcyclicOrder(dag, 0)
	return &Ordering{dag: dag, order: order}
}

// Before is OrdersBefore(perBlock).
func (o *Ordering) Before(perBlock []int) []int {
	in := make([]int, len(perBlock))
	for _, b := range o.order {
		out := in[b] + perBlock[b]
		for _, s := range o.dag.Succ[b] {
			if out > in[s] {
				in[s] = out
			}
		}
	}
	return in
}

// CallsItself reports whether f calls itself directly.
func (f *Function) CallsItself() bool {
	for _, b := range f.Blocks {
		for _, e := range b.Events {
			if e.Callee == f {
				return true
			}
		}
	}
	return false
}

// DecidesLoop reports whether conditional block c decides how many times a loop around block
// b runs: c is inside such a loop and one of its choices leaves the loop without coming back
// to the header (a loop test, a `break` or `return` under a condition).
func (f *Function) DecidesLoop(c, b int) bool {
	for l := f.Loops().Of[b]; l != nil; l = l.Parent {
		if l.Contains(c) && f.leavesLoop(l, c) {
			return true
		}
	}
	return false
}

// leavesLoop reports whether some path from c leaves loop l before reaching its header again.
func (f *Function) leavesLoop(l *graph.Loop, c int) bool {
	seen := map[int]bool{c: true}
	work := []int{c}
	for len(work) > 0 {
		u := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range f.CFG.Succ[u] {
			if !l.Contains(s) {
				return true
			}
			if s != l.Header && !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return false
}
