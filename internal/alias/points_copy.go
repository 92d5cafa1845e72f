package alias

import (
	"maps"
	"slices"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Memory copies (issue 13, a false negative). memcpy and memmove (llvm.memcpy.*, the struct
// copies `s2 = s1` and the trivial C++ copies clang emits) copy the pointers stored in the
// source into the destination: a pointer later loaded from the destination points where the
// one stored in the source did. Unification must then make the pointees of the copied parts
// one: the destination's part at offset k with the source's part at offset k (for the copied
// length), and the pointees of the two whole objects (what is stored through the object's own
// address, or at a variable index). The objects themselves stay apart (a number written into
// the copy does not make the original vary). When a side's offset in its object is not known,
// or a copy moves an object's contents within itself, the pointees of every part of both
// objects become one. The inclusion side does the same by copying contents (copyContents).
//
// Unifying pointees adds parts and pointees, and a later union (another copy, a summarised
// call bound in finishSummaries) may give a part a pointee its copy's part lacks: the copies
// are replayed until nothing changes, after the build, after each function's helper calls are
// bound (before the function itself is summarised), and once more at the end.
//
// A read-only parameter (points_readonly.go) may be the source of a copy (the copy only reads
// it): the pointers copied out of it then point where those of the arguments' objects do,
// through the read edges (parameter's part at k, argument's part at k).

// memCopyRec is a copy of n bytes (-1: unknown) from where src points to where dst points:
// a memcpy or memmove call of the function (in, nil for one a summarised callee made).
type memCopyRec struct {
	dst, src Class
	n        int64
	in       *llvmir.Inst
}

// maxCopyPasses bounds the replays of the copies (each pass that changes something merges
// classes or adds parts; a program needs a few).
const maxCopyPasses = 64

// noteCopy records call in of f when it copies memory.
func (pt *Points) noteCopy(f *model.Function, in *llvmir.Inst) {
	if !memCopy(in.CalledFunction()) || len(in.Args) < 2 {
		return
	}
	if PointsNowhere(in.Args[0]) || PointsNowhere(in.Args[1]) {
		return
	}
	pt.addCopy(f, memCopyRec{dst: pt.Loc(f, in.Args[0]), src: pt.Loc(f, in.Args[1]), n: memcpyLen(in), in: in})
}

// addCopy records a copy made by f (directly, or by a summarised callee at one of f's calls),
// once.
func (pt *Points) addCopy(f *model.Function, r memCopyRec) {
	if pt.copies == nil {
		pt.copies = map[*model.Function][]memCopyRec{}
		pt.copySeen = map[copyKey]bool{}
	}
	k := copyKey{f, pt.Find(r.dst), pt.Find(r.src), r.n}
	if pt.copySeen[k] {
		return
	}
	pt.copySeen[k] = true
	pt.copies[f] = append(pt.copies[f], r)
}

// copyKey tells copies of one function apart.
type copyKey struct {
	f        *model.Function
	dst, src Class
	n        int64
}

// instantiateCopies gives the caller f of summarised callee the copies the callee makes
// between memory the call site has (its copies, memo, or shared memory): replayed with the
// caller's classes, they see what the caller's other statements store there.
func (pt *Points) instantiateCopies(f, callee *model.Function, memo map[Class]Class) {
	for _, r := range pt.copies[callee] {
		d, okd := pt.copied(r.dst, memo)
		s, oks := pt.copied(r.src, memo)
		if okd && oks {
			pt.addCopy(f, memCopyRec{dst: d, src: s, n: r.n})
		}
	}
}

// replayCopies applies the copies of the functions fs (all of them when fs is nil), and the
// read edges, until nothing changes.
func (pt *Points) replayCopies(fs []*model.Function, edges bool) {
	type rec struct {
		f *model.Function
		memCopyRec
	}
	var recs []rec
	if fs == nil {
		fs = slices.SortedFunc(maps.Keys(pt.copies), func(a, b *model.Function) int { return a.Index - b.Index })
	}
	for _, f := range fs {
		for _, r := range pt.copies[f] {
			recs = append(recs, rec{f, r})
		}
	}
	if len(recs) == 0 && !edges {
		return
	}
	for pass := 0; pass < maxCopyPasses; pass++ {
		before, size := pt.merges, len(pt.Parent)
		for _, r := range recs {
			pt.setCur(r.f, r.in, "copying memory")
			pt.unifyCopy(r.dst, r.src, r.n, false)
			if r.in != nil {
				pt.watch(r.f, r.in, "copying memory")
			}
		}
		if edges {
			pt.setCur(nil, nil, "copying out of a read-only parameter")
			for _, e := range pt.ReadEdges {
				pt.unifyCopy(e[0], e[1], -1, true)
			}
		}
		if pt.merges == before && len(pt.Parent) == size {
			return
		}
	}
}

// position is where class c points: its object and its offset in it (known false when the
// offset was lost).
func (pt *Points) position(c Class) (obj Class, off int64, known bool) {
	c = pt.Find(c)
	if o := pt.OwnerOf(c); o != NoClass {
		if pt.Offset[c] < 0 {
			return o, 0, false
		}
		return o, pt.Offset[c], true
	}
	return c, 0, true
}

// ptrSlot is a class of an object that holds pointers (its pointee), at an offset.
type ptrSlot struct {
	off     int64
	pointee Class
}

// slots lists the parts of obj that hold pointers, by offset.
func (pt *Points) slots(obj Class) []ptrSlot {
	var out []ptrSlot
	fs := pt.Fields[pt.Find(obj)]
	for _, off := range slices.Sorted(maps.Keys(fs)) {
		if t := pt.Pointee[pt.Find(fs[off])]; t != NoClass {
			out = append(out, ptrSlot{off, t})
		}
	}
	return out
}

// unifyCopy: the memory dc points to receives n bytes (-1: unknown) of the memory sc points
// to. oneWay (a read edge: dc a read-only parameter's object) only follows the pointers the
// destination holds (it holds some only when a copy out of it was made).
func (pt *Points) unifyCopy(dc, sc Class, n int64, oneWay bool) {
	dc, sc = pt.Find(dc), pt.Find(sc)
	unk := pt.Find(pt.Unknown)
	if dc == sc || (dc == unk && sc == unk) {
		return
	}
	if dc == unk || sc == unk {
		// Copied from or into unknown memory: what the other side holds is unknown.
		other := dc
		if dc == unk {
			if oneWay {
				return
			}
			other = sc
		}
		obj, _, _ := pt.position(other)
		pt.collapsePointees([]Class{obj}, unk)
		return
	}
	dObj, dOff, dKnown := pt.position(dc)
	sObj, sOff, sKnown := pt.position(sc)
	if !dKnown || !sKnown || dObj == sObj {
		if oneWay && pt.Pointee[dObj] == NoClass && len(pt.slots(dObj)) == 0 {
			return
		}
		pt.collapsePointees([]Class{dObj, sObj}, NoClass)
		return
	}
	in := func(off, from int64) bool { return off >= from && (n < 0 || off-from < n) }
	// The whole objects' pointees.
	if t := pt.Pointee[dObj]; t != NoClass || (!oneWay && pt.Pointee[sObj] != NoClass) {
		pt.Union(pt.Deref(dObj), pt.Deref(sObj))
	}
	for _, s := range pt.slots(dObj) {
		if in(s.off, dOff) {
			pt.Union(pt.Deref(pt.Part(sc, s.off-dOff)), s.pointee)
		}
	}
	if oneWay {
		return
	}
	for _, s := range pt.slots(sObj) {
		if in(s.off, sOff) {
			pt.Union(pt.Deref(pt.Part(dc, s.off-sOff)), s.pointee)
		}
	}
}

// collapsePointees makes one class of the pointees of objs and of their parts (and of class
// with, unless NoClass), when one of them has any.
func (pt *Points) collapsePointees(objs []Class, with Class) {
	var all []Class
	if with != NoClass {
		all = append(all, with)
	}
	for _, o := range objs {
		o = pt.Find(o)
		if t := pt.Pointee[o]; t != NoClass {
			all = append(all, t)
		}
		for _, s := range pt.slots(o) {
			all = append(all, s.pointee)
		}
	}
	if len(all) == 0 {
		return
	}
	// (a pointer loaded from the whole object of either side sees them too)
	for _, o := range objs {
		all = append(all, pt.Deref(o))
	}
	for _, c := range all[1:] {
		pt.Union(all[0], c)
	}
}
