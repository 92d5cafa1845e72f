package alias

import (
	"strconv"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// incVals are the nodes of the SSA pointer values (or the objects of the allocas), by
// function and name. The numbered values
// (%N: all of clang's and flang's without -fno-discard-value-names) are in a table by function
// index and number, 4 bytes a slot, the named ones in a map (issue 18: a map entry by value,
// its 24-byte key and the table's room, held 6 MB of AMG's peak live heap for the whole run).
type incVals struct {
	num   [][]int32         // by function index, by value number: node + 1 (0: none)
	fns   []*model.Function // by function index, the functions of num's rows
	named map[ValueKey]int32
	n     int // how many values have a node
}

func newIncVals() incVals { return incVals{named: map[ValueKey]int32{}} }

// get is the node of value name of f, if it has one.
func (m *incVals) get(f *model.Function, name string) (int32, bool) {
	if i := llvmir.LocalNumber(name); i >= 0 && m.rowOf(f) {
		if f.Index < len(m.num) && i < len(m.num[f.Index]) {
			if n := m.num[f.Index][i]; n != 0 {
				return n - 1, true
			}
		}
		return 0, false
	}
	n, ok := m.named[ValueKey{f, name}]
	return n, ok
}

// rowOf reports whether f's numbered values go into num: f's index is free or f's own (a
// function with the same index of another program, if one is ever asked, goes to the map).
func (m *incVals) rowOf(f *model.Function) bool {
	return f.Index >= 0 && (f.Index >= len(m.fns) || m.fns[f.Index] == nil || m.fns[f.Index] == f)
}

// set gives value name of f node n (n >= 0).
func (m *incVals) set(f *model.Function, name string, n int32) {
	i := llvmir.LocalNumber(name)
	if i < 0 || !m.rowOf(f) {
		if _, ok := m.named[ValueKey{f, name}]; !ok {
			m.n++
		}
		m.named[ValueKey{f, name}] = n
		return
	}
	if f.Index >= len(m.num) {
		m.num = append(m.num, make([][]int32, f.Index+1-len(m.num))...)
		m.fns = append(m.fns, make([]*model.Function, f.Index+1-len(m.fns))...)
	}
	m.fns[f.Index] = f
	row := m.num[f.Index]
	if i >= len(row) {
		row = append(row, make([]int32, max(i+1-len(row), len(row)/2))...)
		m.num[f.Index] = row
	}
	if row[i] == 0 {
		m.n++
	}
	row[i] = n + 1
}

// len is how many values have a node.
func (m *incVals) len() int { return m.n }

// each calls fn for every value with a node, in no fixed order (the callers sort or count).
func (m *incVals) each(fn func(ValueKey, int32)) {
	for k, n := range m.named {
		fn(k, n)
	}
	for fi, row := range m.num {
		for i, n := range row {
			if n != 0 {
				fn(ValueKey{m.fns[fi], strconv.Itoa(i)}, n-1)
			}
		}
	}
}

// nodes calls fn for the node of every value with one, in no fixed order.
func (m *incVals) nodes(fn func(int32)) {
	for _, n := range m.named {
		fn(n)
	}
	for _, row := range m.num {
		for _, n := range row {
			if n != 0 {
				fn(n - 1)
			}
		}
	}
}
