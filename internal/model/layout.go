package model

import (
	"bytes"
	"strconv"
	"strings"
	"sync"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// Byte layout of LLVM types (x86-64), as far as the error-record fact needs it (errexit.go):
// the byte offset a getelementptr with constant indices adds, so that `error%iout` written
// as `gep %error_t, ptr %p, 0, 1` in a callee and as `gep (i8, ptr @error, i64 4)` in the
// main program are one cell. A reduced copy of alias.Types (alias imports model, model
// cannot import alias); sizes it does not know are -1 and make the offset unknown.

type layoutType struct {
	size, align int64
	elem        *layoutType
	offsets     []int64
	fields      []*layoutType
}

var unknownLayout = &layoutType{size: -1, align: 1}

type layouts struct {
	mu    sync.Mutex
	named map[string]string
	cache map[string]*layoutType
}

var (
	layoutsMu sync.Mutex
	layoutsOf = map[*llvmir.Module]*layouts{}
)

func moduleLayouts(m *llvmir.Module) *layouts {
	layoutsMu.Lock()
	defer layoutsMu.Unlock()
	if l, ok := layoutsOf[m]; ok {
		return l
	}
	l := &layouts{named: map[string]string{}, cache: map[string]*layoutType{}}
	for src := m.Src; len(src) > 0; {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		if len(line) == 0 || line[0] != '%' {
			continue
		}
		if eq := bytes.Index(line, []byte(" = type ")); eq > 0 {
			name := strings.Trim(string(line[1:eq]), `"`)
			l.named[name] = strings.TrimSpace(string(line[eq+len(" = type "):]))
		}
	}
	layoutsOf[m] = l
	return l
}

// of returns the layout of the type written as text.
func (l *layouts) of(text string) *layoutType {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.parseText(strings.TrimSpace(text), 0)
}

func (l *layouts) parseText(text string, depth int) *layoutType {
	if t, ok := l.cache[text]; ok {
		return t
	}
	if depth > 16 {
		return unknownLayout
	}
	s := text
	t := l.parse(&s, depth)
	if t == nil || strings.TrimSpace(s) != "" {
		t = unknownLayout
	}
	l.cache[text] = t
	return t
}

func (l *layouts) parse(s *string, depth int) *layoutType {
	t := l.base(s, depth)
	for t != nil {
		*s = strings.TrimLeft(*s, " ")
		if strings.HasPrefix(*s, "*") { // a typed pointer (clang 14)
			*s = (*s)[1:]
			t = &layoutType{size: 8, align: 8}
			continue
		}
		return t
	}
	return nil
}

func layoutWord(s *string) string {
	i := 0
	for i < len(*s) {
		c := (*s)[i]
		if c == '_' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			i++
			continue
		}
		break
	}
	w := (*s)[:i]
	*s = (*s)[i:]
	return w
}

func (l *layouts) base(s *string, depth int) *layoutType {
	*s = strings.TrimLeft(*s, " ")
	if *s == "" {
		return nil
	}
	switch c := (*s)[0]; {
	case c == '[' || c == '<' && !strings.HasPrefix(*s, "<{"):
		closer := "]"
		if c == '<' {
			closer = ">"
		}
		*s = strings.TrimLeft((*s)[1:], " ")
		n, err := strconv.ParseInt(layoutWord(s), 10, 64)
		*s = strings.TrimLeft(*s, " ")
		if err != nil || layoutWord(s) != "x" {
			return nil
		}
		elem := l.parse(s, depth)
		*s = strings.TrimLeft(*s, " ")
		if elem == nil || !strings.HasPrefix(*s, closer) {
			return nil
		}
		*s = (*s)[1:]
		if elem.size < 0 {
			return unknownLayout
		}
		size, align := n*elem.size, elem.align
		if c == '<' {
			for align < size && align < 64 {
				align *= 2
			}
			size = roundUpTo(size, align)
		}
		return &layoutType{size: size, align: align, elem: elem}
	case c == '{' || c == '<':
		packed := c == '<'
		if packed {
			*s = (*s)[1:]
		}
		*s = (*s)[1:]
		t := &layoutType{align: 1}
		var off int64
		for {
			*s = strings.TrimLeft(*s, " ")
			if strings.HasPrefix(*s, "}") {
				*s = (*s)[1:]
				break
			}
			f := l.parse(s, depth)
			if f == nil {
				return nil
			}
			if f.size < 0 {
				off = -1
			}
			if off >= 0 {
				if !packed {
					off = roundUpTo(off, f.align)
					t.align = max(t.align, f.align)
				}
				t.offsets = append(t.offsets, off)
				off += f.size
			} else {
				t.offsets = append(t.offsets, -1)
			}
			t.fields = append(t.fields, f)
			*s = strings.TrimLeft(*s, " ")
			*s = strings.TrimPrefix(*s, ",")
		}
		if packed {
			*s = strings.TrimLeft(*s, " ")
			if !strings.HasPrefix(*s, ">") {
				return nil
			}
			*s = (*s)[1:]
		}
		t.size = -1
		if off >= 0 {
			t.size = roundUpTo(off, t.align)
		}
		return t
	case c == '%':
		*s = (*s)[1:]
		var name string
		if strings.HasPrefix(*s, `"`) {
			end := strings.IndexByte((*s)[1:], '"')
			if end < 0 {
				return nil
			}
			name, *s = (*s)[1:1+end], (*s)[end+2:]
		} else {
			name = layoutWord(s)
		}
		if strings.HasPrefix(strings.TrimLeft(*s, " "), "*") {
			return unknownLayout // only pointed to: parse() makes it a pointer
		}
		body, ok := l.named[name]
		if !ok || body == "opaque" {
			return unknownLayout
		}
		return l.parseText(body, depth+1)
	}
	w := layoutWord(s)
	switch w {
	case "ptr":
		return &layoutType{size: 8, align: 8}
	case "half", "bfloat":
		return &layoutType{size: 2, align: 2}
	case "float":
		return &layoutType{size: 4, align: 4}
	case "double":
		return &layoutType{size: 8, align: 8}
	case "x86_fp80", "fp128":
		return &layoutType{size: 16, align: 16}
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
		return &layoutType{size: roundUpTo(size, align), align: align}
	}
	return nil
}

func roundUpTo(n, a int64) int64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}

// typeSize is the size in bytes of the type written as text, -1 when unknown.
func typeSize(m *llvmir.Module, text string) int64 { return moduleLayouts(m).of(text).size }

// indexBytes is the byte offset the indices of a getelementptr on type typ select, with
// exact false when an index is not a constant (then off is the offset of the constant
// prefix: the address is at or after it), ok false when a layout is unknown.
func indexBytes(m *llvmir.Module, typ string, idx []*llvmir.Value) (off int64, exact, ok bool) {
	t := moduleLayouts(m).of(typ)
	for i, ix := range idx {
		if t == nil || t.size < 0 {
			return 0, false, false
		}
		if ix.Kind != llvmir.ValInt {
			return off, false, true
		}
		c := ix.Int
		switch {
		case i == 0:
			off += c * t.size
		case t.fields != nil:
			if c < 0 || int(c) >= len(t.fields) || t.offsets[c] < 0 {
				return 0, false, false
			}
			off += t.offsets[c]
			t = t.fields[c]
		case t.elem != nil:
			off += c * t.elem.size
			t = t.elem
		default:
			return 0, false, false
		}
	}
	return off, true, true
}

// gepSourceType is the source element type written in a getelementptr's text (an
// instruction's or a constant expression's).
func gepSourceType(text string) string {
	i := strings.Index(text, "getelementptr")
	if i < 0 {
		return ""
	}
	rest := strings.TrimSpace(text[i+len("getelementptr"):])
	for changed := true; changed; {
		changed = false
		for _, kw := range []string{"inbounds ", "nuw ", "nusw "} {
			if strings.HasPrefix(rest, kw) {
				rest, changed = strings.TrimSpace(rest[len(kw):]), true
			}
		}
	}
	rest = strings.TrimPrefix(rest, "(")
	depth := 0
	for i := 0; i < len(rest); i++ {
		switch rest[i] {
		case '{', '[', '<', '(':
			depth++
		case '}', ']', '>', ')':
			depth--
		case ',':
			if depth == 0 {
				return strings.TrimSpace(rest[:i])
			}
		}
	}
	return ""
}
