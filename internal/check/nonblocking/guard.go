package nonblocking

import (
	"sort"
	"strings"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// Request arrays allocated under a condition (issue 13, hypre's
// hypre_MatvecCommPkgCreate_core):
//
//	hypre_MPI_Request *requests;
//	if (num_requests) requests = hypre_CTAlloc(hypre_MPI_Request, num_requests);
//	for (i = 0; i < num_sends; i++) hypre_MPI_Irecv(..., &requests[j++]);
//	...
//	if (num_requests) hypre_MPI_Waitall(num_requests, requests, status);
//
// The local that holds the array gets a value other than NULL only where the condition
// took one way; elsewhere it is NULL or uninitialised, and a request stored through it ends
// the run. So an operation whose request lands in that array is started only where the
// condition holds: its pending value carries that outcome as a fact, and the later branch
// the other way drops it. Only conditions on values that keep one value in the function
// (correlated, never killed) are used.

// guardOf returns the facts that hold wherever a request can be written at pointer v (see
// above).
func (fa *fnAnalysis) guardOf(v *llvmir.Value) []string {
	for depth := 0; v != nil && v.Kind == llvmir.ValLocal && depth < 8; depth++ {
		def := fa.f.Def(v.Name)
		if def == nil || len(def.Operands) == 0 {
			return nil
		}
		switch def.Op {
		case "getelementptr", "bitcast":
			v = def.Operands[0]
			continue
		case "load":
			p := def.Operands[0]
			if p.Kind != llvmir.ValLocal {
				return nil
			}
			if d := fa.f.Def(p.Name); d == nil || d.Op != "alloca" {
				return nil
			}
			if fa.guards == nil {
				fa.guards = map[string][]string{}
			}
			g, ok := fa.guards[p.Name]
			if !ok {
				g = fa.allocGuard(p.Name)
				fa.guards[p.Name] = g
			}
			return g
		}
		return nil
	}
	return nil
}

// allocGuard returns the facts of the stable correlated conditions whose outcome every
// store of a value other than NULL into local p is under; none when p's address is used
// otherwise than by loads and stores.
func (fa *fnAnalysis) allocGuard(p string) []string {
	var blocks []int
	for _, u := range fa.f.Uses(p) {
		switch {
		case u.Op == "load":
		case u.Op == "store" && len(u.Operands) == 2 && u.Operands[1].Kind == llvmir.ValLocal && u.Operands[1].Name == p &&
			!(u.Operands[0].Kind == llvmir.ValLocal && u.Operands[0].Name == p):
			if v := u.Operands[0]; v.Kind == llvmir.ValNull || v.Kind == llvmir.ValInt && v.Int == 0 || v.Kind == llvmir.ValUndef {
				continue
			}
			blocks = append(blocks, u.Block.Index)
		case u.Op == "call" && (strings.HasPrefix(u.CalledFunction(), "llvm.dbg.") || strings.HasPrefix(u.CalledFunction(), "llvm.lifetime.")):
		default:
			return nil
		}
	}
	if len(blocks) == 0 {
		return nil
	}
	killed := map[int]bool{}
	for _, ids := range fa.kills {
		for _, id := range ids {
			killed[id] = true
		}
	}
	dom := fa.f.Dom()
	cfg := fa.f.CFG
	var out []string
	for b, c := range fa.conds {
		if killed[c.ID] || c.ID >= flagIDBase {
			continue
		}
		for _, side := range []struct {
			t     int
			holds bool
		}{{c.True, true}, {c.False, false}} {
			if len(cfg.Pred[side.t]) != 1 || cfg.Pred[side.t][0] != b {
				continue
			}
			all := true
			for _, s := range blocks {
				if !dom.Dominates(side.t, s) {
					all = false
					break
				}
			}
			if all {
				out = append(out, alias.Fact(c.ID, side.holds))
			}
		}
	}
	sort.Strings(out)
	return out
}
