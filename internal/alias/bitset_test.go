package alias

import (
	"math/rand"
	"slices"
	"testing"
)

// TestSparseSetAddAll checks addAll (merged in place) against a plain set: sets of like
// sizes (walked word by word), and small sets added to large ones (galloped, or-ed in place
// when they bring no new word).
func TestSparseSetAddAll(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for round := 0; round < 4000; round++ {
		var s, o, news sparseSet
		ref := map[int32]bool{}
		sn := r.Intn(20)
		if round%2 == 1 {
			sn = 200 + r.Intn(800) // (of 1000: most words there, and o's often all among them)
		}
		for range sn {
			x := int32(r.Intn(1000))
			s.add(x)
			ref[x] = true
		}
		if r.Intn(2) == 0 {
			for range r.Intn(5) {
				news.add(int32(r.Intn(1000)))
			}
		}
		old := slices.Clone(news.elems())
		for range r.Intn(20) {
			o.add(int32(r.Intn(1000)))
		}
		var fresh []int32
		for _, x := range o.elems() {
			if !ref[x] {
				fresh = append(fresh, x)
				ref[x] = true
			}
		}
		if got := s.addAll(&o, &news); got != (len(fresh) > 0) {
			t.Fatalf("round %d: changed %v, want %v", round, got, len(fresh) > 0)
		}
		var want []int32
		for x := range ref {
			want = append(want, x)
		}
		slices.Sort(want)
		if !slices.Equal(s.elems(), want) {
			t.Fatalf("round %d: set %v, want %v", round, s.elems(), want)
		}
		wantNews := append(old, fresh...)
		slices.Sort(wantNews)
		wantNews = slices.Compact(wantNews)
		if !slices.Equal(news.elems(), wantNews) {
			t.Fatalf("round %d: news %v, want %v", round, news.elems(), wantNews)
		}
	}
}
