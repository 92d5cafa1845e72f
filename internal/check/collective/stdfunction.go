package collective

import (
	"strings"

	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// libstdc++'s std::function<SIG>::operator() calls the stored callable through its
// _M_invoker pointer, which the constructor sets to _Function_handler<SIG, F>::_M_invoke for
// the callable F it receives (a lambda, a functor, a function pointer). The IR shows only a
// call through a loaded pointer; the mangled names tell which functions it may run: the
// _M_invoke of every handler of the same signature SIG in the program (that is also
// address-taken and fits the call, model.IndirectTargets).
const (
	stdFunctionCall   = "_ZNKSt8functionI"          // std::function<SIG>::operator() const
	stdFunctionInvoke = "_ZNSt17_Function_handlerI" // std::_Function_handler<SIG, F>::...
)

// stdFunctionSig is the mangled signature SIG of std::function<SIG>::operator()'s name ("FvvE"
// for void()), "" for another function.
func stdFunctionSig(name string) string {
	rest, ok := strings.CutPrefix(name, stdFunctionCall)
	if !ok {
		return ""
	}
	i := strings.LastIndex(rest, "EclE")
	if i <= 0 {
		return ""
	}
	return rest[:i]
}

// stdFunctionCalls resolves the calls through a pointer in the program's instantiations of
// std::function<SIG>::operator(): each may run the _M_invoke of the handlers of SIG.
func stdFunctionCalls(prog *model.Program) map[*llvmir.Inst][]*model.Function {
	out := map[*llvmir.Inst][]*model.Function{}
	for _, f := range prog.Funcs {
		sig := stdFunctionSig(f.IR.Name)
		if sig == "" {
			continue
		}
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				if e.Kind != model.IndirectCall {
					continue
				}
				var targets []*model.Function
				for _, t := range prog.IndirectTargets(e.Inst) {
					n := t.IR.Name
					if strings.HasPrefix(n, stdFunctionInvoke+sig) && strings.Contains(n[len(stdFunctionInvoke)+len(sig):], "9_M_invokeE") {
						targets = append(targets, t)
					}
				}
				if len(targets) > 0 {
					out[e.Inst] = targets
				}
			}
		}
	}
	return out
}

// bottomUp is the program's bottom-up order over the call graph, with the resolved calls
// through pointers as edges too, so that their targets are summarised before their callers.
func (a *analysis) bottomUp() [][]*model.Function {
	prog := a.pass.Program
	if len(a.resolved) == 0 && prog.AnyUses()&model.UsesOpenMP == 0 {
		return prog.BottomUp()
	}
	g := prog.CallGraph().Clone()
	for _, f := range prog.Funcs {
		for _, b := range f.Blocks {
			for _, e := range b.Events {
				for _, t := range a.resolved[e.Inst] {
					if e.Kind == model.IndirectCall && !g.HasEdge(f.Index, t.Index) {
						g.AddEdge(f.Index, t.Index)
					}
				}
				// A task's body is summarised before the function that creates it.
				if t := e.TaskEntry(); t != nil && !g.HasEdge(f.Index, t.Index) {
					g.AddEdge(f.Index, t.Index)
				}
			}
		}
	}
	comps := graph.SCC(g)
	out := make([][]*model.Function, len(comps))
	for i, c := range comps {
		fs := make([]*model.Function, len(c))
		for j, n := range c {
			fs[j] = prog.Funcs[n]
		}
		out[i] = fs
	}
	return out
}

// indirectSummary is what a resolved call through a pointer surely executes: the summary its
// targets share (one of them is named in call chains). A call whose targets execute different
// collectives, or whose target is not summarised yet (a recursion through the pointer), has
// none: it stays a remark of collective-indirect-call.
func (a *analysis) indirectSummary(e *model.Event) (*model.Function, *Summary) {
	targets := a.resolved[e.Inst]
	if len(targets) == 0 {
		return nil, nil
	}
	s := a.sums[targets[0]]
	if s == nil {
		return nil, nil
	}
	for _, t := range targets[1:] {
		if !sameSummary(s, a.sums[t]) {
			return nil, nil
		}
	}
	return targets[0], s
}
