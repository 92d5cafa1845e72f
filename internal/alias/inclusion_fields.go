package alias

import "slices"

// incFields are the parts of an object made so far: by byte offset, its location, sorted by
// offset. An object has a few parts (at most maxIncFields): a sorted list of 16-byte entries
// instead of a map, whose smallest table is ~190 bytes, took the objects' parts of the
// largest programs from 4-6 MB to a third of it (issue 18), and lists them in order without
// a sort.
type incFields []fieldLoc

// fieldLoc is one part of an object: the location at byte offset off.
type fieldLoc struct {
	off int64
	loc int32
}

// find is where off is, or would be inserted, and whether it is there.
func (fs incFields) find(off int64) (int, bool) {
	return slices.BinarySearchFunc(fs, off, func(f fieldLoc, off int64) int {
		switch {
		case f.off < off:
			return -1
		case f.off > off:
			return 1
		}
		return 0
	})
}

// get is the location at offset off, if that part was made.
func (fs incFields) get(off int64) (int32, bool) {
	if i, ok := fs.find(off); ok {
		return fs[i].loc, true
	}
	return 0, false
}

// set makes l the location at offset off.
func (fs *incFields) set(off int64, l int32) {
	i, ok := fs.find(off)
	if ok {
		(*fs)[i].loc = l
		return
	}
	*fs = slices.Insert(*fs, i, fieldLoc{off, l})
}

// del removes the part at offset off.
func (fs *incFields) del(off int64) {
	if i, ok := fs.find(off); ok {
		*fs = slices.Delete(*fs, i, i+1)
	}
}

// offsets are the parts' offsets, in order, in a list of their own (the callers change the
// parts while they go through them).
func (fs incFields) offsets() []int64 {
	out := make([]int64, len(fs))
	for i, f := range fs {
		out[i] = f.off
	}
	return out
}
