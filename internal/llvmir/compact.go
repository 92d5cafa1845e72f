package llvmir

import (
	"strings"
	"unsafe"
)

// This file lets a module give up the part of its text nothing reads once it is parsed (issue
// 18: the IR text is the largest single item of a run's live heap, 15-17 % of it at the peak,
// and the collector's headroom doubles it in the peak RSS).
//
// The debug metadata after the last function, global and alias is read only through node (the
// DILocations of !dbg attachments, the subprograms, scopes, files and variables their names
// and positions come from), and by mpiwrap's count of "@name" references. Compact keeps the
// text before that point as it is (every Span and every offset stays valid), decodes the
// DILocations into 16 bytes each instead of ~57 bytes of text, keeps the lines of the node
// kinds node's callers ask for and of the lines naming a global, and drops the others (types,
// expressions, tuples, subprogram declarations, imported entities: up to 40 % of a C++
// module's text). The strings of the module (names, types, values' text), which point into
// the text, are moved to the new copy, so the old one can be collected.

// mdLoc is a DILocation decoded by Compact: the fields location reads.
type mdLoc struct {
	line, col, scope, inlinedAt int32
}

// keptNode reports whether the metadata line of a node of this kind is kept by Compact: the
// kinds node's callers decode (location, scope, file, FuncLocation, VariableName,
// GlobalSourceName) and the scopes a scope chain may pass through. A subprogram is kept when
// it is a definition (definitions are distinct; the declarations of members and of called
// functions are what a debugger reads, not parcoach).
func keptNode(kind, line string) bool {
	switch kind {
	case "DILexicalBlock", "DILexicalBlockFile", "DIFile", "DILocalVariable", "DIGlobalVariable",
		"DIGlobalVariableExpression", "DICompileUnit", "DINamespace", "DIModule", "DICommonBlock",
		"DILabel", "DILocation":
		return true
	case "DISubprogram":
		return strings.Contains(line, "distinct") || strings.Contains(line, "DISPFlagDefinition") ||
			strings.Contains(line, "isDefinition: true")
	}
	return false
}

// Compact replaces the module's text with a copy without the debug metadata nothing reads
// (see above) and returns the bytes it saved. Src then ends with the kept metadata lines: the
// offsets of functions, globals, aliases, instructions and blocks are unchanged, those of
// metadata lines are not (LineCol of an offset in the metadata differs). Locations, names and
// every other answer of the module are the same. Not safe while another goroutine reads m;
// meant right after Parse, before the module is shared.
func (m *Module) Compact() int {
	if m == nil || m.md == nil || len(m.Src) == 0 || len(m.Src) >= 1<<31-1 || m.pieces != nil {
		return 0 // (the offsets of node's table are int32)
	}
	old := m.Src
	cut := 0
	for _, f := range m.Funcs {
		cut = max(cut, int(f.Span.End))
	}
	for _, g := range m.Globals {
		cut = max(cut, int(g.Span.End))
	}
	for _, a := range m.Aliases {
		cut = max(cut, int(a.Span.End))
	}
	if sf := m.SourceFilename; sf != "" { // (a module without definitions: after its header)
		if p := uintptr(unsafe.Pointer(unsafe.StringData(sf))); p >= uintptr(unsafe.Pointer(&old[0])) && p < uintptr(unsafe.Pointer(&old[0]))+uintptr(len(old)) {
			cut = max(cut, int(p-uintptr(unsafe.Pointer(&old[0])))+len(sf))
		}
	}
	if cut > len(old) {
		return 0
	}
	if i := strings.IndexByte(m.src[cut:], '\n'); i >= 0 {
		cut += i + 1
	} else {
		return 0
	}
	md := m.md
	var locs []mdLoc
	// setOff points node at id's new line (+1), at its decoded DILocation (< 0), or at
	// nothing (0). (Each id is set once its line is read: a later line is another id's, or
	// a duplicate definition node never reads.)
	setOff := func(id int, o int32) {
		switch {
		case id < len(md.off):
			md.off[id] = o
		case o <= 0:
			delete(md.far, id)
		default:
			md.far[id] = int(o)
		}
	}
	kept := 0 // bytes of the lines kept after cut
	type span struct{ start, end int }
	var keep []span
	for start := cut; start < len(old); {
		end := len(old)
		if i := strings.IndexByte(m.src[start:], '\n'); i >= 0 {
			end = start + i + 1
		}
		line := m.src[start:end]
		next := end
		lead := len(line) - len(strings.TrimLeft(line, " \t")) // (node's offset is the '!')
		id, numbered := mdLineID(line[lead:])
		switch {
		case !numbered:
			keep = append(keep, span{start, end})
			kept += end - start
		case !m.registered(id, start+lead):
			// never read by node; kept only for mpiwrap's count of references
			if strings.IndexByte(line, '@') >= 0 {
				keep = append(keep, span{start, end})
				kept += end - start
			}
		default:
			kind, args := m.node(id)
			switch {
			case kind == "DILocation" && id < len(md.off) && strings.IndexByte(line, '@') < 0:
				if l, ok := decodeLoc(args); ok {
					locs = append(locs, l)
					setOff(id, -int32(len(locs)))
					start = next
					continue
				}
				fallthrough
			case keptNode(kind, line) || strings.IndexByte(line, '@') >= 0:
				setOff(id, int32(cut+kept+lead+1))
				keep = append(keep, span{start, end})
				kept += end - start
			default:
				setOff(id, 0)
			}
		}
		start = next
	}
	buf := make([]byte, cut, cut+kept)
	copy(buf, old[:cut])
	for _, k := range keep {
		buf = append(buf, old[k.start:k.end]...)
	}
	md.locs = locs
	md.forgetScopes() // (decoded strings of the old text; decoded again from the copy)
	r := rebaser{lo: uintptr(unsafe.Pointer(&old[0])), cut: cut, to: unsafe.Pointer(&buf[0])}
	r.hi = r.lo + uintptr(len(old))
	r.module(m)
	m.used.each(r.str) // (kept for DropBodies)
	m.Src = buf
	m.src = unsafe.String(&buf[0], len(buf))
	m.index() // (the indices' keys are the names: made again from the moved ones)
	m.pinned = r.missed
	return len(old) - len(buf) - 16*len(locs)
}

// registered reports whether the line at start is the one node reads for id.
func (m *Module) registered(id, start int) bool {
	md := m.md
	if id < len(md.off) && md.off[id] == int32(start+1) {
		return true
	}
	return md.far != nil && md.far[id] == start+1
}

// mdLineID is the N of a line `!N = ...`.
func mdLineID(line string) (int, bool) {
	if len(line) < 2 || line[0] != '!' || !isDigit(line[1]) {
		return 0, false
	}
	j := 1
	for j < len(line) && isDigit(line[j]) {
		j++
	}
	n, ok := smallNumber(line[1:j])
	return n, ok
}

// decodeLoc reads a DILocation's fields as location does; false when one does not fit.
func decodeLoc(args string) (mdLoc, bool) {
	line, col, sc, inl := locFields(args)
	l := mdLoc{int32(line), int32(col), int32(sc), int32(inl)}
	if int(l.line) != line || int(l.col) != col || int(l.scope) != sc || int(l.inlinedAt) != inl {
		return mdLoc{}, false
	}
	return l, true
}

// rebaser moves strings that point into the old text before cut to the same offset of the
// new text; missed counts those that point after it (they keep the old text alive).
type rebaser struct {
	lo, hi uintptr
	cut    int
	to     unsafe.Pointer
	missed int
}

func (r *rebaser) str(s *string) {
	if len(*s) == 0 {
		return
	}
	p := uintptr(unsafe.Pointer(unsafe.StringData(*s)))
	if p < r.lo || p >= r.hi {
		return
	}
	off := int(p - r.lo)
	if off+len(*s) > r.cut {
		r.missed++
		return
	}
	*s = unsafe.String((*byte)(unsafe.Add(r.to, off)), len(*s))
}

func (r *rebaser) module(m *Module) { moduleStrings(m, r.str) }

// valueStrings calls str on every string field of v and of the values it is made of.
func valueStrings(v *Value, str func(*string)) {
	if v == nil {
		return
	}
	str(&v.Type)
	str(&v.Name)
	str(&v.Text)
	if v.ext != nil {
		str(&v.ext.expr)
		for _, e := range v.ext.elems {
			valueStrings(e, str)
		}
	}
}

// index makes the module's indices by name (the first definition of a name wins).
func (m *Module) index() {
	m.funcIdx = make(map[string]*Function, len(m.Funcs))
	for _, f := range m.Funcs {
		if _, dup := m.funcIdx[f.Name]; !dup {
			m.funcIdx[f.Name] = f
		}
	}
	m.globIdx = make(map[string]*Global, len(m.Globals))
	for _, g := range m.Globals {
		if _, dup := m.globIdx[g.Name]; !dup {
			m.globIdx[g.Name] = g
		}
	}
}

// moduleStrings calls str on every string field of m, its globals, aliases, functions,
// blocks, instructions and their values: the strings that point into the text a module was
// read from, which Compact moves into a smaller text and DropBodies out of it.
func moduleStrings(m *Module, str func(*string)) {
	value := func(v *Value) { valueStrings(v, str) }
	str(&m.SourceFilename)
	for i := range m.Problems {
		str(&m.Problems[i].Msg)
	}
	for _, g := range m.Globals {
		str(&g.Name)
		str(&g.Linkage)
		str(&g.Type)
		value(g.Init)
	}
	for _, a := range m.Aliases {
		str(&a.Name)
		str(&a.Kind)
		str(&a.Linkage)
		str(&a.Type)
		value(a.Target)
	}
	for _, f := range m.Funcs {
		str(&f.Name)
		str(&f.RetType)
		str(&f.Linkage)
		for _, p := range f.Params {
			str(&p.Name)
			str(&p.Type)
		}
		for i := range f.Declares {
			str(&f.Declares[i].Local)
		}
		for _, b := range f.Blocks {
			str(&b.Name)
			for _, in := range b.Insts {
				str(&in.Result)
				str(&in.Op)
				str(&in.Type)
				for _, v := range in.Operands {
					value(v)
				}
				if in.instParts != &noParts {
					str(&in.instParts.Pred)
					value(in.instParts.Callee)
					for _, v := range in.instParts.Args {
						value(v)
					}
				}
			}
		}
	}
}

// each calls str on every string field and value on every value of the slab slots used (also
// those no part of the module reaches any more: mpiwrap replaces a rewritten call's
// arguments, and a slab chunk stays alive while any of its slots is used).
func (u *usedSlabs) each(str func(*string)) {
	if u == nil {
		return
	}
	for _, c := range u.vals.done {
		for i := range c {
			valueStrings(&c[i], str)
		}
	}
	for _, c := range u.exts.done {
		for i := range c {
			str(&c[i].expr)
		}
	}
	for _, c := range u.insts.done {
		for i := range c {
			str(&c[i].Result)
			str(&c[i].Op)
			str(&c[i].Type)
		}
	}
	for _, c := range u.parts.done {
		for i := range c {
			str(&c[i].Pred)
		}
	}
	for _, c := range u.blocks.done {
		for i := range c {
			str(&c[i].Name)
		}
	}
}

// usedSlabs are the parts of slab chunks one parser used.
type usedSlabs struct {
	vals   slabUse[Value]
	exts   slabUse[valueExt]
	insts  slabUse[Inst]
	parts  slabUse[instParts]
	blocks slabUse[Block]
}

// slabUse is the chunk a parser takes slots from and the parts of chunks it used before.
type slabUse[T any] struct {
	chunk []T
	done  [][]T
}

// finish records the part of the chunk used, rest being what is left of it.
func (u *slabUse[T]) finish(rest []T) {
	if n := len(u.chunk) - len(rest); n > 0 {
		u.done = append(u.done, u.chunk[:n])
	}
	u.chunk = nil
}
