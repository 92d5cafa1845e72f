package llvmir

import (
	"sort"
	"strings"
	"unsafe"
)

// This file lets a module give up the text of its function bodies once nothing reads all of it
// (issue 18: after Compact, the bodies' text is still the largest item of the reader's share of
// the live heap, AMG 21 MB, and the collector's headroom doubles it in the peak RSS).
//
// After the reader, the text of an instruction is read only where the reader keeps no field
// for what is asked: the source element type of a getelementptr (also written inside a
// constant expression of any instruction), the type an alloca allocates, the clauses of a
// landingpad, the `nsw` flag of integer arithmetic. DropBodies keeps the text of those
// instructions and everything outside function definitions (the header, named types,
// globals, declarations, attributes, the metadata Compact kept), moves every string of the
// module out of the text it drops, and answers Text through a table of the pieces kept:
// every Span keeps its value (spans are also the instructions' identity and order), Text of a
// kept span is the same string as before, Text of a dropped one is "".

// piece says that the old text [old, old+n) is at [new, new+n) of the text kept.
type piece struct{ old, new, n int32 }

// keepsText reports whether DropBodies keeps the text of an instruction: the opcodes whose
// text the analyses read (alloca, getelementptr, landingpad, and the integer arithmetic
// whose `nsw` they look for), and any instruction with a constant getelementptr in it.
func keepsText(in *Inst, text string) bool {
	switch in.Op {
	case "alloca", "getelementptr", "landingpad", "add", "sub", "mul", "shl":
		return true
	}
	return strings.Contains(text, "getelementptr")
}

// DropBodies replaces the text of each module with a copy of the parts still read (see above)
// and returns the bytes it saved. Text of a span in a function body answers "" unless the
// instruction's text is kept; Src then holds the kept pieces one after the other (spans do not
// index it: read text through Text). LineCol is not meaningful afterwards (Parse and Verify
// are done with it). The modules are given together since one may hold strings of another's
// text (mpiwrap copies an MPI call out of a wrapper into its callers). For a module whose
// whole text is still needed (instrumentation, which splices into Src), do not call it. Not
// safe while another goroutine reads the modules.
func DropBodies(mods []*Module) int {
	var olds []*oldText
	for _, m := range mods {
		if o := m.keptPieces(); o != nil {
			olds = append(olds, o)
		}
	}
	if len(olds) == 0 {
		return 0
	}
	sort.Slice(olds, func(i, j int) bool { return olds[i].lo < olds[j].lo })
	mv := &mover{olds: olds, seen: map[string]string{}}
	for _, m := range mods {
		mv.module(m)
		m.used.each(mv.str)
		m.used = nil
	}
	saved := -mv.copied
	for _, o := range olds {
		m := o.m
		// the metadata lines' offsets (all outside function bodies: kept)
		if md := m.md; md != nil {
			for id, off := range md.off {
				if off > 0 {
					if n, ok := o.at(int(off-1), 1); ok {
						md.off[id] = int32(n + 1)
					} else {
						md.off[id] = 0
					}
				}
			}
			for id, off := range md.far {
				if n, ok := o.at(off-1, 1); ok {
					md.far[id] = n + 1
				} else {
					delete(md.far, id)
				}
			}
			md.forgetScopes() // (decoded strings of the old text; decoded again from the copy)
		}
		saved += len(m.Src) - len(o.to) - 12*len(o.pieces)
		m.Src = unsafe.Slice(unsafe.StringData(o.to), len(o.to))
		m.src = o.to
		m.pieces = o.pieces
		m.index()
	}
	return saved
}

// oldText is a module's text before DropBodies and the pieces of it kept, copied to to.
type oldText struct {
	m      *Module
	lo, hi uintptr
	pieces []piece
	to     string
}

// keptPieces is what DropBodies keeps of m's text; nil when it keeps all of it.
func (m *Module) keptPieces() *oldText {
	if m == nil || m.pieces != nil || len(m.Src) == 0 {
		return nil
	}
	old := m.Src
	var pieces []piece
	kept := 0
	add := func(start, end int, sep bool) {
		if end <= start {
			return
		}
		if sep {
			kept++ // (a blank before an instruction's text: no kept line starts with '%')
		}
		pieces = append(pieces, piece{int32(start), int32(kept), int32(end - start)})
		kept += end - start
	}
	cur := 0
	for _, f := range m.Funcs {
		if f.Decl || int(f.Span.Start) < cur || int(f.Span.End) > len(old) || f.Span.Start >= f.Span.End {
			continue
		}
		add(cur, int(f.Span.Start), false)
		last := int(f.Span.Start)
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				s, e := int(in.Span.Start), int(in.Span.End)
				if s < last || e > int(f.Span.End) || s >= e {
					continue
				}
				if keepsText(in, m.src[s:e]) {
					add(s, e, true)
					last = e
				}
			}
		}
		cur = int(f.Span.End)
	}
	if cur == 0 {
		return nil // (no definition)
	}
	add(cur, len(old), false)
	buf := make([]byte, 0, kept)
	for _, p := range pieces {
		for len(buf) < int(p.new) {
			buf = append(buf, ' ')
		}
		buf = append(buf, old[p.old:p.old+p.n]...)
	}
	if len(buf) == 0 {
		return nil
	}
	lo := uintptr(unsafe.Pointer(&old[0]))
	return &oldText{m: m, lo: lo, hi: lo + uintptr(len(old)), pieces: pieces, to: unsafe.String(&buf[0], len(buf))}
}

// at is where the old text [off, off+n) is in the kept text, if it is kept.
func (o *oldText) at(off, n int) (int, bool) {
	ps := o.pieces
	i := sort.Search(len(ps), func(i int) bool { return int(ps[i].old) > off }) - 1
	if i < 0 || off+n > int(ps[i].old)+int(ps[i].n) {
		return 0, false
	}
	return int(ps[i].new) + off - int(ps[i].old), true
}

// keptText is the text of the old span [start, end) after DropBodies, and whether it was kept.
func (m *Module) keptText(start, end int) (string, bool) {
	ps := m.pieces
	i := sort.Search(len(ps), func(i int) bool { return int(ps[i].old) > start }) - 1
	if i < 0 {
		return "", false
	}
	p := ps[i]
	if end > int(p.old)+int(p.n) {
		return "", false
	}
	n := int(p.new) + start - int(p.old)
	return m.src[n : n+end-start], true
}

// mover moves the strings of modules out of the texts DropBodies drops: to the same bytes of
// the kept text when they lie in a kept piece, else to a copy shared by the equal strings.
type mover struct {
	olds   []*oldText // by lo
	seen   map[string]string
	chunk  []byte
	copied int
}

func (mv *mover) str(s *string) {
	if len(*s) == 0 {
		return
	}
	p := uintptr(unsafe.Pointer(unsafe.StringData(*s)))
	i := sort.Search(len(mv.olds), func(i int) bool { return mv.olds[i].lo > p }) - 1
	if i < 0 || p >= mv.olds[i].hi {
		return
	}
	o := mv.olds[i]
	if n, ok := o.at(int(p-o.lo), len(*s)); ok {
		*s = o.to[n : n+len(*s)]
		return
	}
	if c, ok := mv.seen[*s]; ok {
		*s = c
		return
	}
	var c string
	if len(*s) > 1024 {
		c = strings.Clone(*s)
	} else {
		if len(mv.chunk)+len(*s) > cap(mv.chunk) {
			mv.chunk = make([]byte, 0, 32<<10)
		}
		start := len(mv.chunk)
		mv.chunk = append(mv.chunk, *s...)
		c = unsafe.String(&mv.chunk[start], len(*s))
	}
	mv.copied += len(c)
	mv.seen[c] = c
	*s = c
}

func (mv *mover) module(m *Module) { moduleStrings(m, mv.str) }
