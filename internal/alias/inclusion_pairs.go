package alias

// memPairSet is the set of the copies copyContents has done (memPair): an open-addressing
// hash table, linear probing, at most three quarters full. A Go map of them was 15 % of the
// build on Quicksilver (issue 18: 845,000 look-ups, 278,000 pairs, most look-ups missing the
// cache in the map's groups and its key comparisons); here a look-up hashes two words and
// mostly reads one slot.
type memPairSet struct {
	slots []memPair // ls < 0: empty
	n     int
}

// emptyPair marks a free slot (locations are never negative).
var emptyPair = memPair{ls: -1}

// add inserts k and reports whether it was new.
func (t *memPairSet) add(k memPair) bool {
	if 4*(t.n+1) > 3*len(t.slots) {
		t.grow()
	}
	mask := uint64(len(t.slots) - 1)
	for i := k.hash() & mask; ; i = (i + 1) & mask {
		switch t.slots[i] {
		case k:
			return false
		case emptyPair:
			t.slots[i] = k
			t.n++
			return true
		}
	}
}

// grow doubles the table (1024 slots at first) and inserts the pairs again.
func (t *memPairSet) grow() {
	old := t.slots
	t.slots = make([]memPair, max(1024, 2*len(old)))
	for i := range t.slots {
		t.slots[i] = emptyPair
	}
	t.n = 0
	for _, k := range old {
		if k != emptyPair {
			t.add(k)
		}
	}
}

// hash mixes the pair's fields (the finaliser of MurmurHash3: every bit of the input moves
// the low bits the table is indexed by).
func (k memPair) hash() uint64 {
	h := uint64(uint32(k.ls))<<32 | uint64(uint32(k.ld))
	h ^= uint64(k.n) * 0x9e3779b97f4a7c15
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h *= 0xc4ceb9fe1a85ec53
	h ^= h >> 33
	return h
}
