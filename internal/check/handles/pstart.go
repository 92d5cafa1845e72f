package handles

import (
	"fmt"

	"github.com/parcoach/parcoach/internal/check/dependence"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// startMismatches reports the MPI_Start calls of a persistent collective request (every
// process made it with MPI_Bcast_init...) that some processes may skip: the starts of one
// request are the collective, as a blocking collective's call would be, so a conditional that
// varies between processes in the iterated post-dominance frontier of their blocks, after the
// request is created, decides a hang.
func (fl *flow) startMismatches(dep *dependence.Result, starts map[int][]*model.Event) []*diag.Diagnostic {
	var out []*diag.Diagnostic
	f := fl.fn
	for si := range fl.sites {
		evs := starts[si]
		st := fl.sites[si]
		if len(evs) == 0 || st.ev.MPI.Kind != mpi.PersistentCollective {
			continue
		}
		var blocks []int
		seen := map[int]bool{}
		for _, e := range evs {
			if !seen[e.Block.Index] {
				seen[e.Block.Index] = true
				blocks = append(blocks, e.Block.Index)
			}
		}
		var conds []int
		for _, c := range f.PDFPlus(blocks) {
			if f.Dom().Dominates(st.ev.Block.Index, c) && !f.DecidesLoop(c, blocks[0]) && dep.CondVaries(dependence.Processes, f, c) {
				conds = append(conds, c)
			}
		}
		if len(conds) == 0 {
			continue
		}
		for _, e := range evs {
			notes := []diag.Note{{Pos: st.ev.Pos, Message: fmt.Sprintf("the persistent collective request is created here by %s, on every process", st.ev.MPI.Name)}}
			for _, c := range conds {
				notes = append(notes, diag.Note{Pos: f.CondPos(c), Message: "the conditional here decides whether it is started"})
				notes = append(notes, dep.Why(dependence.Processes, f, c)...)
			}
			out = append(out, &diag.Diagnostic{Check: PStartID, Severity: diag.Warning, Pos: e.Pos,
				Message: fmt.Sprintf("%s of the persistent %s may not be called by all processes: the %s never completes on the processes that start it", e.MPI.Name, st.ev.MPI.Name, st.ev.MPI.Base),
				Notes:   notes})
		}
	}
	return out
}
