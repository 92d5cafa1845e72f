package alias

// memCopies holds the copies copyContents has done (memDone), once each, in the order they
// were done: the set of them (to do each once) and, by source object, the list of those out
// of it (to apply them to the object's parts made later). One record serves both: a Go map
// of the pairs was 15 % of the build on Quicksilver (issue 18: 845,000 look-ups, 278,000
// pairs), and a table of the pairs (16 bytes a slot, at most three quarters full) besides a
// list per object (24 bytes a copy, the room of appends doubling) were 26 MB of its peak
// heap; here a copy is a 24-byte record in chunks, the link to the next copy out of its
// object (4 bytes) and a 4-byte slot (at most three quarters full).
type memCopies struct {
	recs  [][]memDone // in chunks of incChunk: no room doubling, no copy when it grows
	next  []int32     // by copy: the next copy out of the same object, plus one (0: none)
	slots []int32     // open addressing: a copy's index plus one (0: empty)
	n     int
}

// memDone is a copy done by copyContents: from location ls (at offset srcOff of its object,
// then) to location ld, n bytes (-1: as many as the objects hold). (One record per size: no
// list of sizes per pair to allocate.)
type memDone struct {
	srcOff, n int64
	ls, ld    int32
}

// at is copy i.
func (t *memCopies) at(i int32) *memDone {
	u := uint32(i)
	return &t.recs[u>>incChunkBits][u&(incChunk-1)]
}

// rec is copy i as copyOut reads it.
func (t *memCopies) rec(i int32) memRec {
	c := t.at(i)
	return memRec{srcOff: c.srcOff, dst: c.ld, n: c.n}
}

// add records copy c, unless a copy from the same location to the same location of the same
// size was done (its srcOff aside): it returns c's index and whether it is new.
func (t *memCopies) add(c memDone) (int32, bool) {
	if 4*(t.n+1) > 3*len(t.slots) {
		t.grow()
	}
	mask := uint64(len(t.slots) - 1)
	for i := memHash(c.ls, c.ld, c.n) & mask; ; i = (i + 1) & mask {
		k := t.slots[i]
		if k == 0 {
			idx := int32(t.n)
			if t.n%incChunk == 0 {
				t.recs = append(t.recs, make([]memDone, incChunk))
			}
			*t.at(idx) = c
			t.next = append(t.next, 0)
			t.slots[i] = idx + 1
			t.n++
			return idx, true
		}
		if o := t.at(k - 1); o.ls == c.ls && o.ld == c.ld && o.n == c.n {
			return k - 1, false
		}
	}
}

// grow doubles the table (1024 slots at first) and inserts the copies again.
func (t *memCopies) grow() {
	t.slots = make([]int32, max(1024, 2*len(t.slots)))
	mask := uint64(len(t.slots) - 1)
	for idx := range int32(t.n) {
		c := t.at(idx)
		i := memHash(c.ls, c.ld, c.n) & mask
		for t.slots[i] != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = idx + 1
	}
}

// memHash mixes a copy's key (through mix64: every bit of the input moves the low bits the
// table is indexed by).
func memHash(ls, ld int32, n int64) uint64 {
	h := uint64(uint32(ls))<<32 | uint64(uint32(ld))
	return mix64(h ^ uint64(n)*0x9e3779b97f4a7c15)
}

// edgeSet is a set of node pairs (a, b) of two kinds: the copy edges added from a to b
// (addCopy), and those checked for a cycle (passCopy). It was two sparse sets per node (48
// bytes of headers in each of the 95,000 nodes of Quicksilver, 143,000 of AMG, most of them
// empty, and their words): one table of 8-byte keys (open addressing, linear probing, at
// most three quarters full) is half of that (issue 18). The pairs of a node merged into
// another stay: the solver asks only about representatives.
type edgeSet struct {
	slots []uint64 // 0: empty
	n     int
}

// edgeKey is the key of pair (a, b) of a kind (checked or not): bit 62 set (no key is 0).
func edgeKey(a, b int32, checked bool) uint64 {
	k := 1<<62 | uint64(uint32(a))<<31 | uint64(uint32(b))
	if checked {
		k |= 1 << 63
	}
	return k
}

// add inserts key k and reports whether it was new.
func (t *edgeSet) add(k uint64) bool {
	if 4*(t.n+1) > 3*len(t.slots) {
		t.grow()
	}
	mask := uint64(len(t.slots) - 1)
	for i := mix64(k) & mask; ; i = (i + 1) & mask {
		switch t.slots[i] {
		case k:
			return false
		case 0:
			t.slots[i] = k
			t.n++
			return true
		}
	}
}

func (t *edgeSet) has(k uint64) bool {
	if len(t.slots) == 0 {
		return false
	}
	mask := uint64(len(t.slots) - 1)
	for i := mix64(k) & mask; ; i = (i + 1) & mask {
		switch t.slots[i] {
		case k:
			return true
		case 0:
			return false
		}
	}
}

// grow doubles the table (1024 slots at first) and inserts the keys again.
func (t *edgeSet) grow() {
	old := t.slots
	t.slots = make([]uint64, max(1024, 2*len(old)))
	mask := uint64(len(t.slots) - 1)
	for _, k := range old {
		if k != 0 {
			i := mix64(k) & mask
			for t.slots[i] != 0 {
				i = (i + 1) & mask
			}
			t.slots[i] = k
		}
	}
}

// mix64 is the finaliser of MurmurHash3, the hash of both tables of this file.
func mix64(k uint64) uint64 {
	k ^= k >> 33
	k *= 0xff51afd7ed558ccd
	k ^= k >> 33
	k *= 0xc4ceb9fe1a85ec53
	k ^= k >> 33
	return k
}
