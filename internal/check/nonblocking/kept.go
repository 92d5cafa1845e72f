package nonblocking

import (
	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// keptBeyond reports whether the requests in heap object o may be completed after the function
// returns: the allocation's address is returned, or stored into memory the function does not
// own alone (a field of a heap object, a global, what a parameter points to), the way a
// split-phase exchange keeps them in the handle it returns (hypre_ParCSRCommHandleCreate).
// Such requests are left, like those at addresses the analysis cannot follow, to the end of
// main. Passing the address to a call is not counted: callees the analysis follows say what
// they do with the requests in their summaries.
func (fa *fnAnalysis) keptBeyond(o *alias.Object) bool {
	if o == nil || o.Kind != alias.Heap || o.Site == nil || o.Site.Result == "" || o.Name != o.Site.Result {
		return false
	}
	if fa.kept == nil {
		fa.kept = map[*alias.Object]bool{}
	}
	if v, ok := fa.kept[o]; ok {
		return v
	}
	v := fa.addressKept(o.Site.Result)
	fa.kept[o] = v
	return v
}

// addressKept follows the pointer value root through casts, address arithmetic and local
// pointer variables, and reports whether it is returned or stored beyond the function.
func (fa *fnAnalysis) addressKept(root string) bool {
	fn := fa.f
	seen := map[string]bool{}
	work := []string{root}
	for len(work) > 0 {
		name := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[name] {
			continue
		}
		seen[name] = true
		for _, use := range fn.Uses(name) {
			switch use.Op {
			case "ret":
				return true
			case "getelementptr", "bitcast", "addrspacecast", "phi", "select":
				if use.Result != "" {
					work = append(work, use.Result)
				}
			case "store":
				if len(use.Operands) != 2 || !isLocal(use.Operands[0], name) {
					continue
				}
				p := use.Operands[1]
				if p.Kind == llvmir.ValLocal {
					if d := fn.Def(p.Name); d != nil && d.Op == "alloca" {
						// A local pointer variable: where its loads go.
						for _, u := range fn.Uses(p.Name) {
							if u.Op == "load" && u.Result != "" {
								work = append(work, u.Result)
							}
						}
						continue
					}
				}
				if l := fa.al.Pointer(p); l.Obj != nil && l.Obj.Kind == alias.Local && !l.Obj.Escapes() {
					continue // a field of a local structure the function keeps to itself
				}
				return true
			}
		}
	}
	return false
}
