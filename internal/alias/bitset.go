package alias

import "math/bits"

// sparseSet is a set of small non-negative integers: sorted 64-bit words, only the non-zero
// ones. The inclusion solver keeps its points-to sets in them.
type sparseSet struct {
	w []setWord
}

type setWord struct {
	i    int32 // the word's index: it holds the elements 64*i .. 64*i+63
	bits uint64
}

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
		if s.w[k].bits&b != 0 {
			return false
		}
		s.w[k].bits |= b
		return true
	}
	s.w = append(s.w, setWord{})
	copy(s.w[k+1:], s.w[k:])
	s.w[k] = setWord{i, b}
	return true
}

func (s *sparseSet) has(x int32) bool {
	i := x >> 6
	k := s.find(i)
	return k < len(s.w) && s.w[k].i == i && s.w[k].bits&(uint64(1)<<(uint(x)&63)) != 0
}

// addAll adds the elements of o to s; the ones s did not have are also added to news (when
// not nil). It reports whether s changed.
func (s *sparseSet) addAll(o *sparseSet, news *sparseSet) bool {
	if len(o.w) == 0 {
		return false
	}
	out := make([]setWord, 0, len(s.w)+len(o.w))
	var fresh []setWord
	changed := false
	i, j := 0, 0
	for i < len(s.w) || j < len(o.w) {
		switch {
		case j == len(o.w) || (i < len(s.w) && s.w[i].i < o.w[j].i):
			out = append(out, s.w[i])
			i++
		case i == len(s.w) || o.w[j].i < s.w[i].i:
			out = append(out, o.w[j])
			fresh = append(fresh, o.w[j])
			changed = true
			j++
		default:
			n := o.w[j].bits &^ s.w[i].bits
			out = append(out, setWord{s.w[i].i, s.w[i].bits | n})
			if n != 0 {
				fresh = append(fresh, setWord{s.w[i].i, n})
				changed = true
			}
			i++
			j++
		}
	}
	if !changed {
		return false
	}
	s.w = out
	if news != nil {
		news.addAll(&sparseSet{w: fresh}, nil)
	}
	return true
}

// minus returns s without the elements of o.
func (s *sparseSet) minus(o *sparseSet) sparseSet {
	var out sparseSet
	j := 0
	for _, w := range s.w {
		for j < len(o.w) && o.w[j].i < w.i {
			j++
		}
		b := w.bits
		if j < len(o.w) && o.w[j].i == w.i {
			b &^= o.w[j].bits
		}
		if b != 0 {
			out.w = append(out.w, setWord{w.i, b})
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
			if b := w.bits & o.w[j].bits; b != 0 {
				out.w = append(out.w, setWord{w.i, b})
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
func (s *sparseSet) elems() []int32 {
	var out []int32
	for _, w := range s.w {
		for b := w.bits; b != 0; b &= b - 1 {
			out = append(out, w.i<<6+int32(bits.TrailingZeros64(b)))
		}
	}
	return out
}

func (s *sparseSet) len() int {
	n := 0
	for _, w := range s.w {
		n += bits.OnesCount64(w.bits)
	}
	return n
}
