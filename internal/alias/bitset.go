package alias

import "math/bits"

// sparseSet is a set of small non-negative integers: sorted 64-bit words, only the non-zero
// ones. The inclusion solver keeps its points-to sets in them.
type sparseSet struct {
	w []setWord
}

type setWord struct {
	i int32 // the word's index: it holds the elements 64*i .. 64*i+63
	// the word's bits, low and high halves: 12 bytes a word instead of 16 (an int32 and a
	// uint64 are padded to 16), the sets being most of the inclusion solve's heap (issue 18)
	lo, hi uint32
}

// mkWord is word i with bits b.
func mkWord(i int32, b uint64) setWord { return setWord{i, uint32(b), uint32(b >> 32)} }

// b is the word's bits.
func (w setWord) b() uint64 { return uint64(w.lo) | uint64(w.hi)<<32 }

// or adds bits b to the word.
func (w *setWord) or(b uint64) { w.lo |= uint32(b); w.hi |= uint32(b >> 32) }

func (s *sparseSet) empty() bool { return len(s.w) == 0 }

// find returns the position of word i, or where it would be inserted.
func (s *sparseSet) find(i int32) int {
	lo, hi := 0, len(s.w)
	for lo < hi {
		m := (lo + hi) / 2
		if s.w[m].i < i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// add inserts x and reports whether it was new.
func (s *sparseSet) add(x int32) bool {
	i, b := x>>6, uint64(1)<<(uint(x)&63)
	k := s.find(i)
	if k < len(s.w) && s.w[k].i == i {
		if s.w[k].b()&b != 0 {
			return false
		}
		s.w[k].or(b)
		return true
	}
	s.w = append(s.w, setWord{})
	copy(s.w[k+1:], s.w[k:])
	s.w[k] = mkWord(i, b)
	return true
}

func (s *sparseSet) has(x int32) bool {
	i := x >> 6
	k := s.find(i)
	return k < len(s.w) && s.w[k].i == i && s.w[k].b()&(uint64(1)<<(uint(x)&63)) != 0
}

// addAll adds the elements of o to s; the ones s did not have are also added to news (when
// not nil). It reports whether s changed. s is merged in place (from its end) when its
// capacity allows, and an empty news is filled in its own room when it has some; o and
// news must not share s's words, and o must not share news's room.
//
// The solver mostly adds a small delta to a large set (issue 18: 5 of 21 s on AMG walked
// the large set word by word): the words of o are looked up by galloping when s is much
// larger, and when o brings no word s lacks its bits are or-ed in place, s left unmoved.
func (s *sparseSet) addAll(o *sparseSet, news *sparseSet) bool {
	if len(o.w) == 0 {
		return false
	}
	extra, changed := s.lacks(o)
	if !changed {
		return false
	}
	if extra == 0 {
		s.orIn(o, news)
		return true
	}
	if news != nil {
		if len(news.w) == 0 {
			news.w = s.freshOf(news.w, o, extra) // (in the room news has, if any)
		} else {
			news.addAll(&sparseSet{w: s.freshOf(nil, o, extra)}, nil)
		}
	}
	n := len(s.w) + extra
	if cap(s.w) < n {
		w := make([]setWord, len(s.w), n+n/4)
		copy(w, s.w)
		s.w = w
	}
	i, j, k := len(s.w)-1, len(o.w)-1, n-1
	s.w = s.w[:n]
	for j >= 0 {
		switch {
		case i < 0 || o.w[j].i > s.w[i].i:
			s.w[k] = o.w[j]
			j--
		case s.w[i].i > o.w[j].i:
			s.w[k] = s.w[i]
			i--
		default:
			s.w[k] = mkWord(s.w[i].i, s.w[i].b()|o.w[j].b())
			i--
			j--
		}
		k--
	}
	return true
}

// gallopMin: s is searched by galloping, not walked, when it has this many times more words
// than the set added to it.
const gallopMin = 4

// lacks counts the words of o that s does not have (extra), and reports whether o has any
// element s lacks (changed).
func (s *sparseSet) lacks(o *sparseSet) (extra int, changed bool) {
	if len(s.w) >= gallopMin*len(o.w) {
		i := 0
		for _, ow := range o.w {
			i = s.seek(i, ow.i)
			switch {
			case i == len(s.w) || s.w[i].i != ow.i:
				extra++
				changed = true
			case ow.b()&^s.w[i].b() != 0:
				changed = true
			}
		}
		return extra, changed
	}
	for i, j := 0, 0; j < len(o.w); {
		switch {
		case i == len(s.w) || o.w[j].i < s.w[i].i:
			extra++
			changed = true
			j++
		case s.w[i].i < o.w[j].i:
			i++
		default:
			if o.w[j].b()&^s.w[i].b() != 0 {
				changed = true
			}
			i++
			j++
		}
	}
	return extra, changed
}

// orIn adds o's elements to s when s has all of o's words already: in place, the new bits
// also added to news (when not nil).
func (s *sparseSet) orIn(o *sparseSet, news *sparseSet) {
	var fresh []setWord
	if news != nil && len(news.w) == 0 {
		fresh = news.w // (its room, if any)
	}
	i := 0
	for _, ow := range o.w {
		i = s.seek(i, ow.i) // (s.w[i].i == ow.i: s has the word)
		if b := ow.b() &^ s.w[i].b(); b != 0 {
			s.w[i].or(b)
			if news != nil {
				fresh = append(fresh, mkWord(ow.i, b))
			}
		}
	}
	switch {
	case news == nil:
	case len(news.w) == 0:
		news.w = fresh
	default:
		news.addAll(&sparseSet{w: fresh}, nil)
	}
}

// seek returns the first position from `from` on whose word index is at least i: galloping
// (steps doubling from `from`, then a binary search in the last step), so a lookup costs the
// log of the distance moved.
func (s *sparseSet) seek(from int, i int32) int {
	n := len(s.w)
	if from >= n || s.w[from].i >= i {
		return from
	}
	lo, step := from, 1 // s.w[lo].i < i
	hi := lo + step
	for hi < n && s.w[hi].i < i {
		lo = hi
		step <<= 1
		hi = lo + step
	}
	hi = min(hi, n)
	lo++
	for lo < hi { // the answer is in [lo, hi]
		m := int(uint(lo+hi) >> 1)
		if s.w[m].i < i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// freshOf appends to fresh (empty) the words of o's elements that s lacks (extra of them are
// whole words s does not have).
func (s *sparseSet) freshOf(fresh []setWord, o *sparseSet, extra int) []setWord {
	if cap(fresh) == 0 {
		fresh = make([]setWord, 0, extra+1)
	}
	for i, j := 0, 0; j < len(o.w); {
		switch {
		case i == len(s.w) || o.w[j].i < s.w[i].i:
			fresh = append(fresh, o.w[j])
			j++
		case s.w[i].i < o.w[j].i:
			i++
		default:
			if n := o.w[j].b() &^ s.w[i].b(); n != 0 {
				fresh = append(fresh, mkWord(s.w[i].i, n))
			}
			i++
			j++
		}
	}
	return fresh
}

// minus returns s without the elements of o.
func (s *sparseSet) minus(o *sparseSet) sparseSet {
	var out sparseSet
	j := 0
	for _, w := range s.w {
		for j < len(o.w) && o.w[j].i < w.i {
			j++
		}
		b := w.b()
		if j < len(o.w) && o.w[j].i == w.i {
			b &^= o.w[j].b()
		}
		if b != 0 {
			out.w = append(out.w, mkWord(w.i, b))
		}
	}
	return out
}

// intersect returns the elements of both s and o.
func (s *sparseSet) intersect(o *sparseSet) sparseSet {
	var out sparseSet
	j := 0
	for _, w := range s.w {
		for j < len(o.w) && o.w[j].i < w.i {
			j++
		}
		if j < len(o.w) && o.w[j].i == w.i {
			if b := w.b() & o.w[j].b(); b != 0 {
				out.w = append(out.w, mkWord(w.i, b))
			}
		}
	}
	return out
}

func (s *sparseSet) equal(o *sparseSet) bool {
	if len(s.w) != len(o.w) {
		return false
	}
	for i := range s.w {
		if s.w[i] != o.w[i] {
			return false
		}
	}
	return true
}

// elems lists the elements in increasing order.
func (s *sparseSet) elems() []int32 { return s.appendElems(nil) }

// appendElems appends the elements to out in increasing order: a list the caller reuses
// (the solver's loops listed a set per node processed, most of its allocations, issue 18).
func (s *sparseSet) appendElems(out []int32) []int32 {
	for _, w := range s.w {
		for b := w.b(); b != 0; b &= b - 1 {
			out = append(out, w.i<<6+int32(bits.TrailingZeros64(b)))
		}
	}
	return out
}

func (s *sparseSet) len() int {
	n := 0
	for _, w := range s.w {
		n += bits.OnesCount64(w.b())
	}
	return n
}
