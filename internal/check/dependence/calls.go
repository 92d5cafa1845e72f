package dependence

import (
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/model"
)

// callsWithIndirect is the program's call graph with an edge from every call through a
// pointer to each function it may run (model.Program.IndirectTargets). The model's call graph
// has the direct calls only; what the solver deduces from "the functions called from here"
// (a kill point's later writes, the callers to evaluate again when a callee changes) must see
// both: `hook = set_from_rank; hook();` after a broadcast writes the broadcast global.
func callsWithIndirect(p *model.Program) *graph.Digraph {
	g := p.CallGraph().Clone()
	for _, f := range p.Funcs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if !in.IsCall() || in.CalledFunction() != "" {
					continue
				}
				for _, t := range p.IndirectTargets(in) {
					if !g.HasEdge(f.Index, t.Index) {
						g.AddEdge(f.Index, t.Index)
					}
				}
			}
		}
	}
	return g
}
