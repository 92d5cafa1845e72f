package dependence

import (
	"strconv"

	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// Cells reached through pointers (CoMD's bcastInterpolationObject):
//
//	if (getMyRank() == 0) buf.n = (*table)->n;        // rank 0 packs a field of a heap object
//	bcastParallel(&buf, sizeof(buf), 0);
//	if (getMyRank() != 0) { *table = malloc(...); (*table)->n = buf.n; }
//	bcastParallel((*table)->values - 1, sizeof(real_t) * ((*table)->n + 3), 0);
//
// (*table)->n is no exact place of a local or global object: it is "offset 0 of what the
// pointer at offset 0 of what the local `table` points to points to". bcastcopy.go's cells
// name such places by their access path: a path cell's object is "*" + the cell holding the
// pointer + its offset, and that holding cell (its prefix) may itself be a path. Two paths
// that differ may still reach the same memory, so a write that is not to the same path
// drops a path cell when the unification classes say it may reach it or any of its prefixes.

// maxPathDepth bounds the pointers followed from a local or global cell.
const maxPathDepth = 3

// pathCell is the cell of size bytes at pointer v through a chain of loads, when there is one.
func (w *copyWalk) pathCell(v *llvmir.Value, size int64, depth int) (cell, bool) {
	var off int64
	for i := 0; i < 8 && v != nil && v.Kind == llvmir.ValLocal; i++ {
		d := w.f.Def(v.Name)
		if d == nil || len(d.Operands) == 0 {
			return cell{}, false
		}
		switch d.Op {
		case "getelementptr":
			o, ok := alias.GEPOffset(w.f, d)
			if !ok {
				return cell{}, false
			}
			off += o
			v = d.Operands[0]
		case "bitcast":
			v = d.Operands[0]
		case "load":
			if depth >= maxPathDepth || !llvmir.IsPointerType(d.Type) {
				return cell{}, false
			}
			holder, ok := w.pointee(d.Operands[0], 8)
			if !ok {
				holder, ok = w.pathCell(d.Operands[0], 8, depth+1)
			}
			if !ok {
				return cell{}, false
			}
			if _, known := w.class[holder]; !known {
				w.class[holder] = w.s.locOf(w.f, d.Operands[0])
			}
			key := "*" + holder.obj + "+" + strconv.FormatInt(holder.off, 10)
			w.prefix[key] = holder
			return cell{obj: key, off: off, size: size}, true
		default:
			return cell{}, false
		}
	}
	return cell{}, false
}

// isPath reports whether c is a path cell.
func isPath(c cell) bool { return len(c.obj) > 0 && c.obj[0] == '*' }

// clobbers is the predicate "a write of cell c, which may reach memory of these classes,
// changes cell x": x overlaps c; or x is a path and c writes one of its prefixes; or x and c
// are not the same named object, one of them reached through pointers, and the classes say
// the write may reach x or one of its prefixes. Two distinct locals or globals never overlap.
func (w *copyWalk) clobbers(c cell, classes []class) func(cell) bool {
	byClass := w.writtenBy(classes)
	var hit func(x cell, depth int) bool
	hit = func(x cell, depth int) bool {
		if c.overlaps(x) {
			return true
		}
		if x.obj != c.obj && (isPath(x) || isPath(c)) && byClass(x) {
			return true
		}
		if p, ok := w.prefix[x.obj]; ok && depth < 8 {
			return hit(p, depth+1)
		}
		return false
	}
	return func(x cell) bool { return hit(x, 0) }
}

// writtenByPath is writtenBy for a write to no known cell, following path cells' prefixes.
func (w *copyWalk) writtenByPath(classes []class) func(cell) bool {
	byClass := w.writtenBy(classes)
	return func(x cell) bool {
		for depth := 0; depth < 8; depth++ {
			if byClass(x) {
				return true
			}
			p, ok := w.prefix[x.obj]
			if !ok {
				return false
			}
			x = p
		}
		return true
	}
}
