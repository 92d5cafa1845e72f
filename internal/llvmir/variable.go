package llvmir

import "strings"

// VariableName returns the source name of the local variable described by the
// DILocalVariable (or DIGlobalVariable) metadata node md, "" when there is none.
func (m *Module) VariableName(md int) string {
	kind, args := m.node(md)
	if kind != "DILocalVariable" && kind != "DIGlobalVariable" {
		return ""
	}
	it := mdIter{s: args}
	for it.next() {
		if it.key == "name" {
			return mdStr(it.val)
		}
	}
	return ""
}

// GlobalSourceName returns the source name of a global variable from its debug information
// (`@_QFEdbuf = ... !dbg !42`, !42 a DIGlobalVariableExpression of the DIGlobalVariable "dbuf"),
// "" without it.
func (m *Module) GlobalSourceName(g *Global) string {
	if g == nil {
		return ""
	}
	text := m.Text(g.Span)
	i := strings.LastIndex(text, "!dbg !")
	if i < 0 {
		return ""
	}
	ref := text[i+len("!dbg "):]
	if j := strings.IndexAny(ref, " ,\n"); j >= 0 {
		ref = ref[:j]
	}
	kind, args := m.node(mdRef(ref))
	if kind != "DIGlobalVariableExpression" {
		return ""
	}
	for it := (mdIter{s: args}); it.next(); {
		if it.key == "var" {
			return m.VariableName(mdRef(it.val))
		}
	}
	return ""
}

// MetadataRef decodes a metadata operand "!12" (as in the operands of
// llvm.dbg.declare) to its node id, -1 otherwise.
func MetadataRef(v *Value) int {
	if v == nil {
		return -1
	}
	t := v.Text
	if len(t) > 9 && t[:9] == "metadata " {
		t = t[9:]
	}
	return mdRef(t)
}

// readDeclare reads `#dbg_declare(ptr %x, !N, ...)`: which variable local x holds. Other
// records, and locals written in quotes, are not declarations it reads.
func readDeclare(rec string) (Declare, bool) {
	const prefix = "#dbg_declare(ptr %"
	if !strings.HasPrefix(rec, prefix) {
		return Declare{}, false
	}
	local, rest, ok := strings.Cut(rec[len(prefix):], ",")
	if !ok || local == "" || strings.ContainsAny(local, "\" ()") {
		return Declare{}, false
	}
	meta, _, _ := strings.Cut(strings.TrimSpace(rest), ",")
	v := mdRef(meta)
	if v < 0 {
		return Declare{}, false
	}
	return Declare{Local: local, Var: v}, true
}

// debugCall reads the unit [start, end) when it calls llvm.dbg.declare, llvm.dbg.value,
// llvm.dbg.assign or llvm.dbg.label, the intrinsics LLVM 19 replaced by the debug records
// (`#dbg_declare(...)`), and reports whether it did. Like a record, such a call is not kept as
// an instruction (every analysis skipped them; 19,500 of AMG's 252,000 instructions, each with
// its operands, its metadata values and its call part): a declare becomes a Declare of the function, the
// others are dropped. A declare whose local it cannot name without doubt (a quoted name, an
// unusual operand), or a call with more than metadata attachments and attribute groups after its
// arguments, stays an instruction, read (and its problems reported) as any call.
func (p *parser) debugCall(start, end int) bool {
	s := p.s[start:end]
	call := strings.TrimPrefix(s, "tail ")
	const prefix = "call void @llvm.dbg."
	if !strings.HasPrefix(call, prefix) {
		return false
	}
	name, _, ok := strings.Cut(call[len(prefix):], "(")
	if !ok {
		return false
	}
	switch name {
	case "declare", "value", "assign", "label":
	default:
		return false
	}
	open := start + len(s) - len(call) + len(prefix) + len(name)
	p.pos, p.end, p.failed = open, end, false
	if !p.skipBalanced() {
		return false // the full reader says what is wrong
	}
	closed := p.pos
	if !p.plainTrailer() {
		return false
	}
	if name == "declare" {
		d, ok := p.oldDeclare(open+1, closed-1)
		if !ok {
			return false
		}
		p.declBuf = append(p.declBuf, d)
	}
	return true
}

// plainTrailer reports whether the rest of the unit holds only metadata attachments
// (`, !dbg !N`) and attribute groups (`#N`).
func (p *parser) plainTrailer() bool {
	for {
		p.ws()
		if p.pos >= p.end {
			return true
		}
		switch p.s[p.pos] {
		case ',':
			p.pos++
		case '#':
			p.pos++
			if !p.skipDigits() {
				return false
			}
		case '!':
			p.pos++
			if _, ok := p.name(); !ok {
				return false
			}
			p.ws()
			if !p.accept('!') || !isDigit(p.peek()) {
				return false
			}
			p.smallInt()
		default:
			return false
		}
	}
}

// oldDeclare reads the arguments [start, end) of a call to llvm.dbg.declare:
// `metadata T %x, metadata !N, ...`.
func (p *parser) oldDeclare(start, end int) (Declare, bool) {
	p.pos, p.end = start, end
	if !p.keyword("metadata") {
		return Declare{}, false
	}
	p.ws()
	if _, ok := p.typ(); !ok {
		return Declare{}, false
	}
	p.ws()
	if !p.accept('%') || p.peek() == '"' {
		return Declare{}, false
	}
	local, ok := p.name()
	p.ws()
	if !ok || !p.accept(',') || !p.keyword("metadata") {
		return Declare{}, false
	}
	p.ws()
	if !p.accept('!') || !isDigit(p.peek()) {
		return Declare{}, false
	}
	v := p.smallInt()
	p.ws()
	if p.peek() != ',' && p.pos < p.end {
		return Declare{}, false
	}
	return Declare{Local: local, Var: v}, true
}

// keyword consumes the keyword w (after blanks) if it is next.
func (p *parser) keyword(w string) bool {
	p.ws()
	if !hasWord(p.s[p.pos:p.end], w) {
		return false
	}
	p.pos += len(w)
	return true
}
