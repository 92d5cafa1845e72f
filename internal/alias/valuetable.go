package alias

import (
	"maps"
	"slices"
	"strconv"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// valueTable maps SSA values (a function and a value name) to small integers: the memory
// model's memo of Loc (valLocs) and the inclusion solver's value and alloca nodes (incVals).
// Both are asked of every operand of every load, store and call, so the numbered values (%N,
// all of clang's and flang's without -fno-discard-value-names) are kept in a table by function
// index and number, a few bytes a slot, and only the named ones (parameters' copies, flang's
// names) in a map (issue 18: a map entry by value, its 24-byte key and the map's room, held
// megabytes of AMG's peak live heap for the whole run). A slot holds v+bias, bias chosen so
// that every value the table may hold is stored as a positive number: 0 is "absent".
type valueTable[V ~int | ~int32] struct {
	num   [][]V             // by function index, by value number: v+bias (0: absent)
	fns   []*model.Function // by function index, the functions of num's rows
	named map[ValueKey]V
	bias  V
	n     int // how many values are in the table
}

func newValueTable[V ~int | ~int32](bias V) valueTable[V] {
	return valueTable[V]{named: map[ValueKey]V{}, bias: bias}
}

// get is the entry of value name of f, if it has one.
func (m *valueTable[V]) get(f *model.Function, name string) (V, bool) {
	if i := llvmir.LocalNumber(name); i >= 0 && m.rowOf(f) {
		if f.Index < len(m.num) && i < len(m.num[f.Index]) {
			if s := m.num[f.Index][i]; s != 0 {
				return s - m.bias, true
			}
		}
		return 0, false
	}
	v, ok := m.named[ValueKey{f, name}]
	return v, ok
}

// rowOf reports whether f's numbered values go into num: f's index is free or f's own (a
// function of another program with the same index, if one is ever asked, goes to the map).
func (m *valueTable[V]) rowOf(f *model.Function) bool {
	return f.Index >= 0 && (f.Index >= len(m.fns) || m.fns[f.Index] == nil || m.fns[f.Index] == f)
}

// set gives value name of f the entry v.
func (m *valueTable[V]) set(f *model.Function, name string, v V) {
	i := llvmir.LocalNumber(name)
	if i < 0 || !m.rowOf(f) {
		if _, ok := m.named[ValueKey{f, name}]; !ok {
			m.n++
		}
		m.named[ValueKey{f, name}] = v
		return
	}
	if f.Index >= len(m.num) {
		m.num = append(m.num, make([][]V, f.Index+1-len(m.num))...)
		m.fns = append(m.fns, make([]*model.Function, f.Index+1-len(m.fns))...)
	}
	m.fns[f.Index] = f
	row := m.num[f.Index]
	if i >= len(row) {
		row = append(row, make([]V, max(i+1-len(row), len(row)/2))...)
		m.num[f.Index] = row
	}
	if row[i] == 0 {
		m.n++
	}
	row[i] = v + m.bias
}

// len is how many values are in the table.
func (m *valueTable[V]) len() int { return m.n }

// each calls fn for every value in the table, in no fixed order (callers sort or count).
func (m *valueTable[V]) each(fn func(ValueKey, V)) {
	for k, v := range m.named {
		fn(k, v)
	}
	for fi, row := range m.num {
		for i, s := range row {
			if s != 0 {
				fn(ValueKey{m.fns[fi], strconv.Itoa(i)}, s-m.bias)
			}
		}
	}
}

// values calls fn for the entry of every value in the table, in no fixed order.
func (m *valueTable[V]) values(fn func(V)) {
	for _, v := range m.named {
		fn(v)
	}
	for _, row := range m.num {
		for _, s := range row {
			if s != 0 {
				fn(s - m.bias)
			}
		}
	}
}

func (m *valueTable[V]) clone() valueTable[V] {
	c := valueTable[V]{named: maps.Clone(m.named), bias: m.bias, n: m.n, num: make([][]V, len(m.num)), fns: slices.Clone(m.fns)}
	for i, row := range m.num {
		c.num[i] = slices.Clone(row)
	}
	return c
}
