package llvmir

import "strings"

// Func returns the function named name (without '@'), or nil if absent.
func (m *Module) Func(name string) *Function {
	if m == nil {
		return nil
	}
	return m.funcIdx[name]
}

// Global returns the global variable named name (without '@'), or nil if absent.
func (m *Module) Global(name string) *Global {
	if m == nil {
		return nil
	}
	return m.globIdx[name]
}

// IsTerminator reports whether the instruction ends a basic block.
func (i *Inst) IsTerminator() bool {
	switch i.Op {
	case "ret", "br", "switch", "indirectbr", "invoke", "resume", "unreachable",
		"cleanupret", "catchret", "catchswitch", "callbr":
		return true
	}
	return false
}

// IsCall reports whether the instruction is a call, invoke or callbr.
func (i *Inst) IsCall() bool { return i.Op == "call" || i.Op == "invoke" || i.Op == "callbr" }

// IsDebugIntrinsic reports whether the instruction calls an llvm.dbg.* intrinsic, which only
// describes variables to a debugger.
func (i *Inst) IsDebugIntrinsic() bool { return strings.HasPrefix(i.CalledFunction(), "llvm.dbg.") }

// CalledFunction returns the name of the direct callee of a call, invoke or
// callbr, looking through bitcast/addrspacecast constant expressions. It returns
// "" for indirect calls, inline asm and non-call instructions.
func (i *Inst) CalledFunction() string {
	if i == nil || i.Callee == nil {
		return ""
	}
	v := i.Callee
	for v != nil && v.Kind == ValConstExpr && (v.Expr() == "bitcast" || v.Expr() == "addrspacecast") && len(v.Elems()) > 0 {
		v = v.Elems()[0]
	}
	if v != nil && v.Kind == ValGlobal {
		return v.Name
	}
	return ""
}

// Base strips bitcast/addrspacecast/getelementptr constant expressions down to
// the underlying value.
func (v *Value) Base() *Value {
	for v != nil && v.Kind == ValConstExpr && len(v.Elems()) > 0 {
		switch v.Expr() {
		case "bitcast", "addrspacecast":
			v = v.Elems()[0]
		case "getelementptr":
			// Elems[0] is the base pointer operand (source element type is
			// not an operand).
			v = v.Elems()[0]
		default:
			return v
		}
	}
	return v
}

// Terminator returns the last instruction of b if it is a terminator, nil
// otherwise (an empty or malformed block).
func (b *Block) Terminator() *Inst {
	if b == nil || len(b.Insts) == 0 {
		return nil
	}
	if t := b.Insts[len(b.Insts)-1]; t.IsTerminator() {
		return t
	}
	return nil
}

// Text returns the source text of span s ("" if s is out of range), without a copy: the
// text the module keeps (GEPSourceText asks it of every getelementptr: 7 MB of copies on AMG).
func (m *Module) Text(s Span) string {
	if m != nil && m.pieces != nil && s.Start >= 0 && s.Start <= s.End {
		t, _ := m.keptText(int(s.Start), int(s.End))
		return t
	}
	if m == nil || s.Start < 0 || int(s.End) > len(m.src) || s.Start > s.End {
		return ""
	}
	return m.src[s.Start:s.End]
}

// InstLocation is m.Location(in.Dbg).
func (m *Module) InstLocation(in *Inst) Location {
	if in == nil {
		return Location{}
	}
	return m.Location(int(in.Dbg))
}

// IsPointerType reports whether a type text is a pointer: `ptr` (opaque pointers), `ptr
// addrspace(N)`, or `T*` (typed pointers).
func IsPointerType(t string) bool {
	return t == "ptr" || len(t) > 0 && t[len(t)-1] == '*' || len(t) > 13 && t[:13] == "ptr addrspace"
}

// LocalNumber is N for a local value named %N (the name written without the %: "17"), -1 for
// any other name ("x", "007", a number too long to be one). Clang and flang number their
// values unless told to keep source names, so tables indexed by N hold most of a function's.
func LocalNumber(name string) int {
	if name == "" || len(name) > 9 || len(name) > 1 && name[0] == '0' {
		return -1 // ("007" is a name of its own)
	}
	n := 0
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int(c-'0')
	}
	return n
}
