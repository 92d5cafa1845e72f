package llvmir

import "strconv"

// This file reads one instruction. Most opcodes go through one generic reader
// (flags, then comma-separated typed or untyped operands, `to T`, keyword
// items, metadata attachments); call/invoke/callbr, phi, icmp/fcmp and
// atomicrmw have dedicated code for the parts the generic reader cannot know.

// inst reads the instruction in [start, end) into a new Inst of block b.
// It returns nil for directives that are not instructions (uselistorder).
func (p *parser) inst(start, end int, b *Block) *Inst {
	p.pos, p.end, p.failed = start, end, false
	in := p.newInst()
	in.Dbg = -1
	in.Block = b
	in.Span = Span{int32(start), int32(end)}
	mark := len(p.scratch)
	if p.peek() == '%' {
		p.pos++
		name, ok := p.name()
		if !ok {
			p.fail("expected a result name after '%'")
		} else {
			p.ws()
			if !p.accept('=') {
				p.fail("expected '=' after %" + name)
			}
			in.Result = name
			p.ws()
		}
	}
	opAt := p.pos
	op := p.word()
	switch op {
	case "tail", "musttail", "notail":
		p.ws()
		if w := p.word(); w != "call" {
			p.fail("expected 'call' after " + op)
		}
		op = "call"
	case "uselistorder":
		return nil
	case "":
		if !p.failed {
			p.fail("expected an instruction")
		}
		op = "?"
	default:
		if !knownOpcode(op) {
			// Its operands are still read (the generic reader knows LLVM's operand syntax),
			// but no analysis knows what it does: the run is incomplete, not silently partial.
			p.problem(opAt, "unknown instruction "+strconv.Quote(op)+": its operands are read, but no analysis knows its effect")
		}
	}
	in.Op = op
	switch op {
	case "call", "invoke", "callbr":
		p.call(in)
	case "phi":
		p.phi(in)
	default:
		p.generic(in, mark)
	}
	in.Operands = p.ptrsFrom(mark)
	if in.Callee != nil {
		in.Args = in.Operands
	}
	return in
}

// label records a reference to block name from in.
func (p *parser) labelRef(in *Inst, phi bool) {
	p.ws()
	off := p.pos
	if !p.accept('%') {
		p.fail("expected a label name")
		return
	}
	name, ok := p.name()
	if !ok {
		p.fail("expected a label name")
		return
	}
	if off > 1<<31-1 {
		off = 1<<31 - 1
	}
	p.labels = append(p.labels, pendingLabel{inst: in, name: name, phi: phi, off: int32(off)})
}

// knownOpcode reports whether op is an instruction of LLVM's LangRef (LLVM 14 to 22).
func knownOpcode(op string) bool {
	switch op {
	case "ret", "br", "switch", "indirectbr", "invoke", "callbr", "resume", "catchswitch",
		"catchret", "cleanupret", "unreachable",
		"fneg", "add", "fadd", "sub", "fsub", "mul", "fmul", "udiv", "sdiv", "fdiv", "urem",
		"srem", "frem", "shl", "lshr", "ashr", "and", "or", "xor",
		"extractelement", "insertelement", "shufflevector", "extractvalue", "insertvalue",
		"alloca", "load", "store", "fence", "cmpxchg", "atomicrmw", "getelementptr",
		"icmp", "fcmp", "phi", "select", "freeze", "call", "va_arg",
		"landingpad", "catchpad", "cleanuppad":
		return true
	}
	return isCast(op)
}

func isCast(op string) bool {
	switch op {
	case "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp",
		"sitofp", "ptrtoint", "ptrtoaddr", "inttoptr", "bitcast", "addrspacecast":
		return true
	}
	return false
}

func isIcmpPred(w string) bool {
	switch w {
	case "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle":
		return true
	}
	return false
}

// SwapPredicate is the icmp predicate that holds of (b, a) when p holds of (a, b): `x < 5`
// read as `5 > x`. eq and ne (and any other word) are their own.
func SwapPredicate(p string) string {
	switch p {
	case "slt":
		return "sgt"
	case "sgt":
		return "slt"
	case "sle":
		return "sge"
	case "sge":
		return "sle"
	case "ult":
		return "ugt"
	case "ugt":
		return "ult"
	case "ule":
		return "uge"
	case "uge":
		return "ule"
	}
	return p
}

func isFcmpPred(w string) bool {
	switch w {
	case "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
		"uge", "ult", "ule", "une", "uno", "true":
		return true
	}
	return false
}

// generic reads the operands of any instruction that is not a call or a phi.
func (p *parser) generic(in *Inst, mark int) {
	op := in.Op
	forced := -1 // index of the comma-separated item that is a bare type
	switch op {
	case "alloca", "load", "getelementptr", "landingpad":
		forced = 0
	case "va_arg":
		forced = 1
	case "icmp", "fcmp":
		for p.pos < p.end {
			p.ws()
			w := p.word()
			if w == "" {
				p.fail("expected a comparison predicate")
				break
			}
			if op == "icmp" && isIcmpPred(w) || op == "fcmp" && isFcmpPred(w) {
				p.parts(in).Pred = w
				break
			}
		}
	case "atomicrmw":
		for p.pos < p.end {
			p.ws()
			w := p.word()
			if w == "" {
				p.fail("expected an atomicrmw operation")
				break
			}
			if w != "volatile" {
				p.parts(in).Pred = w
				break
			}
		}
	}
	noImplied := op == "extractvalue" || op == "insertvalue"
	item := 0
	prevType := ""
	bare := ""
	castDest := ""
	for {
		p.ws()
		if p.pos >= p.end {
			break
		}
		c := p.s[p.pos]
		switch c {
		case ',':
			p.pos++
			item++
			continue
		case '!':
			p.attachment(in)
			continue
		case ']':
			p.pos++
			continue
		case '#':
			p.pos++
			p.skipDigits()
			continue
		case '(':
			if !p.skipBalanced() {
				p.fail("unbalanced parentheses")
			}
			continue
		}
		implied := prevType
		if noImplied {
			implied = ""
		}
		if item == forced && bare == "" {
			if isLetter(c) && !isTypeWord(p.peekWord()) {
				p.word() // flags: inbounds, nuw, atomic, volatile, inalloca, ...
				if p.peek() == '(' && !p.skipBalanced() {
					p.fail("unbalanced parentheses")
				}
				continue
			}
			t, ok := p.typ()
			if !ok {
				p.fail("expected a type")
				break
			}
			bare = t
			continue
		}
		if isLetter(c) {
			w := p.peekWord()
			if isTypeWord(w) {
				t, ok := p.typ()
				if !ok {
					p.fail("malformed type")
					break
				}
				if t == "label" {
					p.labelRef(in, false)
					continue
				}
				if !p.valueFollows() {
					if bare == "" {
						bare = t
					}
					continue
				}
				if v := p.value(t); v != nil {
					p.scratch = append(p.scratch, v)
				}
				prevType = t
				continue
			}
			if isValueWord(w) || (w == "c" && p.peekAt(1) == '"') {
				if v := p.value(implied); v != nil {
					p.scratch = append(p.scratch, v)
				}
				continue
			}
			p.word()
			switch w {
			case "to":
				p.ws()
				switch p.peekWord() {
				case "label":
					continue
				case "caller":
					p.word()
					continue
				}
				t, ok := p.typ()
				if !ok {
					p.fail("expected a type after 'to'")
					break
				}
				castDest = t
				continue
			case "within", "from":
				if v := p.value(""); v != nil {
					p.scratch = append(p.scratch, v)
				}
				continue
			case "align":
				p.ws()
				p.skipDigits()
				continue
			}
			// Flags, orderings, syncscope("..."), unwind, caller, cleanup, catch, filter...
			if p.peek() == '(' && !p.skipBalanced() {
				p.fail("unbalanced parentheses")
			}
			continue
		}
		if c == '%' || c == '<' || c == '{' || c == '[' {
			save := p.pos
			t, ok := p.typ()
			if ok && p.valueFollows() {
				if v := p.value(t); v != nil {
					p.scratch = append(p.scratch, v)
				}
				prevType = t
				continue
			}
			if ok && c != '%' {
				if bare == "" {
					bare = t
				}
				continue
			}
			p.pos = save
			if c == '[' { // list bracket: switch cases, indirectbr, catchpad...
				p.pos++
				continue
			}
			if v := p.value(implied); v != nil {
				p.scratch = append(p.scratch, v)
			}
			continue
		}
		if c == '@' || c == '-' || isDigit(c) {
			if v := p.value(implied); v != nil {
				p.scratch = append(p.scratch, v)
			}
			continue
		}
		p.fail("unexpected character " + quoteByte(c) + " in " + op)
	}
	ops := p.scratch[mark:]
	opType := func(i int) string {
		if i < len(ops) {
			return ops[i].Type
		}
		return ""
	}
	switch op {
	case "alloca", "load", "landingpad", "va_arg":
		in.Type = bare
	case "getelementptr":
		in.Type = opType(0)
	case "icmp", "fcmp":
		in.Type = "i1"
		if t := opType(0); len(t) > 0 && t[0] == '<' {
			in.Type = vectorOf(t, "i1")
		}
	case "select", "atomicrmw":
		in.Type = opType(1)
	case "cmpxchg":
		if t := opType(1); t != "" {
			in.Type = "{ " + t + ", i1 }"
		}
	case "catchpad", "cleanuppad", "catchswitch":
		in.Type = "token"
	case "extractelement":
		in.Type = elementOf(opType(0))
	case "extractvalue", "store", "fence", "br", "switch", "indirectbr", "resume", "ret",
		"unreachable", "cleanupret", "catchret":
	default:
		if isCast(op) {
			in.Type = castDest
		} else if in.Result != "" {
			in.Type = opType(0)
		}
	}
}

// vectorOf returns `<N x elem>` for the vector type t (`<N x T>`).
func vectorOf(t, elem string) string {
	i := 1
	for i < len(t) && t[i] == ' ' {
		i++
	}
	j := i
	for j < len(t) && (isDigit(t[j]) || t[j] == ' ' || t[j] == 'x' || isLetter(t[j])) {
		if t[j] == 'x' && j+1 < len(t) && t[j+1] == ' ' && j > i && t[j-1] == ' ' {
			return t[:j+2] + elem + ">"
		}
		j++
	}
	return elem
}

// elementOf returns T for the vector type `<N x T>` (or `<vscale x N x T>`).
func elementOf(t string) string {
	if len(t) < 2 || t[0] != '<' || t[len(t)-1] != '>' {
		return ""
	}
	for i := 1; i+2 < len(t); i++ {
		if t[i] == ' ' && t[i+1] == 'x' && t[i+2] == ' ' && isDigit(t[i-1]) {
			e := t[i+3 : len(t)-1]
			for len(e) > 0 && e[len(e)-1] == ' ' {
				e = e[:len(e)-1]
			}
			return e
		}
	}
	return ""
}

// call reads call, invoke and callbr.
func (p *parser) call(in *Inst) {
	p.skipPreType(nil)
	t, ok := p.typ()
	if !ok {
		p.fail("expected the return type of " + in.Op)
		return
	}
	in.Type = t
	if p.fnRet != "" {
		in.Type = p.fnRet
	}
	p.ws()
	callee := p.value(t)
	if callee == nil {
		return
	}
	p.parts(in).Callee = callee
	p.ws()
	if !p.accept('(') {
		p.fail("expected '(' after the callee")
		return
	}
	first := true
	for {
		p.ws()
		if p.pos >= p.end {
			p.fail("unterminated argument list")
			return
		}
		if p.accept(')') {
			break
		}
		if !first && !p.accept(',') {
			p.fail("expected ',' or ')' in argument list")
			return
		}
		first = false
		p.ws()
		at, ok := p.typ()
		if !ok {
			p.fail("expected an argument type")
			return
		}
		p.skipAttrs()
		v := p.value(at)
		if v == nil {
			return
		}
		p.scratch = append(p.scratch, v)
	}
	// Function attributes, operand bundles, `to label %n unwind label %u`,
	// callbr's `[label %a, ...]`, metadata attachments.
	for {
		p.ws()
		if p.pos >= p.end {
			return
		}
		c := p.s[p.pos]
		switch {
		case c == ',' || c == ']':
			p.pos++
		case c == '!':
			p.attachment(in)
		case c == '#':
			p.pos++
			p.skipDigits()
		case c == '[':
			save := p.pos
			p.pos++
			p.ws()
			if p.peek() == '"' { // operand bundle
				p.pos = save
				if !p.skipBalanced() {
					p.fail("unbalanced operand bundle")
				}
			}
		case c == '"':
			p.strAttr()
		case c == '(':
			if !p.skipBalanced() {
				p.fail("unbalanced parentheses")
			}
		case isDigit(c):
			p.skipDigits()
		case isLetter(c):
			switch w := p.word(); w {
			case "label":
				p.labelRef(in, false)
			case "align":
				p.ws()
				p.skipDigits()
			default: // to, unwind, nounwind, memory(...), ...
				if p.peek() == '(' && !p.skipBalanced() {
					p.fail("unbalanced parentheses")
				}
			}
		default:
			p.fail("unexpected character " + quoteByte(c) + " after call arguments")
			return
		}
	}
}

// phi reads `phi [fast-math flags] T [ v, %bb ], ...`.
func (p *parser) phi(in *Inst) {
	p.skipPreType(nil)
	t, ok := p.typ()
	if !ok {
		p.fail("expected the phi type")
		return
	}
	in.Type = t
	for {
		p.ws()
		if p.pos >= p.end {
			return
		}
		switch p.s[p.pos] {
		case ',':
			p.pos++
			continue
		case '!':
			p.attachment(in)
			continue
		case '[':
			p.pos++
		default:
			p.fail("expected '[' in phi")
			return
		}
		v := p.value(t)
		if v == nil {
			return
		}
		p.ws()
		if !p.accept(',') {
			p.fail("expected ',' in phi incoming pair")
			return
		}
		p.labelRef(in, true)
		if p.failed {
			return
		}
		p.scratch = append(p.scratch, v)
		p.ws()
		if !p.accept(']') {
			p.fail("expected ']' in phi")
			return
		}
	}
}
