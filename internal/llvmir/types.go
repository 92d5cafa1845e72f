package llvmir

import (
	"bytes"
	"strconv"
	"strings"
	"sync"
)

// Type is the layout of an LLVM type as far as offsets need it: its size and alignment in
// bytes (x86-64 data layout, the one clang and flang use on the machines parcoach targets),
// and for aggregates the element type or the field offsets. Size is -1 when unknown (opaque
// structs, scalable vectors, syntax the parser does not read).
type Type struct {
	Size, Align int64
	Elem        *Type   // arrays and vectors
	Fields      []*Type // structs
	Offsets     []int64 // structs: byte offset of each field
	Ptr         bool    // a pointer (ptr or T*)
}

var unknownType = &Type{Size: -1, Align: 1}

// Types reads the types of one module: named struct definitions (`%T = type {...}`) are
// found in its source text on first use.
type Types struct {
	named map[string]string // name (without %, unquoted) -> body text
	cache map[string]*Type
	mu    sync.Mutex
}

var (
	typesMu    sync.Mutex
	typesCache = map[*Module]*Types{}
)

// TypesOf returns the (cached) type table of a module.
func TypesOf(m *Module) *Types {
	typesMu.Lock()
	defer typesMu.Unlock()
	if t, ok := typesCache[m]; ok {
		return t
	}
	t := newTypes(m.Src)
	typesCache[m] = t
	return t
}

// NewTypes reads the named type definitions of an IR text.
func NewTypes(src string) *Types { return newTypes([]byte(src)) }

// newTypes reads the named type definitions of an IR text. Only the definitions' lines are
// copied: the table must not keep a module's whole text alive (it is cached for the run).
func newTypes(src []byte) *Types {
	t := &Types{named: map[string]string{}, cache: map[string]*Type{}}
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		if len(line) == 0 || line[0] != '%' {
			continue
		}
		eq := bytes.Index(line, []byte(" = type "))
		if eq < 0 {
			continue
		}
		name := unquote(string(line[1:eq]))
		t.named[name] = strings.TrimSpace(string(line[eq+len(" = type "):]))
	}
	return t
}

func unquote(s string) string {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}

// Body returns the definition of the named type name (without '%', unquoted) as written after
// "= type" ("{ ptr, i64 }", "opaque"), and whether the module defines it.
func (t *Types) Body(name string) (string, bool) {
	b, ok := t.named[name]
	return b, ok
}

// IndexOffset is the byte offset the indices of a getelementptr on type typ (its source
// element type, as written) select. exact is false when an index is not a constant: off is
// then the offset of the constant indices before it (the address is at or after it). ok is
// false when a layout on the way is unknown or an index leaves its aggregate.
func (t *Types) IndexOffset(typ string, idx []*Value) (off int64, exact, ok bool) {
	if typ == "" {
		return 0, false, false
	}
	ty := t.Of(typ)
	for i, ix := range idx {
		if ty == nil || ty.Size < 0 {
			return 0, false, false
		}
		if ix.Kind != ValInt {
			return off, false, true
		}
		c := ix.Int
		switch {
		case i == 0:
			off += c * ty.Size
		case ty.Fields != nil:
			if c < 0 || int(c) >= len(ty.Fields) || ty.Offsets[c] < 0 {
				return 0, false, false
			}
			off += ty.Offsets[c]
			ty = ty.Fields[c]
		case ty.Elem != nil:
			off += c * ty.Elem.Size
			ty = ty.Elem
		default:
			return 0, false, false
		}
	}
	return off, true, true
}

// Of returns the layout of the type written as text.
func (t *Types) Of(text string) *Type {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.of(strings.TrimSpace(text), 0)
}

func (t *Types) of(text string, depth int) *Type {
	if c, ok := t.cache[text]; ok {
		return c
	}
	if depth > 32 {
		return unknownType
	}
	p := &typeParser{s: text, t: t, depth: depth}
	ty := p.parse()
	if ty == nil || p.pos != len(p.s) && strings.TrimSpace(p.s[p.pos:]) != "" {
		ty = unknownType
	}
	t.cache[text] = ty
	return ty
}

type typeParser struct {
	s     string
	pos   int
	t     *Types
	depth int
}

func (p *typeParser) ws() {
	for p.pos < len(p.s) && (p.s[p.pos] == ' ' || p.s[p.pos] == '\t') {
		p.pos++
	}
}

func (p *typeParser) parse() *Type {
	ty := p.base()
	if ty == nil {
		return nil
	}
	for {
		p.ws()
		if p.pos < len(p.s) && p.s[p.pos] == '*' {
			p.pos++
			ty = &Type{Size: 8, Align: 8, Ptr: true}
			continue
		}
		if strings.HasPrefix(p.s[p.pos:], "addrspace(") {
			end := strings.IndexByte(p.s[p.pos:], ')')
			if end < 0 {
				return nil
			}
			p.pos += end + 1
			continue
		}
		if p.pos < len(p.s) && p.s[p.pos] == '(' {
			// A function type: only its pointer has a size.
			depth := 0
			for p.pos < len(p.s) {
				c := p.s[p.pos]
				p.pos++
				if c == '(' {
					depth++
				} else if c == ')' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			ty = unknownType
			continue
		}
		return ty
	}
}

// pointerFollows reports whether the next token is `*`: the type just read is pointed to.
func (p *typeParser) pointerFollows() bool {
	i := p.pos
	for i < len(p.s) && (p.s[i] == ' ' || p.s[i] == '\t') {
		i++
	}
	return i < len(p.s) && p.s[i] == '*'
}

func (p *typeParser) word() string {
	start := p.pos
	for p.pos < len(p.s) {
		c := p.s[p.pos]
		if c == '_' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			p.pos++
			continue
		}
		break
	}
	return p.s[start:p.pos]
}

func (p *typeParser) base() *Type {
	p.ws()
	if p.pos >= len(p.s) {
		return nil
	}
	switch c := p.s[p.pos]; {
	case c == '[' || c == '<' && (p.pos+1 >= len(p.s) || p.s[p.pos+1] != '{'):
		closer := byte(']')
		if c == '<' {
			closer = '>'
		}
		p.pos++
		p.ws()
		if strings.HasPrefix(p.s[p.pos:], "vscale") {
			return nil
		}
		n, err := strconv.ParseInt(p.word(), 10, 64)
		if err != nil {
			return nil
		}
		p.ws()
		if p.word() != "x" {
			return nil
		}
		elem := p.parse()
		if elem == nil {
			return nil
		}
		p.ws()
		if p.pos >= len(p.s) || p.s[p.pos] != closer {
			return nil
		}
		p.pos++
		if elem.Size < 0 {
			return &Type{Size: -1, Align: elem.Align, Elem: elem}
		}
		size := n * elem.Size
		align := elem.Align
		if c == '<' {
			// Vectors are aligned to their size rounded to a power of two (at most 64).
			align = 1
			for align < size && align < 64 {
				align *= 2
			}
			size = roundUp(size, align)
		}
		return &Type{Size: size, Align: align, Elem: elem}
	case c == '{' || c == '<':
		packed := c == '<'
		if packed {
			p.pos++
		}
		p.pos++ // '{'
		var fields []*Type
		for {
			p.ws()
			if p.pos < len(p.s) && p.s[p.pos] == '}' {
				p.pos++
				break
			}
			f := p.parse()
			if f == nil {
				return nil
			}
			fields = append(fields, f)
			p.ws()
			if p.pos < len(p.s) && p.s[p.pos] == ',' {
				p.pos++
			}
		}
		if packed {
			p.ws()
			if p.pos >= len(p.s) || p.s[p.pos] != '>' {
				return nil
			}
			p.pos++
		}
		return layout(fields, packed)
	case c == '%':
		p.pos++
		var name string
		if p.pos < len(p.s) && p.s[p.pos] == '"' {
			end := strings.IndexByte(p.s[p.pos+1:], '"')
			if end < 0 {
				return nil
			}
			name = p.s[p.pos+1 : p.pos+1+end]
			p.pos += end + 2
		} else {
			name = p.word()
		}
		if p.pointerFollows() {
			// Only a pointer to it: its body does not matter, and reading it would walk
			// every type reachable through pointers (a C++ class graph), past the depth
			// limit, and leave truncated layouts in the cache.
			return unknownType
		}
		body, ok := p.t.named[name]
		if !ok || body == "opaque" {
			return unknownType
		}
		return p.t.of(body, p.depth+1)
	}
	w := p.word()
	switch w {
	case "ptr":
		return &Type{Size: 8, Align: 8, Ptr: true}
	case "half", "bfloat":
		return &Type{Size: 2, Align: 2}
	case "float":
		return &Type{Size: 4, Align: 4}
	case "double":
		return &Type{Size: 8, Align: 8}
	case "x86_fp80", "fp128", "ppc_fp128":
		return &Type{Size: 16, Align: 16}
	case "void", "label", "metadata", "token", "opaque":
		return unknownType
	}
	if len(w) > 1 && w[0] == 'i' {
		bits, err := strconv.ParseInt(w[1:], 10, 64)
		if err != nil || bits <= 0 {
			return nil
		}
		size := (bits + 7) / 8
		align := int64(1)
		for align < size && align < 16 {
			align *= 2
		}
		size = roundUp(size, align)
		return &Type{Size: size, Align: align}
	}
	return nil
}

func layout(fields []*Type, packed bool) *Type {
	t := &Type{Fields: fields, Offsets: make([]int64, len(fields)), Align: 1}
	var off int64
	for i, f := range fields {
		if f.Size < 0 {
			t.Size = -1
			for j := i; j < len(fields); j++ {
				t.Offsets[j] = -1
			}
			return t
		}
		if !packed {
			off = roundUp(off, f.Align)
			if f.Align > t.Align {
				t.Align = f.Align
			}
		}
		t.Offsets[i] = off
		off += f.Size
	}
	t.Size = roundUp(off, t.Align)
	return t
}

func roundUp(n, a int64) int64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}

// GEPSourceType returns the source element type written in the text of a getelementptr: an
// instruction's (`getelementptr inbounds %T, ptr %p, ...`) or a constant expression's
// (`getelementptr inbounds (%T, ptr @g, ...)`), "" when the text has none. Typed-pointer IR
// (clang 14) writes the type the same way.
func GEPSourceType(text string) string {
	i := strings.Index(text, "getelementptr")
	if i < 0 {
		return ""
	}
	s := text[i+len("getelementptr"):]
	for {
		s = strings.TrimLeft(s, " \t")
		switch {
		case strings.HasPrefix(s, "inbounds "), strings.HasPrefix(s, "nuw "), strings.HasPrefix(s, "nusw "):
			s = s[strings.IndexByte(s, ' ')+1:]
			continue
		case strings.HasPrefix(s, "inrange("):
			j := strings.IndexByte(s, ')')
			if j < 0 {
				return ""
			}
			s = s[j+1:]
			continue
		}
		break
	}
	s = strings.TrimPrefix(s, "(") // a constant expression's operands
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '[', '{', '<', '(':
			depth++
		case ']', '}', '>', ')':
			depth--
		case ',':
			if depth == 0 {
				return strings.TrimSpace(s[:i])
			}
		}
	}
	return ""
}
