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
