package pipeline

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Several programs in one run (a tree of tests, examples and tools: many mains, or two files
// each defining f) cannot be one program: a linker rejects two external definitions of one
// symbol, and merging them by name would make calls reach the wrong definition (real bugs
// missed, false positives). When the inputs define a symbol twice, they are grouped into
// programs, each analysed on its own: a module defining main (or a Fortran main program) and
// the modules it needs, followed through the symbols they reference and the others define.
// Modules no program needs are analysed too, in groups without two definitions of a symbol.
// Static (internal) functions are per module and never conflict.

// ProgramGroup is one program of a run whose inputs hold several.
type ProgramGroup struct {
	Name    string   // "a.c" (the file defining main), or "files no main uses"
	Files   []string // its inputs, in input order
	Choices []string // how a symbol several files define was resolved
	Program *model.Program
	Results map[*check.Analyzer]any
}

// linkSymbols are what a module gives and asks of the link.
type linkSymbols struct {
	strong map[string]bool // external function definitions: two are a conflict
	weak   map[string]bool // weak, linkonce functions, variables: no conflict
	refs   []string        // declared here and used, in file order
	root   bool            // defines main (or a Fortran main program)
}

func symbolsOf(m *llvmir.Module) *linkSymbols {
	s := &linkSymbols{strong: map[string]bool{}, weak: map[string]bool{}}
	def := func(name, linkage string) {
		switch linkage {
		case "internal", "private", "available_externally":
		case "", "external", "dllexport":
			s.strong[name] = true
		default: // weak, weak_odr, linkonce, linkonce_odr, common, extern_weak with a body...
			s.weak[name] = true
		}
	}
	for _, f := range m.Funcs {
		switch {
		case f.Decl:
			if !strings.HasPrefix(f.Name, "llvm.") {
				s.refs = append(s.refs, f.Name)
			}
		default:
			def(f.Name, f.Linkage)
		}
	}
	for _, g := range m.Globals {
		if g.Init == nil {
			if g.Linkage != "internal" && g.Linkage != "private" {
				s.refs = append(s.refs, g.Name)
			}
			continue
		}
		// A variable defined in several files is no sign of several programs: C code written
		// for -fcommon (`int rank;` in a header) defines it in each file, and clang's default
		// -fno-common makes each a definition.
		if g.Linkage != "internal" && g.Linkage != "private" {
			s.weak[g.Name] = true
		}
	}
	for _, a := range m.Aliases {
		def(a.Name, a.Linkage)
	}
	s.root = s.strong["main"] || s.strong["_QQmain"]
	return s
}

// grouping is how the modules of a run are split into programs.
type grouping struct {
	groups  [][]*llvmir.Module
	names   []string
	choices [][]string
	reason  string                 // why the inputs are not one program: the symbols defined twice
	size    map[*llvmir.Module]int // the size of each module's text as read (dropBodies)
}

// groupPrograms splits the modules into programs, or returns nil when they are one (no symbol
// is defined twice, at most one main).
func groupPrograms(mods []*llvmir.Module, srcOf map[*llvmir.Module]string) *grouping {
	syms := make([]*linkSymbols, len(mods))
	definers := map[string][]int{} // strong definers, then weak ones, in input order
	strongBy := map[string][]int{}
	var roots []int
	for i, m := range mods {
		syms[i] = symbolsOf(m)
		for name := range syms[i].strong {
			strongBy[name] = append(strongBy[name], i)
		}
		if syms[i].root {
			roots = append(roots, i)
		}
	}
	var dups []string
	for name, by := range strongBy {
		if len(by) > 1 {
			dups = append(dups, name)
		}
	}
	if len(dups) == 0 && len(roots) <= 1 {
		return nil
	}
	// Mains first, then the other symbols by name.
	sort.Slice(dups, func(i, j int) bool {
		mi, mj := dups[i] == "main" || dups[i] == "_QQmain", dups[j] == "main" || dups[j] == "_QQmain"
		if mi != mj {
			return mi
		}
		return dups[i] < dups[j]
	})
	name := func(i int) string { return model.DisplayPath(srcOf[mods[i]]) }
	var why []string
	for k, d := range dups {
		if k == 3 {
			why = append(why, fmt.Sprintf("%d more", len(dups)-3))
			break
		}
		var files []string
		for _, i := range strongBy[d] {
			files = append(files, name(i))
		}
		sym := d
		if d == "_QQmain" {
			sym = "a Fortran main program"
		}
		why = append(why, fmt.Sprintf("%s is defined in %s", sym, listFiles(files, 3)))
	}
	if len(dups) == 0 {
		var files []string
		for _, i := range roots {
			files = append(files, name(i))
		}
		why = append(why, "main is defined in "+listFiles(files, 3))
	}
	for i, s := range syms {
		for n := range s.strong {
			definers[n] = append(definers[n], i)
		}
	}
	for i, s := range syms {
		for n := range s.weak {
			if !s.strong[n] {
				definers[n] = append(definers[n], i)
			}
		}
	}
	for n := range definers {
		sortDefiners(definers[n], syms, n)
	}
	isRoot := map[int]bool{}
	for _, r := range roots {
		isRoot[r] = true
	}
	g := &grouping{reason: strings.Join(why, "; ")}
	used := map[int]bool{}
	for _, r := range roots {
		in := map[int]bool{r: true}
		defined := map[string]bool{}
		strong := map[string]bool{}
		add := func(i int) {
			in[i] = true
			used[i] = true
			for n := range syms[i].strong {
				defined[n], strong[n] = true, true
			}
			for n := range syms[i].weak {
				defined[n] = true
			}
		}
		add(r)
		var choices []string
		queue := []int{r}
		for len(queue) > 0 {
			m := queue[0]
			queue = queue[1:]
			for _, ref := range syms[m].refs {
				if defined[ref] {
					continue
				}
				var cands []int
				for _, c := range definers[ref] {
					if isRoot[c] || in[c] || conflicts(syms[c], strong) {
						continue
					}
					cands = append(cands, c)
				}
				if len(cands) == 0 {
					continue // a library's symbol (MPI, libc), or nothing defines it
				}
				best := closest(cands, srcOf[mods[r]], func(i int) string { return srcOf[mods[i]] })
				if len(cands) > 1 {
					var others []string
					for _, c := range cands {
						if c != best {
							others = append(others, name(c))
						}
					}
					choices = append(choices, fmt.Sprintf("%s from %s (nearest to %s; not %s)", ref, name(best), name(r), listFiles(others, 3)))
				}
				add(best)
				queue = append(queue, best)
			}
		}
		var group []*llvmir.Module
		for i := range mods {
			if in[i] {
				group = append(group, mods[i])
			}
		}
		g.groups = append(g.groups, group)
		g.names = append(g.names, name(r))
		g.choices = append(g.choices, choices)
	}
	// The modules no main needs (libraries, or inputs without a main): groups in which no
	// symbol is defined twice, first fit in input order.
	var rest [][]int
	var restStrong []map[string]bool
	for i := range mods {
		if used[i] || isRoot[i] {
			continue
		}
		placed := false
		for k := range rest {
			if !conflicts(syms[i], restStrong[k]) {
				rest[k] = append(rest[k], i)
				for n := range syms[i].strong {
					restStrong[k][n] = true
				}
				placed = true
				break
			}
		}
		if !placed {
			st := map[string]bool{}
			for n := range syms[i].strong {
				st[n] = true
			}
			rest = append(rest, []int{i})
			restStrong = append(restStrong, st)
		}
	}
	for k, idx := range rest {
		var group []*llvmir.Module
		for _, i := range idx {
			group = append(group, mods[i])
		}
		n := "files no main uses"
		if len(roots) == 0 {
			n = "files without main"
		}
		if len(rest) > 1 {
			n += fmt.Sprintf(" (%d)", k+1)
		}
		g.groups = append(g.groups, group)
		g.names = append(g.names, n)
		g.choices = append(g.choices, nil)
	}
	return g
}

// sortDefiners orders the definers of a symbol: strong definitions first, then input order.
func sortDefiners(idx []int, syms []*linkSymbols, name string) {
	sort.SliceStable(idx, func(a, b int) bool {
		sa, sb := syms[idx[a]].strong[name], syms[idx[b]].strong[name]
		if sa != sb {
			return sa
		}
		return idx[a] < idx[b]
	})
}

// conflicts reports whether a module defines a symbol strongly that strong already holds.
func conflicts(s *linkSymbols, strong map[string]bool) bool {
	for n := range s.strong {
		if strong[n] {
			return true
		}
	}
	return false
}

// closest picks, among candidate files, the one whose directory shares the most leading
// path components with root's (the same directory first); ties go to the first candidate.
func closest(cands []int, root string, path func(int) string) int {
	best, bestN := cands[0], -1
	rootDir := dirParts(root)
	for _, c := range cands {
		d := dirParts(path(c))
		n := 0
		for n < len(d) && n < len(rootDir) && d[n] == rootDir[n] {
			n++
		}
		if n == len(d) && n == len(rootDir) {
			n += 1000 // the same directory
		}
		if n > bestN {
			best, bestN = c, n
		}
	}
	return best
}

func dirParts(p string) []string {
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	return strings.Split(filepath.Dir(p), string(filepath.Separator))
}

// listFiles joins up to max names, then says how many more.
func listFiles(files []string, max int) string {
	if len(files) <= max {
		if len(files) == 2 {
			return files[0] + " and " + files[1]
		}
		return strings.Join(files, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(files[:max], ", "), len(files)-max)
}

// analysePrograms analyses each program of g on its own and merges their findings: a
// finding of a file several programs share is reported once (with the notes of each).
func analysePrograms(g *grouping, srcOf map[*llvmir.Module]string, opt Options, res *Result) {
	res.Grouping = g.reason
	all := &model.Program{}
	byKey := map[string]*diag.Diagnostic{}
	spent := map[string]time.Duration{}
	cpu := map[string]time.Duration{}
	var order []string
	// The programs are independent (each its own model; the IR modules they share are only
	// read): they are analysed up to -j at once, each into its own result, and merged below
	// in the order of the groups, so the output does not depend on -j.
	outs := make([]*check.Outcome, len(g.groups))
	subs := make([]*Result, len(g.groups))
	// The analyses of one program then run one after the other (-j goes to the programs).
	one := opt
	one.Jobs = 1
	// The largest programs start first, so that a large one started last does not finish
	// long after the others.
	start := make([]int, len(g.groups))
	size := make([]int, len(g.groups))
	for k, mods := range g.groups {
		start[k] = k
		for _, m := range mods {
			if n, ok := g.size[m]; ok {
				size[k] += n
			} else {
				size[k] += len(m.Src)
			}
		}
	}
	sort.SliceStable(start, func(i, j int) bool { return size[start[i]] > size[start[j]] })
	forEach(len(g.groups), opt.Jobs, func(i int) {
		k := start[i]
		subs[k] = &Result{Unwrapped: res.Unwrapped}
		outs[k] = analyse(g.groups[k], srcOf, one, subs[k])
	})
	for k, mods := range g.groups {
		out, sub := outs[k], subs[k]
		res.Problems = append(res.Problems, sub.Problems...)
		res.Timings = append(res.Timings, sub.Timings...)
		p := sub.Program
		offset := len(all.Funcs)
		all.Modules = append(all.Modules, p.Modules...)
		all.Funcs = append(all.Funcs, p.Funcs...)
		for _, t := range out.Timings {
			if _, ok := spent[t.Analyzer]; !ok {
				order = append(order, t.Analyzer)
			}
			spent[t.Analyzer] += t.Duration
			cpu[t.Analyzer] += t.CPU
		}
		for _, d := range out.Diagnostics {
			for i := range d.Decisions {
				d.Decisions[i].Func += offset
			}
			if old := byKey[d.Key()]; old != nil {
				old.Notes = diag.AppendNotes(old.Notes, d.Notes...)
				old.Decisions = diag.AppendDecisions(old.Decisions, d.Decisions...)
				continue
			}
			byKey[d.Key()] = d
			res.Diagnostics = append(res.Diagnostics, d)
		}
		var files []string
		for _, m := range mods {
			files = append(files, model.DisplayPath(srcOf[m]))
		}
		res.Programs = append(res.Programs, &ProgramGroup{Name: g.names[k], Files: files, Choices: g.choices[k], Program: p, Results: out.Results})
		if k == 0 {
			res.Results = out.Results
		}
	}
	for _, a := range order {
		res.Timings = append(res.Timings, Timing{"analysis " + a, spent[a], cpu[a]})
	}
	// One line per phase: the models of the programs were built one after the other.
	at := map[string]int{}
	timings := res.Timings[:0]
	for _, t := range res.Timings {
		if i, ok := at[t.Phase]; ok {
			timings[i].Duration += t.Duration
			timings[i].CPU += t.CPU
			continue
		}
		at[t.Phase] = len(timings)
		timings = append(timings, t)
	}
	res.Timings = timings
	diag.Sort(res.Diagnostics)
	res.Program = all
	// A problem of a file several programs share is reported once.
	seen := map[string]bool{}
	kept := res.Problems[:0]
	for _, p := range res.Problems {
		if k := p.String(); !seen[k] {
			seen[k] = true
			kept = append(kept, p)
		}
	}
	res.Problems = kept
}
