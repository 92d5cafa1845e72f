package instrument

import (
	"sort"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/check/omp"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// The OpenMP runtime check (seed 000 §3.2.3, Algorithms 16-17). Every function holding a site
// the OpenMP analysis could not prove gets a call to parcoach_rt_omp_check before each of its
// barriers (__kmpc_barrier), before each worksharing construct that begins (single, for,
// sections), before each call that is a site, and before each of its returns. The runtime
// entry (runtime/c/parcoach_rt_omp.c) is one team barrier around an exchange of site ids:
// the threads of a team make the same sequence of checks exactly when they reach the same
// sequence of barriers, so the extra barriers match in a correct program.

// fnOMPCheck is the OpenMP runtime entry: parcoach_rt_omp_check(table, site).
const fnOMPCheck = "parcoach_rt_omp_check"

// ompConstruct names the construct a call to an OpenMP runtime entry begins, or "", the way
// the user wrote it: "#pragma omp ..." in C and C++, "!$omp ..." in Fortran.
func ompConstruct(callee string, fortran bool) string {
	name := ""
	switch {
	case callee == "__kmpc_barrier":
		name = "barrier"
	case callee == "__kmpc_single":
		name = "single"
	case strings.HasPrefix(callee, "__kmpc_for_static_init"), strings.HasPrefix(callee, "__kmpc_dispatch_init"):
		name = "for (or sections)"
		if fortran {
			name = "do (or sections)"
		}
	case callee == "__kmpc_sections_init":
		name = "sections"
	default:
		return ""
	}
	if fortran {
		return "!$omp " + name
	}
	return "#pragma omp " + name
}

// ompFunctions instruments the functions holding OpenMP sites of module r.mod.
func (r *rewriter) ompFunctions(res *omp.Result) {
	if res == nil {
		return
	}
	byFn := map[*model.Function][]*omp.Site{}
	var fns []*model.Function
	for _, s := range res.Sites {
		if s.Fn == nil || s.Fn.Module != r.mod || s.Fn.IR == nil || s.Fn.IR.Decl {
			continue
		}
		if strings.HasPrefix(s.Fn.IR.Name, ".omp_task_entry") {
			continue // a task runs on one thread: no team to compare with
		}
		if _, ok := byFn[s.Fn]; !ok {
			fns = append(fns, s.Fn)
		}
		byFn[s.Fn] = append(byFn[s.Fn], s)
	}
	sort.SliceStable(fns, func(i, j int) bool { return fns[i].IR.Span.Start < fns[j].IR.Span.Start })
	for _, f := range fns {
		r.ompFunction(f, byFn[f])
	}
}

func (r *rewriter) ompFunction(f *model.Function, sites []*omp.Site) {
	siteAt := map[*llvmir.Inst]*omp.Site{}
	var conds []diag.Pos
	for _, s := range sites {
		conds = appendPos(conds, s.Conds...)
		if s.Inst != nil {
			if _, dup := siteAt[s.Inst]; !dup {
				siteAt[s.Inst] = s
			}
		}
	}
	leave := f.Name + "()" // the runtime says "leave" or "leaves"
	if isOutlined(f) {
		leave = "the parallel region"
	}
	n := 0
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			var what string
			kind := byte('B') // B a construct, V a call reaching one, E a return
			switch {
			case in.Op == "ret":
				what, kind = leave, 'E'
			case in.Op == "call" || in.Op == "invoke":
				what = ompConstruct(in.CalledFunction(), f.IsFortran())
				if what == "" && siteAt[in] != nil {
					what, kind = in.CalledFunction()+"(), which reaches "+siteAt[in].What, 'V'
				}
			}
			if what == "" {
				continue
			}
			c := conds
			if s := siteAt[in]; s != nil && len(s.Conds) > 0 {
				c = s.Conds
			}
			idx := r.addSite(Site{Kind: kind, What: what, Pos: f.InstPos(in), Func: f.Name, Conds: c})
			r.call(in, fnOMPCheck, []string{r.tableRef(), "i32 " + strconv.Itoa(idx)}, "")
			n++
		}
	}
	if n > 0 {
		r.nfuncs++
	}
}
