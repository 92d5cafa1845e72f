package llvmir

import (
	"bytes"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unsafe"
)

// Slab sizes: values, instructions, blocks and pointer slices are allocated in
// chunks so that a module costs a few hundred allocations per megabyte.
const (
	valSlab     = 2048
	extSlab     = 1024
	instSlab    = 512
	partsSlab   = 256
	blockSlab   = 256
	ptrSlab     = 4096
	maxProblems = 1000
)

type pendingLabel struct {
	inst *Inst
	name string
	off  int32 // offset of the reference, for problems (saturated)
	phi  bool
}

type problemAt struct {
	off int
	msg string
}

type parser struct {
	m        *Module
	s        string
	pos, end int
	depth    int
	fnRet    string // return type of the last function type read by typ
	failed   bool   // a problem was recorded for the current unit
	cur      int    // start of the current unit (for panic messages)

	vals      []Value
	exts      []valueExt
	insts     []Inst
	partSlab  []instParts
	blocks    []Block
	vptrSlab  []*Value
	iptrSlab  []*Inst
	bptrSlab  []*Block
	scratch   []*Value
	instBuf   []*Inst
	blockBuf  []*Block
	declBuf   []Declare // the Declares of the function being read
	paramBuf  []Param
	labels    []pendingLabel
	problems  []problemAt
	byNum     []*Block
	seen      []int32
	recognize int                 // top-level entities recognised
	globals   map[string]*Value   // shared Values of global references
	locals    []*Value            // shared Values of numbered locals of the current function
	touched   []int32             // indices set in locals
	consts    map[constKey]*Value // shared constant leaves (intern)
	spare     *Value              // a zeroed Value to reuse (intern)
	spareExt  *valueExt           // a zeroed valueExt to reuse (intern)

	// Completeness (verify.go).
	unclosed          *verifyError // a function the file ends inside
	badLocal          *verifyError // the first function body that is not whole (checkBody)
	lastStart         int          // offset of the last top-level entity, -1 if none
	lastDefine        bool         // the last top-level entity is a function definition
	lastProblems      int          // len(problems) before the last top-level entity
	sawSourceFilename bool
	sawModuleFlags    bool
	defNum            []uint32 // checkBody: stamp of each numbered local defined
	defName           map[string]struct{}
	attrDefs          []bool          // attribute groups defined (`attributes #N = ...`)
	attrFar           bool            // an attribute group number too large for attrDefs
	textDefs          map[string]bool // global names defined by lines the reader could not read
	stamp             uint32
	implicitEntry     bool // the entry block of the function being read has no label

	// The parts of the slab chunks this parser used, for Compact (which moves the strings of
	// every slot, also of those a module no longer reaches, such as an interned constant's
	// first copy: they would keep the old text alive).
	used usedSlabs

	// Slab chunk sizes: they start small and double up to the maximum so
	// that small modules do not pay for big chunks.
	nVals, nInsts, nBlocks, nVptr, nIptr, nBptr, nParts, nExts int
}

// slabs are the unused ends of a parser's slab chunks with its chunk sizes, handed to the
// next parser: a program of many files would otherwise leave up to a chunk of each kind
// unused per file (issue 18: 7 MB on the 62 files of CloverLeaf). Only the unused parts
// move; what a module holds stays where it is.
type slabs struct {
	vals                                                       []Value
	exts                                                       []valueExt
	insts                                                      []Inst
	parts                                                      []instParts
	blocks                                                     []Block
	vptr                                                       []*Value
	iptr                                                       []*Inst
	bptr                                                       []*Block
	nVals, nInsts, nBlocks, nVptr, nIptr, nBptr, nParts, nExts int
}

var leftover struct {
	sync.Mutex
	s *slabs
}

// takeSlabs starts p with the ends left by the last parser, if no other parser took them.
func (p *parser) takeSlabs() {
	leftover.Lock()
	s := leftover.s
	leftover.s = nil
	leftover.Unlock()
	if s == nil {
		return
	}
	p.vals, p.insts, p.blocks, p.vptrSlab, p.iptrSlab, p.bptrSlab = s.vals, s.insts, s.blocks, s.vptr, s.iptr, s.bptr
	p.nVals, p.nInsts, p.nBlocks, p.nVptr, p.nIptr, p.nBptr = s.nVals, s.nInsts, s.nBlocks, s.nVptr, s.nIptr, s.nBptr
	p.partSlab, p.nParts = s.parts, s.nParts
	p.exts, p.nExts = s.exts, s.nExts
	p.used.vals.chunk, p.used.exts.chunk, p.used.insts.chunk = p.vals, p.exts, p.insts
	p.used.parts.chunk, p.used.blocks.chunk = p.partSlab, p.blocks
}

// leaveSlabs hands the unused ends of p's chunks to the next parser.
func (p *parser) leaveSlabs() {
	p.used.vals.finish(p.vals)
	p.used.exts.finish(p.exts)
	p.used.insts.finish(p.insts)
	p.used.parts.finish(p.partSlab)
	p.used.blocks.finish(p.blocks)
	used := p.used // (a copy: the parser, and the text it holds, are not kept)
	p.m.used = &used
	s := &slabs{vals: p.vals, insts: p.insts, blocks: p.blocks, vptr: p.vptrSlab, iptr: p.iptrSlab, bptr: p.bptrSlab,
		nVals: p.nVals, nInsts: p.nInsts, nBlocks: p.nBlocks, nVptr: p.nVptr, nIptr: p.nIptr, nBptr: p.nBptr,
		parts: p.partSlab, nParts: p.nParts, exts: p.exts, nExts: p.nExts}
	p.vals, p.insts, p.blocks, p.vptrSlab, p.iptrSlab, p.bptrSlab, p.partSlab, p.exts = nil, nil, nil, nil, nil, nil, nil, nil
	leftover.Lock()
	leftover.s = s
	leftover.Unlock()
}

// grow returns the size of the next chunk of a slab whose current chunk size
// is *n, doubling it up to max, and at least need.
func (p *parser) grow(n *int, max, need int) int {
	if *n == 0 {
		*n = 16
	} else if *n < max {
		*n *= 2
		if *n > max {
			*n = max
		}
	}
	if need > *n {
		return need
	}
	return *n
}

// Parse reads the LLVM IR text src. The module keeps src (Module.Src) and
// refers to it: the caller must not modify it afterwards. Syntax the reader
// does not understand is skipped and listed in Module.Problems; the error is
// non-nil only when src is not LLVM IR text at all. Parse never panics.
func Parse(name string, src []byte) (m *Module, err error) {
	if bytes.HasPrefix(src, []byte("BC\xc0\xde")) || bytes.HasPrefix(src, []byte{0xde, 0xc0, 0x17, 0x0b}) {
		return nil, &Error{File: name, Msg: "LLVM bitcode, not LLVM IR text (compile with -S -emit-llvm)"}
	}
	head := src
	if len(head) > 4096 {
		head = head[:4096]
	}
	if bytes.IndexByte(head, 0) >= 0 {
		return nil, &Error{File: name, Msg: "binary file, not LLVM IR text"}
	}
	if len(src) >= math.MaxInt32 {
		return nil, &Error{File: name, Msg: "file of 2 GB or more: too large to read"}
	}
	if !noParts.empty() {
		return nil, &Error{File: name, Msg: "internal error: the empty part instructions share was written (Callee, Args, Pred, Succs or PhiBlocks set on an instruction without them)"}
	}
	m = &Module{Name: name, Src: src, md: &mdTable{}}
	if len(src) > 0 {
		m.src = unsafe.String(&src[0], len(src))
	}
	p := &parser{m: m, s: m.src, lastStart: -1}
	defer func() {
		if r := recover(); r != nil {
			line, col := m.LineCol(p.cur)
			m = nil
			err = &Error{File: name, Line: line, Col: col, Msg: fmt.Sprintf("internal error while reading LLVM IR: %v", r)}
		}
	}()
	p.takeSlabs()
	p.module()
	p.leaveSlabs()
	if p.recognize == 0 && len(p.problems) > 0 {
		line, col := m.LineCol(p.problems[0].off)
		return nil, &Error{File: name, Line: line, Col: col, Msg: "not LLVM IR text: " + p.problems[0].msg}
	}
	m.index()
	if e := p.verify(); e != nil {
		return nil, m.verifyErr(name, e)
	}
	if len(p.problems) > 0 {
		sort.SliceStable(p.problems, func(i, j int) bool { return p.problems[i].off < p.problems[j].off })
		m.Problems = make([]Problem, 0, len(p.problems))
		for _, pr := range p.problems {
			line, col := m.LineCol(pr.off)
			m.Problems = append(m.Problems, Problem{Line: line, Col: col, Msg: pr.msg})
		}
	}
	return m, nil
}

// problem records a problem at byte offset off.
func (p *parser) problem(off int, msg string) {
	if len(p.problems) >= maxProblems {
		if len(p.problems) == maxProblems {
			p.problems = append(p.problems, problemAt{off, "too many problems; the rest are not reported"})
		}
		return
	}
	p.problems = append(p.problems, problemAt{off, msg})
}

// fail records a problem at the cursor (once per unit) and skips to the end
// of the current unit.
func (p *parser) fail(msg string) {
	if !p.failed {
		p.failed = true
		off := p.pos
		if off > len(p.s) {
			off = len(p.s)
		}
		p.problem(off, msg)
	}
	p.pos = p.end
}

// eol returns the offset of the newline ending the line containing i (or len).
func (p *parser) eol(i int) int {
	j := strings.IndexByte(p.s[i:], '\n')
	if j < 0 {
		return len(p.s)
	}
	return i + j
}

// trimEnd drops a trailing '\r' and blanks before end (not before start).
func (p *parser) trimEnd(start, end int) int {
	for end > start && (p.s[end-1] == '\r' || p.s[end-1] == ' ' || p.s[end-1] == '\t') {
		end--
	}
	return end
}

// extent finds the logical extent of the unit (instruction or top-level
// entity) starting at pos: its lines up to the one where brackets balance,
// plus continuation lines of invoke/callbr/landingpad/catchswitch/cleanupret
// (indented lines starting with to, unwind, cleanup, catch, filter). Strings
// and comments are honoured. It returns the end of the unit's last line
// (without newline, '\r' and trailing blanks) and the offset of the next line.
// A '}' that closes nothing (a one-line function body) ends the unit before it.
func (p *parser) extent(pos int) (spanEnd, next int) {
	s := p.s
	n := len(s)
	depth := 0
	i := pos
	for {
		for i < n {
			c := s[i]
			if !extentSpecial[c] {
				i++
				continue
			}
			if c == '\n' {
				break
			}
			switch c {
			case '"':
				j := i + 1
				for j < n && s[j] != '"' && s[j] != '\n' {
					j++
				}
				if j < n && s[j] == '"' {
					i = j
				} else {
					i = j - 1
				}
			case ';':
				j := strings.IndexByte(s[i:], '\n')
				if j < 0 {
					i = n
				} else {
					i += j
				}
				continue
			case '(', '[', '{':
				depth++
			case ')', ']':
				if depth > 0 {
					depth--
				}
			case '}':
				if depth == 0 {
					return p.trimEnd(pos, i), i
				}
				depth--
			}
			i++
		}
		if i >= n {
			return p.trimEnd(pos, n), n
		}
		nx := i + 1
		if depth > 0 {
			if nx < n && (s[nx] == ' ' || s[nx] == '\t' || s[nx] == ']' || s[nx] == ')') && !p.startsInst(nx) {
				i = nx
				continue
			}
		} else if p.continuation(nx) {
			i = nx
			continue
		}
		return p.trimEnd(pos, i), nx
	}
}

// line returns the end of the line at pos (without '\r' and trailing blanks)
// and the offset of the next line. Top-level entities are one line each.
func (p *parser) line(pos int) (spanEnd, next int) {
	e := p.eol(pos)
	if e < len(p.s) {
		return p.trimEnd(pos, e), e + 1
	}
	return p.trimEnd(pos, e), e
}

// extentSpecial marks the bytes extent must look at.
var extentSpecial = func() (t [256]bool) {
	for _, c := range "\n\";()[]{}" {
		t[c] = true
	}
	return
}()

// startsInst reports whether the line at i looks like the start of a new
// instruction (`%x = ...`, a label, or an opcode that cannot continue an
// operand list); it keeps an unbalanced instruction from swallowing the next.
func (p *parser) startsInst(i int) bool {
	s := p.s
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i >= len(s) {
		return false
	}
	if s[i] == '%' {
		j := i + 1
		if j < len(s) && s[j] == '"' {
			for j++; j < len(s) && s[j] != '"' && s[j] != '\n'; j++ {
			}
			j++
		} else {
			for j < len(s) && isNameChar(s[j]) {
				j++
			}
		}
		for j < len(s) && s[j] == ' ' {
			j++
		}
		return j < len(s) && s[j] == '='
	}
	j := i
	for j < len(s) && isNameChar(s[j]) {
		j++
	}
	if j < len(s) && s[j] == ':' {
		return true
	}
	switch s[i:j] {
	case "ret", "br", "switch", "indirectbr", "invoke", "resume", "unreachable", "store",
		"call", "fence", "tail", "musttail", "notail", "cleanupret", "catchret", "callbr":
		return true
	}
	return false
}

// continuation reports whether the line at i continues the previous
// instruction: an indented line starting with one of the keywords that LLVM
// prints on lines of their own.
func (p *parser) continuation(i int) bool {
	s := p.s
	j := i
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j == i {
		return false
	}
	k := j
	for k < len(s) && s[k] >= 'a' && s[k] <= 'z' {
		k++
	}
	if k < len(s) && (isNameChar(s[k]) || s[k] == ':' || s[k] == '"') {
		return false
	}
	switch s[j:k] {
	case "to", "unwind", "cleanup", "catch", "filter":
		return true
	}
	return false
}

// module reads the top-level entities.
func (p *parser) module() {
	s := p.s
	n := len(s)
	pos := 0
	for pos < n {
		c := s[pos]
		if c == ' ' || c == '\t' || c == '\r' || c == '\n' {
			pos++
			continue
		}
		if c == ';' {
			pos = p.eol(pos)
			continue
		}
		p.cur = pos
		p.lastStart, p.lastDefine, p.lastProblems = pos, false, len(p.problems)
		switch c {
		case 'd':
			if hasWord(s[pos:], "define") {
				p.lastDefine = true
				p.recognize++
				pos = p.function(pos, true)
				continue
			}
			if hasWord(s[pos:], "declare") {
				p.recognize++
				pos = p.function(pos, false)
				continue
			}
		case '@':
			end, next := p.line(pos)
			p.global(pos, end)
			pos = next
			continue
		case '!':
			end, next := p.line(pos)
			p.metadataLine(pos, end)
			pos = next
			continue
		case '%', '$':
			// Named type definitions and comdats: `%T = type {...}`, `$c = comdat any`.
			end, next := p.line(pos)
			if strings.Contains(s[pos:end], "=") {
				p.recognize++
			} else {
				p.problem(pos, "expected '=' in top-level definition")
			}
			pos = next
			continue
		case 's':
			if hasWord(s[pos:], "source_filename") {
				end, next := p.line(pos)
				p.sourceFilename(pos, end)
				pos = next
				continue
			}
		}
		if skippedDirective(s[pos:]) {
			p.recognize++
			if c == 'a' {
				p.attrGroup(pos)
			}
			_, next := p.line(pos)
			pos = next
			continue
		}
		_, next := p.line(pos)
		p.problem(pos, "unknown top-level entity "+strconv.Quote(firstToken(s[pos:next])))
		pos = next
	}
}

// skippedDirectives are top-level lines the reader recognises and does not keep.
var skippedDirectives = []string{"attributes", "target", "module", "uselistorder", "uselistorder_bb"}

// skippedDirective reports whether s starts with one of skippedDirectives.
func skippedDirective(s string) bool {
	for _, w := range skippedDirectives {
		if hasWord(s, w) {
			return true
		}
	}
	return false
}

// hasWord reports whether s starts with the keyword w followed by a non-word byte.
func hasWord(s, w string) bool {
	return strings.HasPrefix(s, w) && (len(s) == len(w) || !isWordChar(s[len(w)]))
}

func firstToken(s string) string {
	i := 0
	for i < len(s) && i < 40 && s[i] != ' ' && s[i] != '\t' && s[i] != '\n' && s[i] != '\r' {
		i++
	}
	return s[:i]
}

func (p *parser) sourceFilename(start, end int) {
	p.pos, p.end, p.failed = start, end, false
	p.word()
	p.ws()
	if !p.accept('=') {
		p.fail("expected '=' after source_filename")
		return
	}
	p.ws()
	raw, ok := p.str()
	if !ok {
		p.fail("expected a string after source_filename =")
		return
	}
	p.recognize++
	p.sawSourceFilename = true
	p.m.SourceFilename = unescape(raw)
}

// isLinkage reports linkage keywords.
func isLinkage(w string) bool {
	switch w {
	case "private", "internal", "available_externally", "linkonce", "weak", "common",
		"appending", "extern_weak", "linkonce_odr", "weak_odr", "external":
		return true
	}
	return false
}

// global reads `@name = ... global|constant T [init], ...` and aliases.
func (p *parser) global(start, end int) {
	p.pos, p.end, p.failed = start, end, false
	p.pos++ // '@'
	name, ok := p.name()
	if !ok {
		p.fail("expected a global name after '@'")
		return
	}
	p.ws()
	if !p.accept('=') {
		p.fail("expected '=' after @" + name)
		return
	}
	p.recognize++
	linkage := ""
	for {
		p.ws()
		w := p.word()
		switch w {
		case "global", "constant":
			g := &Global{Name: name, Linkage: linkage, Constant: w == "constant", Span: Span{int32(start), int32(end)}}
			p.ws()
			t, ok := p.typ()
			if !ok {
				p.fail("expected a type for @" + name)
				return
			}
			g.Type = t
			if p.valueFollows() {
				g.Init = p.value(t)
			}
			p.m.Globals = append(p.m.Globals, g)
			p.trailer(nil)
			return
		case "alias", "ifunc":
			a := &Alias{Name: name, Kind: w, Linkage: linkage, Span: Span{int32(start), int32(end)}}
			p.ws()
			t, ok := p.typ()
			if !ok {
				p.fail("expected a type for @" + name)
				return
			}
			a.Type = t
			p.ws()
			if !p.accept(',') {
				p.fail("expected ',' in " + w)
				return
			}
			p.ws()
			tt, ok := p.typ()
			if !ok {
				p.fail("expected the " + w + " target's type")
				return
			}
			a.Target = p.value(tt)
			p.m.Aliases = append(p.m.Aliases, a)
			return
		case "":
			p.fail("expected 'global' or 'constant' in the definition of @" + name)
			return
		}
		if isLinkage(w) {
			linkage = w
		}
		if p.peek() == '(' && !p.skipBalanced() { // thread_local(...), addrspace(N)
			p.fail("unbalanced parentheses")
			return
		}
	}
}

// trailer skips the rest of a unit, reading metadata attachments into in
// (which may be nil).
func (p *parser) trailer(in *Inst) {
	for {
		p.ws()
		if p.pos >= p.end {
			return
		}
		c := p.s[p.pos]
		switch {
		case c == ',':
			p.pos++
		case c == '!':
			p.attachment(in)
		case c == '#':
			p.pos++
			p.skipDigits()
		case c == '"':
			if _, ok := p.str(); !ok {
				p.fail("unterminated string")
				return
			}
		case c == '(' || c == '[' || c == '{' || c == '<':
			if !p.skipBalanced() {
				p.fail("unbalanced brackets")
				return
			}
		case isWordChar(c) || c == '-' || c == '$' || c == '@' || c == '%':
			p.pos++
			for p.pos < p.end && isNameChar(p.s[p.pos]) {
				p.pos++
			}
		default:
			p.fail("unexpected character " + quoteByte(c))
			return
		}
	}
}

// attachment reads `!name !N` (or an inline node) at the cursor.
func (p *parser) attachment(in *Inst) {
	p.pos++ // '!'
	name, ok := p.name()
	if !ok {
		p.fail("expected a metadata attachment name")
		return
	}
	p.ws()
	if !p.accept('!') {
		p.fail("expected metadata after !" + name)
		return
	}
	c := p.peek()
	switch {
	case isDigit(c):
		id := p.smallInt()
		if name == "dbg" && in != nil {
			in.Dbg = int32(min(id, math.MaxInt32)) // (no text under 2 GB defines a larger node)
		}
	case c == '{':
		if !p.skipBalanced() {
			p.fail("unbalanced metadata node")
		}
	case c == '"':
		if _, ok := p.str(); !ok {
			p.fail("unterminated metadata string")
		}
	default:
		if _, ok := p.name(); !ok {
			p.fail("malformed metadata attachment")
			return
		}
		if p.peek() == '(' && !p.skipBalanced() {
			p.fail("unbalanced metadata node")
		}
	}
}

// skipAttrs skips attribute keywords (with their `(...)` argument and the
// number after `align`) and string attributes, stopping before a value.
func (p *parser) skipAttrs() {
	for {
		p.ws()
		c := p.peek()
		switch {
		case isLetter(c):
			w := p.peekWord()
			if isValueWord(w) || isTypeWord(w) || (w == "c" && p.peekAt(1) == '"') {
				return
			}
			p.word()
			if w == "align" {
				p.ws()
				p.skipDigits()
			}
			if p.peek() == '(' && !p.skipBalanced() {
				p.fail("unbalanced parentheses in attribute")
				return
			}
		case c == '"':
			p.strAttr()
		default:
			return
		}
	}
}

// skipPreType skips linkage, calling convention, fast-math flags and return
// attributes before the type of a function header or a call.
func (p *parser) skipPreType(f *Function) {
	for {
		p.ws()
		c := p.peek()
		switch {
		case isLetter(c):
			w := p.peekWord()
			if isTypeWord(w) {
				return
			}
			p.word()
			if f != nil && isLinkage(w) {
				f.Linkage = w
			}
			if w == "align" {
				p.ws()
				p.skipDigits()
			}
			if p.peek() == '(' && !p.skipBalanced() {
				p.fail("unbalanced parentheses")
				return
			}
		case isDigit(c):
			p.skipDigits()
		case c == '"':
			p.strAttr()
		case c == '!': // declare !callback !61 void @f(...)
			p.attachment(nil)
		default:
			return
		}
	}
}

// function reads a define or declare; it returns the offset after it.
func (p *parser) function(start int, isDef bool) int {
	lineEnd := p.eol(start)
	p.pos, p.end, p.failed = start, lineEnd, false
	p.word() // define / declare
	f := &Function{Subprogram: -1, Decl: !isDef}
	f.Span.Start = int32(start)
	p.skipPreType(f)
	rt, ok := p.typ()
	if !ok {
		p.fail("expected the function's return type")
		return p.skipFunction(start, isDef, lineEnd)
	}
	f.RetType = rt
	p.ws()
	if !p.accept('@') {
		p.fail("expected '@name' in function header")
		return p.skipFunction(start, isDef, lineEnd)
	}
	name, ok := p.name()
	if !ok {
		p.fail("expected a function name")
		return p.skipFunction(start, isDef, lineEnd)
	}
	f.Name = name
	p.ws()
	if !p.accept('(') {
		p.fail("expected '(' after @" + name)
		return p.skipFunction(start, isDef, lineEnd)
	}
	p.paramBuf = p.paramBuf[:0]
	numbered := 0
	for {
		p.ws()
		if p.accept(')') {
			break
		}
		if len(p.paramBuf) > 0 || f.Variadic {
			if !p.accept(',') {
				p.fail("expected ',' or ')' in parameter list")
				break
			}
			p.ws()
		}
		if strings.HasPrefix(p.s[p.pos:p.end], "...") {
			p.pos += 3
			f.Variadic = true
			continue
		}
		t, ok := p.typ()
		if !ok {
			p.fail("expected a parameter type")
			break
		}
		p.skipAttrs()
		pn := ""
		if p.accept('%') {
			pn, ok = p.name()
			if !ok {
				p.fail("expected a parameter name")
				break
			}
			if isNumber(pn) {
				numbered++
			}
		}
		p.paramBuf = append(p.paramBuf, Param{Name: pn, Type: t, Index: len(p.paramBuf)})
	}
	if len(p.paramBuf) > 0 {
		ps := make([]Param, len(p.paramBuf))
		copy(ps, p.paramBuf)
		f.Params = make([]*Param, len(ps))
		for i := range ps {
			f.Params[i] = &ps[i]
		}
	}
	// Trailer: attributes, section, comdat, personality, !dbg, '{'.
	body := -1
	for body < 0 && p.pos < p.end {
		p.ws()
		if p.pos >= p.end {
			break
		}
		c := p.s[p.pos]
		switch {
		case c == '{':
			body = p.pos + 1
		case c == '!':
			save := p.pos
			p.pos++
			an, _ := p.name()
			p.ws()
			if an == "dbg" && p.peek() == '!' && isDigit(p.peekAt(1)) {
				p.pos++
				f.Subprogram = p.smallInt()
			} else {
				p.pos = save
				p.attachment(nil)
			}
		case c == '#':
			p.pos++
			p.skipDigits()
		case c == '"':
			if _, ok := p.str(); !ok {
				p.fail("unterminated string in function header")
			}
		case c == '(':
			if !p.skipBalanced() {
				p.fail("unbalanced parentheses in function header")
			}
		case isDigit(c):
			p.skipDigits()
		case isLetter(c):
			w := p.word()
			switch w {
			case "personality", "prefix", "prologue":
				p.ws()
				if t, ok := p.typ(); ok {
					p.value(t)
				} else {
					p.fail("expected a typed constant after " + w)
				}
			case "align":
				p.ws()
				p.skipDigits()
			default:
				if p.peek() == '(' && !p.skipBalanced() {
					p.fail("unbalanced parentheses in function header")
				}
			}
		default:
			p.fail("unexpected character " + quoteByte(c) + " in function header")
		}
	}
	p.m.Funcs = append(p.m.Funcs, f)
	if !isDef {
		f.Span.End = int32(p.trimEnd(start, lineEnd))
		return lineEnd
	}
	if body < 0 {
		if !p.failed {
			p.problem(lineEnd, "expected '{' after function header")
		}
		body = lineEnd
	}
	return p.body(f, body, numbered)
}

// skipFunction skips a function whose header could not be read.
func (p *parser) skipFunction(start int, isDef bool, lineEnd int) int {
	p.headerName(start, lineEnd)
	if !isDef {
		return lineEnd
	}
	// Skip to a line starting with '}'.
	i := lineEnd
	for i < len(p.s) {
		i++
		if i < len(p.s) && p.s[i] == '}' {
			return p.eol(i)
		}
		i = p.eol(i)
	}
	p.unclosed = &verifyError{p.trimEnd(0, len(p.s)), "the file ends inside a function definition (no closing '}')"}
	return len(p.s)
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// body reads the blocks of a function definition starting at pos (just after
// '{') and returns the offset after the closing '}'.
func (p *parser) body(f *Function, pos int, numbered int) int {
	s := p.s
	n := len(s)
	var cur *Block
	probs := len(p.problems)
	p.implicitEntry = false
	p.blockBuf = p.blockBuf[:0]
	p.declBuf = p.declBuf[:0]
	p.instBuf = p.instBuf[:0]
	p.labels = p.labels[:0]
	closeBlock := func() {
		if cur != nil {
			cur.Insts = p.instPtrs(p.instBuf)
			p.instBuf = p.instBuf[:0]
		}
	}
	newBlock := func(name string) {
		closeBlock()
		b := p.newBlock()
		b.Name, b.Index, b.Parent = name, len(p.blockBuf), f
		p.blockBuf = append(p.blockBuf, b)
		cur = b
	}
	end := n
loop:
	for pos < n {
		c := s[pos]
		switch c {
		case ' ', '\t', '\r', '\n':
			pos++
			continue
		case ';':
			pos = p.eol(pos)
			continue
		case '}':
			end = pos + 1
			pos = p.eol(pos)
			break loop
		case '#': // debug records (LLVM 19+): #dbg_value(...), #dbg_declare(...)
			p.cur = pos
			spanEnd, next := p.extent(pos)
			if d, ok := readDeclare(s[pos:max(spanEnd, pos)]); ok {
				p.declBuf = append(p.declBuf, d)
			}
			pos = max(next, pos+1)
			continue
		}
		p.cur = pos
		if c == 'd' && (hasWord(s[pos:], "define") || hasWord(s[pos:], "declare")) ||
			c == 'a' && hasWord(s[pos:], "attributes") || c == '!' {
			if pos == 0 || s[pos-1] == '\n' {
				p.problem(pos, "function @"+f.Name+" is not closed by '}'")
				end = pos
				break loop
			}
		}
		if name, after, ok := p.label(pos); ok {
			newBlock(name)
			pos = after
			continue
		}
		spanEnd, next := p.extent(pos)
		if next <= pos {
			next = pos + 1
		}
		if cur == nil {
			newBlock(strconv.Itoa(numbered))
			p.implicitEntry = true
		}
		if p.debugCall(pos, spanEnd) {
			pos = next
			continue
		}
		if in := p.inst(pos, spanEnd, cur); in != nil {
			p.instBuf = append(p.instBuf, in)
		}
		pos = next
	}
	if pos >= n && end == n {
		p.problem(n, "function @"+f.Name+" is not closed by '}'")
		p.unclosed = &verifyError{p.trimEnd(0, n), "the file ends inside function @" + f.Name + " (no closing '}')"}
	}
	closeBlock()
	for _, k := range p.touched {
		p.locals[k] = nil
	}
	p.touched = p.touched[:0]
	if len(p.declBuf) > 0 {
		f.Declares = append([]Declare(nil), p.declBuf...) // one allocation of the exact size
	}
	f.Blocks = make([]*Block, len(p.blockBuf))
	copy(f.Blocks, p.blockBuf)
	f.Span.End = int32(end)
	p.resolve(f)
	if len(p.problems) == probs {
		p.checkBody(f)
	}
	return pos
}

// label recognises `name:` or `"quoted name":` at pos and returns the name and
// the offset just after the colon.
func (p *parser) label(pos int) (string, int, bool) {
	s := p.s
	if s[pos] == '"' {
		j := pos + 1
		for j < len(s) && s[j] != '"' && s[j] != '\n' {
			j++
		}
		if j+1 < len(s) && s[j] == '"' && s[j+1] == ':' {
			return unescape(s[pos+1 : j]), j + 2, true
		}
		return "", 0, false
	}
	i := pos
	for i < len(s) && isNameChar(s[i]) {
		i++
	}
	if i > pos && i < len(s) && s[i] == ':' {
		return s[pos:i], i + 1, true
	}
	return "", 0, false
}

func (p *parser) newBlock() *Block {
	if len(p.blocks) == 0 {
		p.used.blocks.finish(p.blocks)
		p.blocks = make([]Block, p.grow(&p.nBlocks, blockSlab, 1))
		p.used.blocks.chunk = p.blocks
	}
	b := &p.blocks[0]
	p.blocks = p.blocks[1:]
	return b
}

func (p *parser) newInst() *Inst {
	if len(p.insts) == 0 {
		p.used.insts.finish(p.insts)
		p.insts = make([]Inst, p.grow(&p.nInsts, instSlab, 1))
		p.used.insts.chunk = p.insts
	}
	in := &p.insts[0]
	p.insts = p.insts[1:]
	in.instParts = &noParts
	return in
}

// empty reports whether no field of x is set.
func (x *instParts) empty() bool {
	return x.Callee == nil && x.Args == nil && x.Pred == "" && x.Succs == nil && x.PhiBlocks == nil
}

// parts returns the fields of in that only some opcodes have, giving in its own the first
// time one is set.
func (p *parser) parts(in *Inst) *instParts {
	if in.instParts == &noParts {
		if len(p.partSlab) == 0 {
			p.used.parts.finish(p.partSlab)
			p.partSlab = make([]instParts, p.grow(&p.nParts, partsSlab, 1))
			p.used.parts.chunk = p.partSlab
		}
		in.instParts = &p.partSlab[0]
		p.partSlab = p.partSlab[1:]
	}
	return in.instParts
}

func (p *parser) instPtrs(src []*Inst) []*Inst {
	n := len(src)
	if n == 0 {
		return nil
	}
	var out []*Inst
	if n > ptrSlab/4 {
		out = make([]*Inst, n)
	} else {
		if n > len(p.iptrSlab) {
			p.iptrSlab = make([]*Inst, p.grow(&p.nIptr, ptrSlab, n))
		}
		out = p.iptrSlab[:n:n]
		p.iptrSlab = p.iptrSlab[n:]
	}
	copy(out, src)
	return out
}

func (p *parser) blockPtrs(n int) []*Block {
	if n == 0 {
		return nil
	}
	if n > ptrSlab/4 {
		return make([]*Block, n)
	}
	if n > len(p.bptrSlab) {
		p.bptrSlab = make([]*Block, p.grow(&p.nBptr, ptrSlab, n))
	}
	out := p.bptrSlab[:n:n]
	p.bptrSlab = p.bptrSlab[n:]
	return out
}

// resolve turns the label references of f's instructions into blocks and
// fills Block.Succs and Block.Preds.
func (p *parser) resolve(f *Function) {
	blocks := f.Blocks
	var names map[string]*Block
	numeric := len(blocks) > 8
	if numeric {
		for _, b := range blocks {
			if k, ok := smallNumber(b.Name); ok && k < 64*len(blocks)+1024 {
				for len(p.byNum) <= k {
					p.byNum = append(p.byNum, nil)
				}
				if p.byNum[k] == nil {
					p.byNum[k] = b
				}
			} else {
				if names == nil {
					names = make(map[string]*Block)
				}
				if _, dup := names[b.Name]; !dup {
					names[b.Name] = b
				}
			}
		}
	}
	lookup := func(name string) *Block {
		if !numeric {
			for _, b := range blocks {
				if b.Name == name {
					return b
				}
			}
			return nil
		}
		if k, ok := smallNumber(name); ok && k < len(p.byNum) && p.byNum[k] != nil {
			return p.byNum[k]
		}
		return names[name]
	}
	labels := p.labels
	for i := 0; i < len(labels); {
		in := labels[i].inst
		j := i
		for j < len(labels) && labels[j].inst == in {
			j++
		}
		bs := p.blockPtrs(j - i)
		k := 0
		for x := i; x < j; x++ {
			b := lookup(labels[x].name)
			if b == nil {
				p.problem(int(labels[x].off), "undefined label %"+labels[x].name+" in @"+f.Name)
				if !labels[x].phi {
					continue // successors of an undefined label are dropped
				}
			}
			bs[k] = b
			k++
		}
		if labels[i].phi {
			p.parts(in).PhiBlocks = bs[:k:k]
		} else {
			p.parts(in).Succs = bs[:k:k]
		}
		i = j
	}
	p.labels = labels[:0]
	if numeric {
		for _, b := range blocks {
			if k, ok := smallNumber(b.Name); ok && k < len(p.byNum) {
				p.byNum[k] = nil
			}
		}
	}
	// Block successors (deduplicated, in order) and predecessor counts.
	if cap(p.seen) < len(blocks) {
		p.seen = make([]int32, len(blocks))
	}
	seen := p.seen[:len(blocks)]
	for i := range seen {
		seen[i] = 0
	}
	stamp := int32(0)
	counts := 0
	for _, b := range blocks {
		if len(b.Insts) == 0 {
			continue
		}
		t := b.Insts[len(b.Insts)-1]
		if !t.IsTerminator() || len(t.Succs) == 0 {
			continue
		}
		stamp++
		dup := false
		for _, s := range t.Succs {
			if seen[s.Index] == stamp {
				dup = true
				break
			}
			seen[s.Index] = stamp
		}
		if !dup {
			b.Succs = t.Succs
		} else {
			stamp++
			k := 0
			for _, s := range t.Succs {
				if seen[s.Index] != stamp {
					seen[s.Index] = stamp
					k++
				}
			}
			stamp++
			out := p.blockPtrs(k)[:0]
			for _, s := range t.Succs {
				if seen[s.Index] != stamp {
					seen[s.Index] = stamp
					out = append(out, s)
				}
			}
			b.Succs = out
		}
		counts += len(b.Succs)
	}
	if counts == 0 {
		return
	}
	// Count predecessors, carve one slice, fill in block order.
	npred := seen // reuse as counters
	for i := range npred {
		npred[i] = 0
	}
	for _, b := range blocks {
		for _, s := range b.Succs {
			npred[s.Index]++
		}
	}
	all := make([]*Block, counts)
	off := 0
	for _, b := range blocks {
		k := int(npred[b.Index])
		b.Preds = all[off : off : off+k]
		off += k
	}
	for _, b := range blocks {
		for _, s := range b.Succs {
			s.Preds = append(s.Preds, b)
		}
	}
}

// smallNumber parses a decimal label name.
func smallNumber(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}
