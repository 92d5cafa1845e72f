package alias

import (
	"hash/maphash"
	"math/bits"
	"slices"
)

// After the solve, the graph only answers queries (the View's, for the whole run): what a
// node points to, the objects' parts, the value and object tables. The constraint lists,
// the worklist, the difference sets and the cycle search's marks are dropped, and the sets
// kept are compacted (issue 18: the solved graph of the largest program was 200 MB, most of
// it lists and sets only the solve reads).

// compact replaces the solver's nodes by the points-to sets of the representatives, identical
// sets sharing their words (read-only from now on), and releases what only the solve needed.
// s.parent must be flattened (every node's entry its representative).
//
// The solve's working state is let go first and the sets keep the words the nodes had (each
// distinct set's array, its spare room unused): compact ran at Quicksilver's peak, copying
// the sets while the copy records, the edge table and the nodes were still held (issue 18).
func (s *Inclusion) compact() {
	s.work, s.inWork, s.mark, s.reach, s.cycStack, s.cycFound = nil, nil, nil, nil, nil, nil
	s.cycSeen, s.giveUps, s.spare, s.copyMark = nil, nil, nil, nil
	s.mem, s.edges, s.holds, s.constant, s.aggRet = memCopies{}, edgeSet{}, nil, nil, nil
	s.skipStore, s.intoParam, s.intoHeap, s.forwarded, s.argFuncs = nil, nil, nil, nil, nil
	s.derefSlab = nil
	for _, ob := range s.objs {
		ob.memOut, ob.memLast = 0, 0
	}
	s.sets = []sparseSet{{}} // (0: the empty set)
	s.setOf = make([]int32, s.nodes.len())
	shared := map[uint64][]int32{} // hash of the words -> the sets (in s.sets) with it
	seed := maphash.MakeSeed()
	for n := range int32(s.nodes.len()) {
		nd := s.nodes.at(n)
		if s.parent[n] != int32(n) || nd.pts.empty() {
			continue
		}
		pts := &nd.pts
		h := hashWords(seed, pts.w)
		if k, ok := sameSet(s.sets, shared[h], pts); ok {
			s.setOf[n] = k
		} else {
			k = int32(len(s.sets))
			s.sets = append(s.sets, sparseSet{w: pts.w[:len(pts.w):len(pts.w)]})
			s.setOf[n] = k
			shared[h] = append(shared[h], k)
		}
		// the node's lists are garbage from now on (the chunks go at the end)
		*nd = incNode{}
	}
	s.nodes = incNodes{}
	for n, r := range s.parent {
		s.setOf[n] = s.setOf[r]
	}
	s.sets = slices.Clip(s.sets)
}

// hashWords hashes a set's words.
func hashWords(seed maphash.Seed, w []setWord) uint64 {
	var h maphash.Hash
	h.SetSeed(seed)
	var buf [12]byte
	for _, x := range w {
		buf[0], buf[1], buf[2], buf[3] = byte(x.i), byte(x.i>>8), byte(x.i>>16), byte(x.i>>24)
		for k := range 8 {
			buf[4+k] = byte(x.b() >> (8 * k))
		}
		h.Write(buf[:])
	}
	return h.Sum64()
}

// sameSet finds among the sets cands (indices in sets) one equal to pts.
func sameSet(sets []sparseSet, cands []int32, pts *sparseSet) (int32, bool) {
	for _, m := range cands {
		if sets[m].equal(pts) {
			return m, true
		}
	}
	return 0, false
}

// solved is what node n points to, read-only (before the compaction: the node's own set).
func (s *Inclusion) solved(n int32) *sparseSet {
	if s.nodes.len() > 0 {
		return &s.nodes.at(s.find(n)).pts
	}
	return &s.sets[s.setOf[n]]
}

// valueStats fills the Stats of the values' sets (Values, UnknownValues, MeanObjects),
// counting each representative's objects once and without listing them: the values are
// many and their sets large (listing them was the largest heap of the build).
func (s *Inclusion) valueStats() {
	const unknown, todo = -1, -2
	count := make([]int32, s.nodes.len()) // by representative: its objects, unknown, or todo
	for i := range count {
		count[i] = todo
	}
	mark := make([]int32, len(s.objs)) // the representative (plus one) that last counted the object
	known, objs := 0, 0
	s.val.values(func(n int32) {
		r := s.find(n)
		if count[r] == todo {
			count[r] = s.countObjects(r, mark)
		}
		switch c := count[r]; {
		case c == unknown:
			s.Stats.UnknownValues++
		case c > 0:
			known++
			objs += int(c)
		}
		s.Stats.Values++
	})
	if known > 0 {
		s.Stats.MeanObjects = float64(objs) / float64(known)
	}
}

// countObjects counts the objects representative r points into (-1: the unknown memory is
// one of them); mark is the objects' marks of earlier counts.
func (s *Inclusion) countObjects(r int32, mark []int32) int32 {
	n := int32(0)
	for _, w := range s.nodes.at(r).pts.w {
		for b := w.b(); b != 0; b &= b - 1 {
			o := s.locObj[w.i<<6+int32(bits.TrailingZeros64(b))]
			if s.objs[o].kind == objUnknown {
				return -1
			}
			if mark[o] != r+1 {
				mark[o] = r + 1
				n++
			}
		}
	}
	return n
}
