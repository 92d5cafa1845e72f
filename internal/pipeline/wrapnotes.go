package pipeline

import (
	"fmt"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// wrapperNotes tells, in every finding that names a call of a one-line MPI wrapper read as the
// MPI call (mpiwrap), where that MPI call is in the source: the finding's line says
// `mpiIrecv(...)` where the message says MPI_Irecv. One note per such call and finding.
func wrapperNotes(res *Result) {
	if res.Unwrapped == nil || len(res.Unwrapped.Rewritten) == 0 {
		return
	}
	type place struct {
		file      string
		line, col int
	}
	notes := map[place]diag.Note{}
	for _, s := range res.Unwrapped.Rewritten {
		at := sitePos(s.Module, s.Call)
		if !at.Known() {
			continue
		}
		notes[place{at.File, at.Line, at.Col}] = diag.Note{
			Pos:     sitePos(s.Inner.Module, s.Inner.Call),
			Message: fmt.Sprintf("%s is called here, in %s, a one-line wrapper read as the MPI call where it is called", s.Call.CalledFunction(), s.Wrapper),
		}
	}
	for _, d := range res.Diagnostics {
		var add []diag.Note
		seen := map[place]bool{}
		for _, p := range append([]diag.Pos{d.Pos}, notePositions(d)...) {
			k := place{p.File, p.Line, p.Col}
			if n, ok := notes[k]; ok && !seen[k] {
				seen[k] = true
				add = append(add, n)
			}
		}
		d.Notes = append(d.Notes, add...)
	}
}

func notePositions(d *diag.Diagnostic) []diag.Pos {
	var out []diag.Pos
	for _, n := range d.Notes {
		out = append(out, n.Pos)
	}
	return out
}

// sitePos is the source position of an instruction of module m, as the checks compute it.
func sitePos(m *llvmir.Module, in *llvmir.Inst) diag.Pos {
	if m == nil || in == nil || in.Dbg < 0 {
		return diag.Pos{}
	}
	return model.Position(m.Location(int(in.Dbg)), m.Name, "")
}
