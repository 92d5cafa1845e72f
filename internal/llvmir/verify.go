package llvmir

import (
	"strconv"
	"strings"
)

// This file holds the checks that tell a complete module from a truncated or
// damaged one (a full disk, an interrupted build, a file cut by hand). They are
// the cheap part of what LLVM's verifier and parser reject: every `!N`, `#N`
// and `@name` used is defined, every `%name` used in a function is defined in
// it, numbered names increase, every block ends with a terminator (and an
// invoke has its two labels), the text ends where a module can end, and a
// module written by a compiler
// (it has a `source_filename`) still has the `!llvm.module.flags` that clang
// and flang always write last. A module failing one is not analysed: its
// findings would be made up from a part of the program.

// truncSuffix ends every message of these checks.
const truncSuffix = ": the file looks truncated or is not valid LLVM IR"

// verifyError is the first reason the module is not complete.
type verifyError struct {
	off int
	msg string
}

// firstOf keeps the earlier of two reasons.
func firstOf(a, b *verifyError) *verifyError {
	if a == nil || b != nil && b.off < a.off {
		return b
	}
	return a
}

// verify runs the completeness checks on the parsed module (indexes built).
func (p *parser) verify() *verifyError {
	if p.recognize == 0 {
		return &verifyError{0, "no LLVM IR in the file (it is empty or holds only comments)"}
	}
	if p.unclosed != nil {
		return p.unclosed
	}
	if e := p.lastUnitComplete(); e != nil {
		return e
	}
	if p.sawSourceFilename && !p.sawModuleFlags {
		return &verifyError{len(strings.TrimRight(p.s, " \t\r\n")), "the module ends before its metadata (!llvm.module.flags, which clang and flang always write)"}
	}
	return firstOf(p.scanRefs(), p.badLocal)
}

// lastUnitComplete checks that the last top-level entity is whole: a metadata
// or attribute-group line with its brackets and strings closed, or any other
// line the reader understood entirely.
func (p *parser) lastUnitComplete() *verifyError {
	start := p.lastStart
	if start < 0 || p.lastDefine {
		return nil // a function: p.unclosed tells
	}
	end, _ := p.line(start)
	text := p.s[start:end]
	switch {
	case text[0] == '!':
		if !mdLineComplete(text) {
			return &verifyError{end, "the file ends in the middle of a metadata definition"}
		}
	case hasWord(text, "attributes"):
		if !attrLineComplete(text) {
			return &verifyError{end, "the file ends in the middle of an attribute group"}
		}
	}
	for _, pr := range p.problems[p.lastProblems:] {
		if pr.off >= start {
			return &verifyError{end, "the file ends in the middle of a line the reader cannot complete (" + pr.msg + ")"}
		}
	}
	return nil
}

// closes reports whether s (one line) has balanced brackets and closed strings,
// and returns the last significant byte (comments and blanks dropped).
func closes(s string) (last byte, ok bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '"':
			j := strings.IndexByte(s[i+1:], '"')
			if j < 0 {
				return 0, false
			}
			i += j + 1
		case ';':
			return last, depth == 0
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
			if depth < 0 {
				return 0, false
			}
		}
		if c != ' ' && c != '\t' && c != '\r' {
			last = s[i]
		}
	}
	return last, depth == 0
}

// mdLineComplete reports whether a top-level metadata line is whole:
// `!N = [distinct] !{...}`, `!N = [distinct] !DIKind(...)`, `!name = !{...}`.
func mdLineComplete(s string) bool {
	eq := strings.IndexByte(s, '=')
	if eq < 0 {
		return false
	}
	v := strings.TrimLeft(s[eq+1:], " \t")
	v = strings.TrimLeft(strings.TrimPrefix(v, "distinct"), " \t")
	if len(v) < 2 || v[0] != '!' {
		return false
	}
	last, ok := closes(v)
	switch v[1] {
	case '{':
		return ok && last == '}'
	case '"':
		return ok && last == '"'
	}
	return ok && last == ')'
}

// attrLineComplete reports whether `attributes #N = { ... }` is whole.
func attrLineComplete(s string) bool {
	eq := strings.IndexByte(s, '=')
	if eq < 0 || !strings.Contains(s[:eq], "#") {
		return false
	}
	v := strings.TrimLeft(s[eq+1:], " \t")
	last, ok := closes(v)
	return ok && len(v) > 0 && v[0] == '{' && last == '}'
}

// hasMD reports whether metadata node id is defined.
func (t *mdTable) hasMD(id int) bool {
	if id >= 0 && id < len(t.off) && t.off[id] != 0 {
		return true
	}
	_, ok := t.far[id]
	return ok
}

// scanRefs reads the text once for the references that must be defined in the
// module: `!N` (metadata nodes), `#N` (attribute groups) and `@name` (globals,
// functions, aliases), strings and comments excepted. It returns the first
// reference to something never defined.
func (p *parser) scanRefs() *verifyError {
	s := p.s
	n := len(s)
	var aliases map[string]bool
	if len(p.m.Aliases) > 0 {
		aliases = make(map[string]bool, len(p.m.Aliases))
		for _, a := range p.m.Aliases {
			aliases[a.Name] = true
		}
	}
	var (
		attrUse  []int          // first use of each attribute group + 1
		attrFar  = p.attrFar    // an attribute group number too large to index
		undef    map[string]int // global names used and not in the module's indexes: first use
		firstBad *verifyError
	)
scan:
	for i := 0; i < n; i++ {
		c := s[i]
		if !refSpecial[c] {
			continue
		}
		switch c {
		case '"':
			j := strings.IndexByte(s[i+1:], '"')
			if k := strings.IndexByte(s[i+1:], '\n'); j < 0 || k >= 0 && k < j {
				j = k // an unterminated string ends at the end of its line
			}
			if j < 0 {
				break scan
			}
			i += j + 1
		case ';':
			j := strings.IndexByte(s[i:], '\n')
			if j < 0 {
				break scan
			}
			i += j
		case '!', '#':
			if i+1 >= n || !isDigit(s[i+1]) {
				continue
			}
			k := i + 1
			for k < n && isDigit(s[k]) {
				k++
			}
			id, err := strconv.Atoi(s[i+1 : k])
			if err != nil {
				id = -1
			}
			if c == '!' {
				if i > 0 && s[i-1] != '\n' && !p.m.md.hasMD(id) {
					firstBad = &verifyError{i, s[i:k] + " is used but never defined"}
					break scan // anything reported later would be further on
				}
			} else if id >= 0 && id < maxAttrGroup {
				for len(attrUse) <= id {
					attrUse = append(attrUse, 0)
				}
				if attrUse[id] == 0 {
					attrUse[id] = i + 1
				}
			} else {
				attrFar = true
			}
			i = k - 1
		case '@':
			k := i + 1
			var name string
			if k < n && s[k] == '"' {
				j := strings.IndexByte(s[k+1:], '"')
				if j < 0 {
					break scan
				}
				name = unescape(s[k+1 : k+1+j])
				k += j + 2
			} else {
				for k < n && isNameChar(s[k]) {
					k++
				}
				name = s[i+1 : k]
			}
			switch {
			case name == "":
			case i == 0 || s[i-1] == '\n':
				// `@x = ...`: a definition, even where the reader could not read the rest.
				p.textDef(name)
			case p.m.funcIdx[name] != nil || p.m.globIdx[name] != nil || aliases[name],
				strings.HasPrefix(name, "llvm."): // intrinsics: LLVM 19+ declares them itself
			default:
				if undef == nil {
					undef = make(map[string]int)
				}
				if _, seen := undef[name]; !seen {
					undef[name] = i
				}
			}
			i = k - 1
		}
	}
	for name, off := range undef {
		if !p.textDefs[name] {
			firstBad = firstOf(firstBad, &verifyError{off, "@" + name + " is used but neither defined nor declared"})
		}
	}
	if !attrFar {
		for id, use := range attrUse {
			if use != 0 && (id >= len(p.attrDefs) || !p.attrDefs[id]) {
				e := &verifyError{use - 1, "attribute group #" + strconv.Itoa(id) + " is used but never defined"}
				firstBad = firstOf(firstBad, e)
			}
		}
	}
	return firstBad
}

// maxAttrGroup bounds the attribute group numbers kept in a slice.
const maxAttrGroup = 1 << 16

// attrGroup records the definition `attributes #N = ...` at pos.
func (p *parser) attrGroup(pos int) {
	s := p.s
	j := pos + len("attributes")
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j >= len(s) || s[j] != '#' {
		return
	}
	k := j + 1
	for k < len(s) && isDigit(s[k]) {
		k++
	}
	id, err := strconv.Atoi(s[j+1 : k])
	switch {
	case err != nil:
	case id < maxAttrGroup:
		for len(p.attrDefs) <= id {
			p.attrDefs = append(p.attrDefs, false)
		}
		p.attrDefs[id] = true
	default:
		p.attrFar = true
	}
}

// headerName records the name in a function header the reader could not
// read: it is defined (or declared) even so, and its uses are not undefined.
func (p *parser) headerName(start, end int) {
	i := strings.IndexByte(p.s[start:end], '@')
	if i < 0 {
		return
	}
	p.pos, p.end = start+i+1, end
	if name, ok := p.name(); ok {
		p.textDef(name)
	}
}

// textDef records a global name defined by a line the reader could not read entirely.
func (p *parser) textDef(name string) {
	if p.m.funcIdx[name] != nil || p.m.globIdx[name] != nil {
		return
	}
	if p.textDefs == nil {
		p.textDefs = make(map[string]bool)
	}
	p.textDefs[name] = true
}

// refSpecial marks the bytes scanRefs looks at.
var refSpecial = func() (t [256]bool) {
	for _, c := range "\";!#@" {
		t[c] = true
	}
	return
}()

// checkBody records in p.badLocal the first block of f that does not end with
// a terminator, invoke without its two successors, or `%name` used in f's body
// and defined nowhere in it (not a parameter, block or instruction result). A
// function whose body had problems is not checked: the reader skipped part of
// it.
func (p *parser) checkBody(f *Function) {
	if p.badLocal != nil {
		return
	}
	p.stamp++
	if p.stamp == 0 { // wrapped: clear the stamps
		clear(p.defNum)
		p.stamp = 1
	}
	clear(p.defName)
	def := func(name string) {
		if k, ok := smallNumber(name); ok && k < 1<<22 {
			for len(p.defNum) <= k {
				p.defNum = append(p.defNum, 0)
			}
			p.defNum[k] = p.stamp
			return
		}
		if p.defName == nil {
			p.defName = make(map[string]struct{})
		}
		p.defName[name] = struct{}{}
	}
	next := 0
	for _, pa := range f.Params {
		switch {
		case pa.Name == "":
			def(strconv.Itoa(next))
			next++
		default:
			def(pa.Name)
			if k, ok := smallNumber(pa.Name); ok {
				next = k + 1
			}
		}
	}
	// Numbered names written in the text must increase (LLVM 19 and later
	// accept gaps, earlier versions want each next number).
	last, lastName := -1, ""
	order := func(name string, off int) bool {
		k, ok := smallNumber(name)
		if !ok {
			return true
		}
		if k <= last {
			p.badLocal = &verifyError{off, "%" + name + " is numbered out of order in @" + f.Name + " (after %" + lastName + ")"}
			return false
		}
		last, lastName = k, name
		return true
	}
	for _, pa := range f.Params {
		if pa.Name != "" && !order(pa.Name, int(f.Span.Start)) {
			return
		}
	}
	for i, b := range f.Blocks {
		def(b.Name)
		if i > 0 || !p.implicitEntry {
			off := int(f.Span.Start)
			if len(b.Insts) > 0 {
				off = int(b.Insts[0].Span.Start)
			}
			if !order(b.Name, off) {
				return
			}
		}
		for _, in := range b.Insts {
			if in.Result != "" {
				def(in.Result)
				if !order(in.Result, int(in.Span.Start)) {
					return
				}
			}
		}
	}
	defined := func(name string) bool {
		if k, ok := smallNumber(name); ok && k < 1<<22 {
			return k < len(p.defNum) && p.defNum[k] == p.stamp
		}
		_, ok := p.defName[name]
		return ok
	}
	var walk func(v *Value, depth int) string
	walk = func(v *Value, depth int) string {
		if v == nil || depth > maxDepth {
			return ""
		}
		if v.Kind == ValLocal && !defined(v.Name) {
			return v.Name
		}
		for _, e := range v.Elems() {
			if bad := walk(e, depth+1); bad != "" {
				return bad
			}
		}
		return ""
	}
	for _, b := range f.Blocks {
		t := b.Terminator()
		switch {
		case t == nil:
			off := int(f.Span.Start)
			if len(b.Insts) > 0 {
				off = int(b.Insts[len(b.Insts)-1].Span.Start)
			}
			p.badLocal = &verifyError{off, "block %" + b.Name + " of @" + f.Name + " does not end with a terminator (ret, br, ...)"}
			return
		case t.Op == "invoke" && len(t.Succs) != 2:
			p.badLocal = &verifyError{int(t.Span.Start), "invoke in @" + f.Name + " without its 'to label ... unwind label ...'"}
			return
		}
		for _, in := range b.Insts {
			bad := walk(in.Callee, 0)
			for _, v := range in.Operands {
				if bad != "" {
					break
				}
				bad = walk(v, 0)
			}
			for _, v := range in.Args {
				if bad != "" {
					break
				}
				bad = walk(v, 0)
			}
			if bad != "" {
				p.badLocal = &verifyError{int(in.Span.Start), "%" + bad + " is used in @" + f.Name + " but defined nowhere in it"}
				return
			}
		}
	}
}

// verifyErr makes the error of Parse for a module that is not complete.
func (m *Module) verifyErr(name string, e *verifyError) error {
	line, col := m.LineCol(e.off)
	return &Error{File: name, Line: line, Col: col, Msg: e.msg + truncSuffix}
}
