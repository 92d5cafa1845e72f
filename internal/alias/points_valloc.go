package alias

import (
	"maps"
	"slices"
	"strconv"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// valLocs memoises Loc of SSA pointer values. Loc is asked of every operand of every load,
// store and call, by the build and again by the dependence solver, so the memo is the
// graph's most asked table: numbered values (%N, all of clang's and flang's without
// -fno-discard-value-names) are kept in a table by function index and number, the named
// ones (parameters' copies, flang's names) in a map.
type valLocs struct {
	num   [][]Class         // by function index, by value number: stored(class) (0: not located yet)
	fns   []*model.Function // by function index, the functions of num's rows
	named map[ValueKey]Class
	n     int // how many values are located
}

func newValLocs() valLocs { return valLocs{named: map[ValueKey]Class{}} }

func (m *valLocs) get(f *model.Function, name string) (Class, bool) {
	if i := llvmir.LocalNumber(name); i >= 0 && m.rowOf(f) {
		if f.Index < len(m.num) && i < len(m.num[f.Index]) {
			if c := m.num[f.Index][i]; c != 0 {
				return c + NoClass - 1, true
			}
		}
		return NoClass, false
	}
	c, ok := m.named[ValueKey{f, name}]
	return c, ok
}

// rowOf reports whether f's numbered values go into num: f's index is free or f's own (a
// function of another program with the same index, if one is ever asked, goes to the map).
func (m *valLocs) rowOf(f *model.Function) bool {
	return f.Index >= 0 && (f.Index >= len(m.fns) || m.fns[f.Index] == nil || m.fns[f.Index] == f)
}

func (m *valLocs) set(f *model.Function, name string, c Class) {
	i := llvmir.LocalNumber(name)
	if i < 0 || !m.rowOf(f) {
		if _, ok := m.named[ValueKey{f, name}]; !ok {
			m.n++
		}
		m.named[ValueKey{f, name}] = c
		return
	}
	if f.Index >= len(m.num) {
		m.num = append(m.num, make([][]Class, f.Index+1-len(m.num))...)
		m.fns = append(m.fns, make([]*model.Function, f.Index+1-len(m.fns))...)
	}
	m.fns[f.Index] = f
	row := m.num[f.Index]
	if i >= len(row) {
		row = append(row, make([]Class, max(i+1-len(row), len(row)/2))...)
		m.num[f.Index] = row
	}
	if row[i] == 0 {
		m.n++
	}
	row[i] = stored(c)
}

// stored is how num holds class c: never 0, which stands for "not located yet" (NoClass too
// may be an answer).
func stored(c Class) Class { return c - NoClass + 1 }

// each calls fn for every located value (debug output only: the order is the map's).
func (m *valLocs) each(fn func(ValueKey, Class)) {
	for k, c := range m.named {
		fn(k, c)
	}
	for fi, row := range m.num {
		for i, c := range row {
			if c != 0 {
				fn(ValueKey{m.fns[fi], strconv.Itoa(i)}, c+NoClass-1)
			}
		}
	}
}

func (m *valLocs) clone() valLocs {
	c := valLocs{named: maps.Clone(m.named), n: m.n, num: make([][]Class, len(m.num)), fns: slices.Clone(m.fns)}
	for i, row := range m.num {
		c.num[i] = slices.Clone(row)
	}
	return c
}
