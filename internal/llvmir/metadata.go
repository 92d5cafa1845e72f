package llvmir

import (
	"sort"
	"strings"
	"sync"
)

// mdTable indexes the numbered metadata nodes by the offset of their line;
// nodes are decoded on demand (Location, FuncLocation) and the decoded scopes
// are cached. It also holds the lazily built line table of LineCol.
type mdTable struct {
	off []int32     // off[id] = offset of the line `!id = ...` + 1; 0 if absent
	far map[int]int // ids too sparse for off
	mu  sync.Mutex
	// sc: the decoded scopes, by id, as an index in scs, their distinct values (the lexical
	// blocks of a function decode to the same file and subprogram: a map of the values was
	// 1.9 MB of AMG's peak heap, issue 18); scOf finds a value in scs
	sc   map[int]int32
	scs  []scopeInfo
	scOf map[scopeInfo]int32
	once sync.Once
	line []int // offsets of line starts
	// locs are the DILocations Compact decoded; off[id] = -(index+1) for them
	locs []mdLoc
}

// decodedLoc is the DILocation md as Compact decoded it, if it did.
func (m *Module) decodedLoc(md int) (mdLoc, bool) {
	if m == nil || m.md == nil || md < 0 || md >= len(m.md.off) || m.md.off[md] >= 0 {
		return mdLoc{}, false
	}
	return m.md.locs[-m.md.off[md]-1], true
}

type scopeInfo struct {
	file, dir, fn, linkage string
}

// remember caches scope id's decoded value si (md.mu held).
func (md *mdTable) remember(id int, si scopeInfo) {
	if md.sc == nil {
		md.sc, md.scOf = make(map[int]int32), make(map[scopeInfo]int32)
	}
	k, ok := md.scOf[si]
	if !ok {
		k = int32(len(md.scs))
		md.scs = append(md.scs, si)
		md.scOf[si] = k
	}
	md.sc[id] = k
}

// forgetScopes drops the decoded scopes (their strings point into the text).
func (md *mdTable) forgetScopes() { md.sc, md.scs, md.scOf = nil, nil, nil }

// metadataLine records a top-level `!N = ...` line (or skips named metadata).
func (p *parser) metadataLine(start, end int) {
	p.pos, p.end, p.failed = start+1, end, false
	if !isDigit(p.peek()) {
		// Named metadata: !llvm.dbg.cu = !{!0}
		name, ok := p.name()
		if name == "llvm.module.flags" {
			p.sawModuleFlags = true
		}
		if !ok {
			p.fail("malformed metadata definition")
			return
		}
		p.ws()
		if !p.accept('=') {
			p.fail("expected '=' in named metadata")
			return
		}
		p.recognize++
		return
	}
	id := p.smallInt()
	p.ws()
	if !p.accept('=') {
		p.fail("expected '=' in metadata definition")
		return
	}
	p.recognize++
	md := p.m.md
	switch {
	case start >= 1<<31-1:
		// Offsets beyond int32: use the map.
	case id < len(md.off):
		md.off[id] = int32(start + 1)
		return
	case id < 2*len(md.off)+4096:
		if md.off == nil {
			md.off = make([]int32, 0, len(p.s)/256+16)
		}
		for len(md.off) <= id {
			md.off = append(md.off, 0)
		}
		md.off[id] = int32(start + 1)
		return
	}
	if md.far == nil {
		md.far = make(map[int]int)
	}
	md.far[id] = start + 1
}

// node returns the kind ("DILocation", ...) and the text between the
// parentheses of the specialized metadata node id; "" if there is none.
func (m *Module) node(id int) (kind, args string) {
	if m == nil || m.md == nil || id < 0 {
		return "", ""
	}
	o := 0
	if id < len(m.md.off) {
		o = int(m.md.off[id])
	}
	if o == 0 && m.md.far != nil {
		o = m.md.far[id]
	}
	if o <= 0 {
		return "", "" // (o < 0: a DILocation Compact decoded, read by location)
	}
	s := m.src[o-1:]
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	i := strings.IndexByte(s, '=')
	if i < 0 {
		return "", ""
	}
	s = strings.TrimLeft(s[i+1:], " \t")
	s = strings.TrimPrefix(s, "distinct")
	s = strings.TrimLeft(s, " \t")
	if !strings.HasPrefix(s, "!") {
		return "", ""
	}
	s = s[1:]
	j := strings.IndexByte(s, '(')
	k := strings.LastIndexByte(s, ')')
	if j <= 0 || k < j {
		return "", ""
	}
	return s[:j], s[j+1 : k]
}

// mdIter walks the `key: value` fields of a specialized node.
type mdIter struct {
	s        string
	i        int
	key, val string
}

func (it *mdIter) next() bool {
	s := it.s
	for it.i < len(s) && (s[it.i] == ' ' || s[it.i] == ',' || s[it.i] == '\t') {
		it.i++
	}
	if it.i >= len(s) {
		return false
	}
	k := it.i
	for it.i < len(s) && s[it.i] != ':' && s[it.i] != ',' {
		it.i++
	}
	it.key = strings.TrimSpace(s[k:it.i])
	it.val = ""
	if it.i >= len(s) || s[it.i] != ':' {
		return true
	}
	it.i++
	for it.i < len(s) && s[it.i] == ' ' {
		it.i++
	}
	v := it.i
	depth := 0
	for it.i < len(s) {
		c := s[it.i]
		if c == '"' {
			j := strings.IndexByte(s[it.i+1:], '"')
			if j < 0 {
				it.i = len(s)
				break
			}
			it.i += j + 2
			continue
		}
		if c == '(' || c == '{' || c == '[' {
			depth++
		} else if c == ')' || c == '}' || c == ']' {
			depth--
		} else if c == ',' && depth <= 0 {
			break
		}
		it.i++
	}
	it.val = strings.TrimSpace(s[v:it.i])
	return true
}

// mdRef decodes "!12" to 12; -1 otherwise.
func mdRef(v string) int {
	if len(v) < 2 || v[0] != '!' {
		return -1
	}
	n, ok := smallNumber(v[1:])
	if !ok {
		return -1
	}
	return n
}

// mdInt decodes a decimal field value; 0 otherwise.
func mdInt(v string) int {
	n := 0
	neg := strings.HasPrefix(v, "-")
	if neg {
		v = v[1:]
	}
	for i := 0; i < len(v) && i < 12; i++ {
		if !isDigit(v[i]) {
			return 0
		}
		n = n*10 + int(v[i]-'0')
	}
	if neg {
		return -n
	}
	return n
}

// mdStr decodes a quoted field value.
func mdStr(v string) string {
	if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
		return unescape(v[1 : len(v)-1])
	}
	return ""
}

// file returns the filename and directory of the DIFile id.
func (m *Module) file(id int) (string, string) {
	kind, args := m.node(id)
	if kind != "DIFile" {
		return "", ""
	}
	var f, d string
	it := mdIter{s: args}
	for it.next() {
		switch it.key {
		case "filename":
			f = mdStr(it.val)
		case "directory":
			d = mdStr(it.val)
		}
	}
	return f, d
}

// scope resolves a scope node to its file and enclosing subprogram.
func (m *Module) scope(id, depth int) scopeInfo {
	if m == nil || m.md == nil || id < 0 || depth > 64 {
		return scopeInfo{}
	}
	m.md.mu.Lock()
	k, ok := m.md.sc[id]
	if ok {
		si := m.md.scs[k]
		m.md.mu.Unlock()
		return si
	}
	m.md.mu.Unlock()
	var si scopeInfo
	kind, args := m.node(id)
	it := mdIter{s: args}
	fileRef, parent := -1, -1
	for it.next() {
		switch it.key {
		case "file":
			fileRef = mdRef(it.val)
		case "scope":
			parent = mdRef(it.val)
		case "name":
			if kind == "DISubprogram" {
				si.fn = DemangleFortran(mdStr(it.val)) // flang-19 names subprograms _QQmain, _QPf
			}
		case "linkageName":
			if kind == "DISubprogram" {
				si.linkage = mdStr(it.val)
			}
		}
	}
	if strings.HasPrefix(si.linkage, "_Q") {
		// flang: the uniqued name says what the unit is; flang-22 names the main program
		// after its PROGRAM statement in upper case ("TID_BARRIER"), flang-19 "_QQmain".
		si.fn = DemangleFortran(si.linkage)
	}
	switch kind {
	case "DILexicalBlock", "DILexicalBlockFile":
		up := m.scope(parent, depth+1)
		si.fn, si.linkage = up.fn, up.linkage
		si.file, si.dir = up.file, up.dir
	case "DIFile":
		fileRef = id
	}
	if fileRef >= 0 {
		si.file, si.dir = m.file(fileRef)
	}
	m.md.mu.Lock()
	m.md.remember(id, si)
	m.md.mu.Unlock()
	return si
}

// Location resolves the DILocation metadata node md (the N of `!dbg !N`). It
// returns the zero Location (Known false) if md is not a DILocation. Line is
// 0 when the compiler attached no line (compiler-generated code). Safe for
// concurrent use.
func (m *Module) Location(md int) Location {
	return m.location(md, 0)
}

// locFields reads a DILocation's line, column, scope and inlinedAt (-1: none) from its
// arguments' text (location, and Compact's decodeLoc).
func locFields(args string) (line, col, scope, inlinedAt int) {
	scope, inlinedAt = -1, -1
	it := mdIter{s: args}
	for it.next() {
		switch it.key {
		case "line":
			line = mdInt(it.val)
		case "column":
			col = mdInt(it.val)
		case "scope":
			scope = mdRef(it.val)
		case "inlinedAt":
			inlinedAt = mdRef(it.val)
		}
	}
	return line, col, scope, inlinedAt
}

func (m *Module) location(md, depth int) Location {
	var l Location
	sc, inl := -1, -1
	if dl, ok := m.decodedLoc(md); ok {
		l.Line, l.Col, sc, inl = int(dl.line), int(dl.col), int(dl.scope), int(dl.inlinedAt)
	} else {
		kind, args := m.node(md)
		if kind != "DILocation" {
			return Location{}
		}
		l.Line, l.Col, sc, inl = locFields(args)
	}
	si := m.scope(sc, 0)
	l.File, l.Dir, l.Func, l.LinkageName = si.file, si.dir, si.fn, si.linkage
	l.Known = true
	if inl >= 0 && depth < 64 {
		if il := m.location(inl, depth+1); il.Known {
			l.InlinedAt = &il
		}
	}
	return l
}

// FuncLocation returns the position of f's definition from its DISubprogram.
// Without debug info it returns File = the module's source_filename (empty
// when it is flang's placeholder "FIRModule"), Line 0,
// Func = DemangleFortran(f.Name) and Known false.
func (m *Module) FuncLocation(f *Function) Location {
	if f == nil {
		return Location{}
	}
	if f.Subprogram >= 0 {
		if kind, args := m.node(f.Subprogram); kind == "DISubprogram" {
			l := Location{Known: true}
			it := mdIter{s: args}
			fileRef := -1
			for it.next() {
				switch it.key {
				case "name":
					l.Func = DemangleFortran(mdStr(it.val)) // flang-19: _QQmain, _QPf
				case "linkageName":
					l.LinkageName = mdStr(it.val)
				case "file":
					fileRef = mdRef(it.val)
				case "line":
					l.Line = mdInt(it.val)
				}
			}
			l.File, l.Dir = m.file(fileRef)
			if strings.HasPrefix(l.LinkageName, "_Q") { // flang: see scope
				l.Func = DemangleFortran(l.LinkageName)
			}
			return l
		}
	}
	l := Location{Func: DemangleFortran(f.Name)}
	if m != nil && m.SourceFilename != "FIRModule" {
		l.File = m.SourceFilename
	}
	return l
}

// LineCol returns the 1-based line and column (in bytes) of a byte offset in
// Src. Safe for concurrent use.
func (m *Module) LineCol(offset int) (line, col int) {
	if m == nil {
		return 0, 0
	}
	if offset < 0 {
		offset = 0
	}
	if offset > len(m.Src) {
		offset = len(m.Src)
	}
	if m.md == nil {
		// A Module not made by Parse: count directly.
		line, start := 1, 0
		for i := 0; i < offset; i++ {
			if m.Src[i] == '\n' {
				line++
				start = i + 1
			}
		}
		return line, offset - start + 1
	}
	m.md.once.Do(func() {
		lines := make([]int, 1, len(m.Src)/40+1)
		for i, c := range m.Src {
			if c == '\n' {
				lines = append(lines, i+1)
			}
		}
		m.md.line = lines
	})
	lines := m.md.line
	i := sort.Search(len(lines), func(i int) bool { return lines[i] > offset }) - 1
	if i < 0 {
		i = 0
	}
	return i + 1, offset - lines[i] + 1
}
