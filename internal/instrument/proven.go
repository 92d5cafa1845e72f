package instrument

import (
	"fmt"
	"sort"
	"strings"

	"github.com/parcoach/parcoach/internal/check/nonblocking"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// ProvenPrefix is the prefix of the runtime monitor's proven entries (internal/monitor's
// writeProven): at a call whose requests nonblocking.ProvenRequests proves, selective
// instrumentation calls parcoach_proven_MPI_Isend instead of MPI_Isend — the same argument
// checks, no request tracking (issue 15).
const ProvenPrefix = "parcoach_proven_"

// provenCalls renames the callee of the proven calls of the module's functions (the C
// binding's MPI_Isend, MPI_Irecv, MPI_Wait and MPI_Waitall) to their proven entries, and
// returns how many calls it renamed.
func (r *rewriter) provenCalls() int {
	n := 0
	var names []string
	for _, f := range r.mod.Funcs {
		if f.Decl {
			continue
		}
		proven := nonblocking.ProvenRequests(r.mod, f)
		// in source order, so that the output does not depend on map order
		var insts []*llvmir.Inst
		for in := range proven {
			insts = append(insts, in)
		}
		sort.Slice(insts, func(i, j int) bool { return insts[i].Span.Start < insts[j].Span.Start })
		for _, in := range insts {
			name := in.CalledFunction()
			text := r.mod.Text(in.Span)
			i := strings.Index(text, "@"+name+"(")
			if i < 0 || name == "" {
				continue
			}
			r.ins = append(r.ins, insertion{off: int(in.Span.Start) + i + 1, del: len(name), seq: len(r.ins), text: ProvenPrefix + name})
			if !r.renamed[name] {
				r.renamed[name] = true
				names = append(names, name)
			}
			n++
		}
	}
	return n
}

// provenDecls declares the proven entries called, with the prototypes of the functions they
// replace.
func (r *rewriter) provenDecls() string {
	var names []string
	for name := range r.renamed {
		names = append(names, name)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, name := range names {
		f := r.mod.Func(name)
		if f == nil || r.mod.Func(ProvenPrefix+name) != nil {
			continue
		}
		text := r.mod.Text(f.Span)
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			text = text[:i]
		}
		fmt.Fprintf(&b, "%s\n", strings.Replace(text, "@"+name+"(", "@"+ProvenPrefix+name+"(", 1))
	}
	return b.String()
}
