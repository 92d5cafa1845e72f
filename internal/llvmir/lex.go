package llvmir

import (
	"strings"
)

// This file holds the cursor-level helpers of the reader: whitespace and
// comments, words, names, types and values. Every helper reads p.s within
// [p.pos, p.end) and never looks past p.end, so a malformed instruction can
// never make the reader run into the next one.

const maxDepth = 200 // nesting limit for types, constants and brackets

// Character classes.
const (
	cLetter = 1 << iota
	cDigit
	cWord  // letters, digits, '_'
	cName  // [-a-zA-Z$._0-9]
	cSpace // ' ', '\t', '\r', '\n'
	cTok   // starts a token: not a blank, not ';'
)

var class = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		if b|0x20 >= 'a' && b|0x20 <= 'z' {
			t[c] |= cLetter | cWord | cName
		}
		if b >= '0' && b <= '9' {
			t[c] |= cDigit | cWord | cName
		}
	}
	t['_'] |= cWord | cName
	t['.'] |= cName
	t['$'] |= cName
	t['-'] |= cName
	for _, c := range " \t\r\n" {
		t[c] |= cSpace
	}
	for c := '!'; c < 256; c++ {
		if c != ';' {
			t[c] |= cTok
		}
	}
	return
}()

func isLetter(c byte) bool { return class[c]&cLetter != 0 }
func isDigit(c byte) bool  { return c-'0' < 10 }

// isWordChar reports the characters of keywords: letters, digits and '_'.
func isWordChar(c byte) bool { return class[c]&cWord != 0 }

// isNameChar reports the characters of unquoted LLVM identifiers
// ([-a-zA-Z$._0-9]).
func isNameChar(c byte) bool { return class[c]&cName != 0 }

// ws skips blanks, newlines and ';' comments. The common case (already at a
// token) is inlined.
func (p *parser) ws() {
	if p.pos < p.end && class[p.s[p.pos]]&cTok != 0 {
		return
	}
	p.wsSlow()
}

func (p *parser) wsSlow() {
	for p.pos < p.end {
		c := p.s[p.pos]
		switch c {
		case ' ', '\t', '\n', '\r':
			p.pos++
		case ';':
			i := strings.IndexByte(p.s[p.pos:p.end], '\n')
			if i < 0 {
				p.pos = p.end
			} else {
				p.pos += i + 1
			}
		default:
			return
		}
	}
}

func (p *parser) peek() byte {
	if p.pos < p.end {
		return p.s[p.pos]
	}
	return 0
}

// peekAt returns the byte k positions ahead, 0 past the limit.
func (p *parser) peekAt(k int) byte {
	if p.pos+k < p.end {
		return p.s[p.pos+k]
	}
	return 0
}

// word reads a keyword ([A-Za-z0-9_]*).
func (p *parser) word() string {
	start := p.pos
	for p.pos < p.end && isWordChar(p.s[p.pos]) {
		p.pos++
	}
	return p.s[start:p.pos]
}

// peekWord returns the keyword at the cursor without consuming it.
func (p *parser) peekWord() string {
	i := p.pos
	for i < p.end && isWordChar(p.s[i]) {
		i++
	}
	return p.s[p.pos:i]
}

// accept consumes c if it is the next byte.
func (p *parser) accept(c byte) bool {
	if p.pos < p.end && p.s[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

// str reads a double-quoted string at the cursor and returns its raw contents
// (escapes not decoded). LLVM strings contain no raw '"' (it is written \22).
func (p *parser) str() (string, bool) {
	if p.peek() != '"' {
		return "", false
	}
	i := strings.IndexByte(p.s[p.pos+1:p.end], '"')
	if i < 0 {
		return "", false
	}
	raw := p.s[p.pos+1 : p.pos+1+i]
	p.pos += i + 2
	return raw, true
}

// strAttr skips a string attribute `"key"` or `"key"="value"`.
func (p *parser) strAttr() {
	if _, ok := p.str(); !ok {
		p.fail("unterminated string")
		return
	}
	p.ws()
	if p.accept('=') {
		p.ws()
		if _, ok := p.str(); !ok {
			p.fail("expected a string after '='")
		}
	}
}

// name reads an identifier after its sigil: quoted (unescaped), numbered or
// plain. It returns false if there is none.
func (p *parser) name() (string, bool) {
	if p.peek() == '"' {
		raw, ok := p.str()
		if !ok {
			return "", false
		}
		return unescape(raw), true
	}
	start := p.pos
	for p.pos < p.end && isNameChar(p.s[p.pos]) {
		p.pos++
	}
	if p.pos == start {
		return "", false
	}
	return p.s[start:p.pos], true
}

// skipBalanced skips a bracketed group starting at the cursor ('(', '[', '{'
// or '<'), honouring strings. It returns false if the group is not closed
// before the limit.
func (p *parser) skipBalanced() bool {
	depth := 0
	for p.pos < p.end {
		c := p.s[p.pos]
		switch c {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
			if depth <= 0 {
				p.pos++
				return depth == 0
			}
		case '"':
			i := strings.IndexByte(p.s[p.pos+1:p.end], '"')
			if i < 0 {
				p.pos = p.end
				return false
			}
			p.pos += i + 1
		case ';':
			i := strings.IndexByte(p.s[p.pos:p.end], '\n')
			if i < 0 {
				p.pos = p.end
				return false
			}
			p.pos += i
		}
		p.pos++
	}
	return false
}

// skipDigits skips an optionally signed decimal number.
func (p *parser) skipDigits() bool {
	start := p.pos
	if p.peek() == '-' {
		p.pos++
	}
	for p.pos < p.end && isDigit(p.s[p.pos]) {
		p.pos++
	}
	return p.pos > start
}

// isTypeWord reports whether w begins a type.
func isTypeWord(w string) bool {
	if len(w) < 2 {
		return false
	}
	if w[0] == 'i' {
		for i := 1; i < len(w); i++ {
			if !isDigit(w[i]) {
				return false
			}
		}
		return true
	}
	switch w {
	case "ptr", "void", "half", "bfloat", "float", "double", "fp128", "x86_fp80",
		"ppc_fp128", "x86_mmx", "x86_amx", "label", "metadata", "token", "target", "opaque":
		return true
	}
	return false
}

// constExprOps are the opcodes that may start a constant expression.
func isConstExprOp(w string) bool {
	switch w {
	case "bitcast", "getelementptr", "inttoptr", "ptrtoint", "ptrtoaddr", "addrspacecast",
		"trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
		"icmp", "fcmp", "select", "extractelement", "insertelement", "shufflevector",
		"extractvalue", "insertvalue", "add", "sub", "mul", "shl", "lshr", "ashr",
		"and", "or", "xor", "udiv", "sdiv", "urem", "srem", "fadd", "fsub", "fmul",
		"fdiv", "frem", "fneg", "ptrauth":
		return true
	}
	return false
}

// isValueWord reports whether the keyword w starts a value.
func isValueWord(w string) bool {
	switch w {
	case "true", "false", "null", "none", "undef", "poison", "zeroinitializer",
		"asm", "blockaddress", "dso_local_equivalent", "no_cfi", "splat":
		return true
	}
	return isConstExprOp(w)
}

// valueFollows reports whether, after blanks, the cursor is at the start of a
// value (as opposed to a separator, a keyword or the end).
func (p *parser) valueFollows() bool {
	save := p.pos
	p.ws()
	c := p.peek()
	ok := false
	switch {
	case c == '%' || c == '@' || c == '-' || isDigit(c) || c == '<' || c == '{' || c == '[' || c == '!':
		ok = true
	case c == 'c' && p.peekAt(1) == '"':
		ok = true
	case isLetter(c):
		ok = isValueWord(p.peekWord())
	}
	p.pos = save
	return ok
}

// typ parses a type and returns its text. On failure the cursor is restored.
// p.fnRet is set to the text of the return type when the type is a function
// type (`void (ptr, ...)`), "" otherwise.
func (p *parser) typ() (string, bool) {
	start := p.pos
	p.depth++
	ok := p.depth < maxDepth && p.typeBase()
	p.depth--
	if !ok {
		p.pos = start
		return "", false
	}
	end := p.pos
	fnRetEnd := -1
	for p.pos < p.end {
		save := p.pos
		p.ws()
		c := p.peek()
		if c == '*' {
			p.pos++
			end = p.pos
			fnRetEnd = -1
			continue
		}
		if c == '(' {
			retEnd := end
			if !p.skipBalanced() {
				p.pos = start
				return "", false
			}
			end = p.pos
			fnRetEnd = retEnd
			continue
		}
		if c == 'a' && strings.HasPrefix(p.s[p.pos:p.end], "addrspace(") {
			p.pos += len("addrspace")
			if p.skipBalanced() {
				p.ws()
				if p.accept('*') {
					end = p.pos
					fnRetEnd = -1
					continue
				}
			}
		}
		p.pos = save
		break
	}
	p.pos = end
	if fnRetEnd >= 0 {
		p.fnRet = p.s[start:fnRetEnd]
	} else {
		p.fnRet = ""
	}
	return p.s[start:end], true
}

func (p *parser) typeBase() bool {
	c := p.peek()
	switch {
	case c == '%':
		p.pos++
		_, ok := p.name()
		return ok
	case c == '[':
		p.pos++
		p.ws()
		if !p.skipDigits() {
			return false
		}
		p.ws()
		if p.word() != "x" {
			return false
		}
		p.ws()
		if _, ok := p.typ(); !ok {
			return false
		}
		p.ws()
		return p.accept(']')
	case c == '<':
		p.pos++
		p.ws()
		if p.accept('{') {
			if !p.structBody() {
				return false
			}
			p.ws()
			return p.accept('>')
		}
		if p.peekWord() == "vscale" {
			p.word()
			p.ws()
			if p.word() != "x" {
				return false
			}
			p.ws()
		}
		if !p.skipDigits() {
			return false
		}
		p.ws()
		if p.word() != "x" {
			return false
		}
		p.ws()
		if _, ok := p.typ(); !ok {
			return false
		}
		p.ws()
		return p.accept('>')
	case c == '{':
		p.pos++
		return p.structBody()
	case isLetter(c):
		w := p.word()
		if !isTypeWord(w) {
			return false
		}
		switch w {
		case "ptr":
			save := p.pos
			p.ws()
			if strings.HasPrefix(p.s[p.pos:p.end], "addrspace(") {
				p.pos += len("addrspace")
				if p.skipBalanced() {
					return true
				}
			}
			p.pos = save
		case "target":
			if p.peek() != '(' || !p.skipBalanced() {
				return false
			}
		}
		return true
	}
	return false
}

// structBody parses `T, T }` after the opening brace.
func (p *parser) structBody() bool {
	p.ws()
	if p.accept('}') {
		return true
	}
	for {
		p.ws()
		if _, ok := p.typ(); !ok {
			return false
		}
		p.ws()
		if p.accept('}') {
			return true
		}
		if !p.accept(',') {
			return false
		}
	}
}

// newValue returns a zeroed Value from the slab.
func (p *parser) newValue() *Value {
	if v := p.spare; v != nil {
		p.spare = nil
		return v
	}
	if len(p.vals) == 0 {
		p.used.vals.finish(p.vals)
		p.vals = make([]Value, p.grow(&p.nVals, valSlab, 1))
		p.used.vals.chunk = p.vals
	}
	v := &p.vals[0]
	p.vals = p.vals[1:]
	return v
}

// ext returns v's part for Expr and Elems, giving it one the first time.
func (p *parser) ext(v *Value) *valueExt {
	if v.ext != nil {
		return v.ext
	}
	if x := p.spareExt; x != nil {
		p.spareExt = nil
		v.ext = x
		return x
	}
	if len(p.exts) == 0 {
		p.used.exts.finish(p.exts)
		p.exts = make([]valueExt, p.grow(&p.nExts, extSlab, 1))
		p.used.exts.chunk = p.exts
	}
	v.ext = &p.exts[0]
	p.exts = p.exts[1:]
	return v.ext
}

// value parses a value whose type text typ was written before it ("" when
// implied). It returns nil and records a problem on failure.
func (p *parser) value(typ string) *Value {
	p.ws()
	if p.pos >= p.end {
		p.fail("expected a value")
		return nil
	}
	if p.depth >= maxDepth {
		p.fail("value nested too deeply")
		return nil
	}
	p.depth++
	v := p.value1(typ)
	p.depth--
	return v
}

func (p *parser) value1(typ string) *Value {
	if typ == "metadata" {
		return p.intern(p.mdValue())
	}
	start := p.pos
	c := p.s[p.pos]
	switch {
	case c == '%' || c == '@':
		p.pos++
		n, ok := p.name()
		if !ok {
			p.fail("expected a name after " + string(c))
			return nil
		}
		// References to the same numbered local or global with the same
		// type share one Value (values are read-only).
		k := -1
		if c == '@' {
			if v := p.globals[n]; v != nil && v.Type == typ {
				return v
			}
		} else if typ != "label" {
			if num, ok := smallNumber(n); ok && num < 1<<20 {
				k = num
				if k < len(p.locals) {
					if v := p.locals[k]; v != nil && v.Type == typ {
						return v
					}
				}
			}
		}
		v := p.newValue()
		v.Kind = ValLocal
		if c == '@' {
			v.Kind = ValGlobal
		} else if typ == "label" {
			v.Kind = ValLabel
		}
		v.Type, v.Name, v.Text = typ, n, p.s[start:p.pos]
		if c == '@' {
			if p.globals == nil {
				p.globals = make(map[string]*Value)
			}
			p.globals[n] = v
		} else if k >= 0 {
			for len(p.locals) <= k {
				p.locals = append(p.locals, nil)
			}
			if p.locals[k] == nil {
				p.touched = append(p.touched, int32(k))
			}
			p.locals[k] = v
		}
		return v
	case c == '-' || isDigit(c):
		return p.intern(p.number(typ))
	case c == 'c' && p.peekAt(1) == '"':
		p.pos++
		if _, ok := p.str(); !ok {
			p.fail("unterminated string constant")
			return nil
		}
		v := p.newValue()
		v.Kind, v.Type, v.Text = ValAggregate, typ, p.s[start:p.pos]
		return p.intern(v)
	case c == '{' || c == '[' || c == '<':
		return p.intern(p.aggregate(typ))
	case c == '!':
		return p.intern(p.mdValue())
	case isLetter(c):
		w := p.word()
		v := p.newValue()
		v.Type = typ
		switch w {
		case "true", "false":
			v.Kind = ValInt
			if w == "true" {
				v.Int = 1
			}
		case "null", "none", "zeroinitializer":
			v.Kind = ValNull
		case "undef", "poison":
			v.Kind = ValUndef
		case "asm":
			if !p.asm() {
				return nil
			}
			v.Kind = ValAsm
		case "dso_local_equivalent", "no_cfi":
			v.Kind = ValConstExpr
			p.ext(v).expr = w
			e := p.value("")
			if e == nil {
				return nil
			}
			v.ext.elems = p.ptrs1(e)
		default:
			if isConstExprOp(w) || w == "blockaddress" || w == "splat" {
				v.Kind = ValConstExpr
				p.ext(v).expr = w
				if !p.constExpr(v) {
					return nil
				}
			} else {
				v.Kind = ValOther
			}
		}
		v.Text = p.s[start:p.pos]
		return p.intern(v)
	}
	p.fail("unexpected character " + quoteByte(c) + " in value")
	return nil
}

func quoteByte(c byte) string {
	if c >= 0x20 && c < 0x7f {
		return "'" + string(rune(c)) + "'"
	}
	const hex = "0123456789abcdef"
	return "0x" + string([]byte{hex[c>>4], hex[c&15]})
}

// number parses an integer or floating-point literal.
func (p *parser) number(typ string) *Value {
	start := p.pos
	v := p.newValue()
	v.Type = typ
	if strings.HasPrefix(p.s[p.pos:p.end], "0x") || strings.HasPrefix(p.s[p.pos:p.end], "-0x") {
		// Hexadecimal floating point: 0x3FF0..., 0xK..., 0xL..., 0xM..., 0xH..., 0xR...
		for p.pos < p.end && (isWordChar(p.s[p.pos]) || p.s[p.pos] == '-') {
			p.pos++
		}
		v.Kind, v.Text = ValFloat, p.s[start:p.pos]
		return v
	}
	neg := p.accept('-')
	var n uint64
	overflow := false
	digits := 0
	for p.pos < p.end && isDigit(p.s[p.pos]) {
		d := uint64(p.s[p.pos] - '0')
		if n > (1<<63)/10 {
			overflow = true
		}
		n = n*10 + d
		p.pos++
		digits++
	}
	if digits == 0 {
		p.fail("malformed number")
		return nil
	}
	if c := p.peek(); c == '.' || c == 'e' || c == 'E' {
		for p.pos < p.end {
			c := p.s[p.pos]
			if isDigit(c) || c == '.' || c == 'e' || c == 'E' || ((c == '+' || c == '-') && (p.s[p.pos-1] == 'e' || p.s[p.pos-1] == 'E')) {
				p.pos++
				continue
			}
			break
		}
		v.Kind, v.Text = ValFloat, p.s[start:p.pos]
		return v
	}
	v.Kind, v.Text = ValInt, p.s[start:p.pos]
	if !overflow && (n < 1<<63 || (neg && n == 1<<63)) {
		if neg {
			v.Int = -int64(n)
		} else {
			v.Int = int64(n)
		}
	}
	return v
}

// aggregate parses `{ T v, ... }`, `<{ ... }>`, `[ T v, ... ]`, `< T v, ... >`.
func (p *parser) aggregate(typ string) *Value {
	start := p.pos
	closer := byte(0)
	switch p.s[p.pos] {
	case '{':
		closer = '}'
	case '[':
		closer = ']'
	case '<':
		closer = '>'
		if p.peekAt(1) == '{' {
			p.pos++
			closer = '}'
		}
	}
	p.pos++
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxDepth {
		p.fail("constant nested too deeply")
		return nil
	}
	v := p.newValue()
	v.Kind, v.Type = ValAggregate, typ
	mark := len(p.scratch)
	for {
		p.ws()
		if p.accept(closer) {
			break
		}
		if len(p.scratch) > mark && !p.accept(',') {
			p.fail("expected ',' or " + quoteByte(closer) + " in constant")
			p.scratch = p.scratch[:mark]
			return nil
		}
		p.ws()
		t, ok := p.typ()
		if !ok {
			p.fail("expected a type in constant")
			p.scratch = p.scratch[:mark]
			return nil
		}
		e := p.value(t)
		if e == nil {
			p.scratch = p.scratch[:mark]
			return nil
		}
		p.scratch = append(p.scratch, e)
	}
	if closer == '}' && p.s[start] == '<' {
		p.ws()
		if !p.accept('>') {
			p.fail("expected '>' after packed struct constant")
			p.scratch = p.scratch[:mark]
			return nil
		}
	}
	if elems := p.ptrsFrom(mark); elems != nil {
		p.ext(v).elems = elems
	}
	v.Text = p.s[start:p.pos]
	return v
}

// constExpr parses the rest of a constant expression after its opcode:
// flags, then a parenthesized operand list. Bare types (the source element
// type of getelementptr, the destination type of casts) are not operands.
func (p *parser) constExpr(v *Value) bool {
	// Flags and predicates before '(': inbounds, nuw, nsw, inrange(a,b), eq, ...
	for {
		p.ws()
		c := p.peek()
		if c == '(' {
			break
		}
		if !isLetter(c) {
			p.fail("expected '(' in constant expression " + v.Expr())
			return false
		}
		p.word()
		if p.peek() == '(' && (v.Expr() == "getelementptr") {
			// inrange(-16, 8)
			if !p.skipBalanced() {
				p.fail("unbalanced parentheses")
				return false
			}
		}
	}
	p.pos++ // '('
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxDepth {
		p.fail("constant nested too deeply")
		return false
	}
	mark := len(p.scratch)
	first := true
	for {
		p.ws()
		if p.accept(')') {
			break
		}
		if !first && !p.accept(',') {
			p.fail("expected ',' or ')' in constant expression")
			p.scratch = p.scratch[:mark]
			return false
		}
		first = false
		p.ws()
		if p.peekWord() == "inrange" {
			p.word()
			p.ws()
		}
		if v.Expr() == "blockaddress" {
			var e *Value
			if len(p.scratch) > mark && p.peek() == '%' {
				// The block: a fresh ValLabel (never a shared local).
				start := p.pos
				p.pos++
				if n, ok := p.name(); ok {
					e = p.newValue()
					e.Kind, e.Name, e.Text = ValLabel, n, p.s[start:p.pos]
				} else {
					p.fail("expected a block name in blockaddress")
				}
			} else {
				e = p.value("")
			}
			if e == nil {
				p.scratch = p.scratch[:mark]
				return false
			}
			p.scratch = append(p.scratch, e)
			continue
		}
		if t, ok := p.typ(); ok {
			if !p.valueFollows() {
				continue // bare type
			}
			e := p.value(t)
			if e == nil {
				p.scratch = p.scratch[:mark]
				return false
			}
			p.scratch = append(p.scratch, e)
			p.ws()
			if p.peekWord() == "to" {
				p.word()
				p.ws()
				if _, ok := p.typ(); !ok {
					p.fail("expected a type after 'to'")
					p.scratch = p.scratch[:mark]
					return false
				}
			}
			continue
		}
		e := p.value("")
		if e == nil {
			p.scratch = p.scratch[:mark]
			return false
		}
		p.scratch = append(p.scratch, e)
	}
	p.ext(v).elems = p.ptrsFrom(mark)
	return true
}

// asm parses the rest of an inline asm value after `asm`.
func (p *parser) asm() bool {
	for {
		p.ws()
		if p.peek() == '"' {
			break
		}
		if w := p.word(); w == "" {
			p.fail("expected inline asm string")
			return false
		}
	}
	if _, ok := p.str(); !ok {
		p.fail("unterminated inline asm string")
		return false
	}
	p.ws()
	if !p.accept(',') {
		p.fail("expected ',' in inline asm")
		return false
	}
	p.ws()
	if _, ok := p.str(); !ok {
		p.fail("expected inline asm constraints")
		return false
	}
	return true
}

// mdValue parses a metadata operand: `!N`, `!"s"`, `!{...}`, `!DIExpr(...)`,
// `!name` or a typed value wrapped as metadata (`metadata ptr %3`).
func (p *parser) mdValue() *Value {
	p.ws()
	start := p.pos
	v := p.newValue()
	v.Kind, v.Type = ValMetadata, "metadata"
	if p.accept('!') {
		switch c := p.peek(); {
		case c == '"':
			if _, ok := p.str(); !ok {
				p.fail("unterminated metadata string")
				return nil
			}
		case c == '{':
			if !p.skipBalanced() {
				p.fail("unbalanced metadata node")
				return nil
			}
		case isDigit(c):
			v.Int = int64(p.smallInt())
		case isLetter(c) || c == '.' || c == '_' || c == '$' || c == '-':
			p.name()
			if p.peek() == '(' && !p.skipBalanced() {
				p.fail("unbalanced metadata node")
				return nil
			}
		default:
			p.fail("malformed metadata")
			return nil
		}
		v.Text = p.s[start:p.pos]
		return v
	}
	t, ok := p.typ()
	if !ok {
		p.fail("expected metadata")
		return nil
	}
	e := p.value(t)
	if e == nil {
		return nil
	}
	p.ext(v).elems = p.ptrs1(e)
	v.Text = p.s[start:p.pos]
	return v
}

// smallInt reads a non-negative decimal number, saturating at 1<<40.
func (p *parser) smallInt() int {
	n := 0
	for p.pos < p.end && isDigit(p.s[p.pos]) {
		if n < 1<<40 {
			n = n*10 + int(p.s[p.pos]-'0')
		}
		p.pos++
	}
	return n
}

// ptrsFrom moves p.scratch[mark:] into a slab-allocated slice.
func (p *parser) ptrsFrom(mark int) []*Value {
	n := len(p.scratch) - mark
	if n == 0 {
		return nil
	}
	out := p.vptrs(n)
	copy(out, p.scratch[mark:])
	p.scratch = p.scratch[:mark]
	return out
}

func (p *parser) ptrs1(v *Value) []*Value {
	out := p.vptrs(1)
	out[0] = v
	return out
}

// vptrs returns a slab-allocated []*Value of length and capacity n.
func (p *parser) vptrs(n int) []*Value {
	if n > len(p.vptrSlab) {
		if n > ptrSlab/4 {
			return make([]*Value, n)
		}
		p.vptrSlab = make([]*Value, p.grow(&p.nVptr, ptrSlab, n))
	}
	out := p.vptrSlab[:n:n]
	p.vptrSlab = p.vptrSlab[n:]
	return out
}

// constKey identifies a constant leaf value: its kind, type and text determine the rest.
type constKey struct {
	kind      ValueKind
	typ, text string
}

// intern returns the Value already read for an identical constant (an integer, a float,
// null, undef, metadata `!N` / `!"s"` / `!DIExpression()`, and aggregates and constant
// expressions made of constants), so that a module holds each once (issue 18: a third of
// the operands of -O0 IR are such constants, and flang repeats its type-information
// tables in every module); v's slot is reused. Values are read-only, so sharing them is
// invisible to readers.
func (p *parser) intern(v *Value) *Value {
	if v == nil {
		return v
	}
	switch v.Kind {
	case ValInt, ValFloat, ValNull, ValUndef:
	case ValMetadata:
		if len(v.Elems()) > 0 {
			return v
		}
	case ValAggregate, ValConstExpr:
		for _, e := range v.Elems() {
			if !p.interned(e) {
				return v
			}
		}
	default:
		return v
	}
	k := constKey{v.Kind, v.Type, v.Text}
	if w, ok := p.consts[k]; ok {
		if v.ext != nil {
			*v.ext = valueExt{}
			p.spareExt = v.ext
		}
		*v = Value{}
		p.spare = v
		return w
	}
	if p.consts == nil {
		p.consts = make(map[constKey]*Value)
	}
	p.consts[k] = v
	return v
}

// interned reports whether e is a constant intern shares (or a global, which is shared
// already): an aggregate or expression made of such values is a constant too.
func (p *parser) interned(e *Value) bool {
	switch e.Kind {
	case ValGlobal:
		return true
	case ValInt, ValFloat, ValNull, ValUndef, ValMetadata, ValAggregate, ValConstExpr:
		return p.consts[constKey{e.Kind, e.Type, e.Text}] == e
	}
	return false
}
