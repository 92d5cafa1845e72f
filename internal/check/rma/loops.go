package rma

import (
	"math/bits"

	"github.com/parcoach/parcoach/internal/graph"
)

// Loops whose iterations each make the same number of collectives (issue 17).
//
// The phases (collectives since the entry) of a loop that makes collectives grow with every
// iteration until they can no longer be counted, and the check was silent in and after such a
// loop: a Put and a load of its target between the same two barriers of an iteration went
// unreported. When every path of an iteration, from the header to each back edge, makes the
// same number k ≥ 1 of blocking collectives (fences included) and nothing whose collectives
// are not counted, each iteration's phases are the first one's shifted by k: the back edge
// takes the phases back by k, and the first iteration stands for all. Two accesses of an
// iteration in the same phase are then concurrent, as outside loops; and the end of an
// iteration (after its last collective) is in the same phase as the start of the next (before
// its first): what is recorded there is in both. After the loop, the number of iterations
// made is not known: the phases are not counted (as before).

// periodic is a loop whose iterations each make k collectives.
type periodic struct {
	loop *graph.Loop
	k    int
	head uint64 // the phases the header starts in (last pass)
}

// periodicLoops finds the loops whose iterations make the same number of collectives on
// every path, and marks their blocks.
func (x *fn) periodicLoops() {
	loops := x.f.Loops()
	if len(loops.Loops) == 0 {
		return
	}
	dom := x.f.Dom()
	g := x.f.CFG
	for _, l := range loops.Loops {
		own := map[int]int{}
		ok, any := true, false
		for _, b := range l.Blocks {
			n, fine := x.blockCollectives(b)
			if !fine {
				ok = false
				break
			}
			if n > 0 && loops.Of[b] != l {
				ok = false // collectives in a nested loop: a number per iteration not known
				break
			}
			own[b] = n
			any = any || n > 0
		}
		if !ok || !any {
			continue
		}
		// the numbers of collectives from the header's entry to the end of each block,
		// along the paths of one iteration (back edges left out), in reverse postorder
		lo, hi := map[int]int{}, map[int]int{}
		seen := map[int]bool{}
		for _, b := range graph.ReversePostOrder(g, l.Header) {
			if !l.Contains(b) {
				continue
			}
			if b == l.Header {
				lo[b], hi[b], seen[b] = own[b], own[b], true
				continue
			}
			first := true
			for _, p := range g.Pred[b] {
				if !l.Contains(p) || dom.Dominates(b, p) || !seen[p] {
					continue
				}
				if first || lo[p] < lo[b] {
					lo[b] = lo[p]
				}
				if first || hi[p] > hi[b] {
					hi[b] = hi[p]
				}
				first = false
			}
			if first {
				ok = false
				break
			}
			lo[b] += own[b]
			hi[b] += own[b]
			seen[b] = true
		}
		k := -1
		for _, u := range l.Latches {
			if !ok || !seen[u] || lo[u] != hi[u] || k >= 0 && lo[u] != k {
				ok = false
				break
			}
			k = lo[u]
		}
		if !ok || k < 1 || k > 16 {
			continue
		}
		if x.period == nil {
			x.period = make([]*periodic, len(x.f.Blocks))
		}
		p := &periodic{loop: l, k: k}
		for _, b := range l.Blocks {
			x.period[b] = p
		}
	}
}

// blockCollectives counts the collectives of block b that start a new phase; fine is false
// when b holds something whose collectives are not counted (a call whose collectives are not
// known, OpenMP constructs, tasks, regions with one-sided operations).
func (x *fn) blockCollectives(b int) (n int, fine bool) {
	if x.oneThread(b) != nil {
		for _, it := range x.items[b] {
			if it.coll || it.collAny {
				return 0, false
			}
		}
	}
	for _, it := range x.items[b] {
		switch {
		case it.teamSync || it.taskWait || it.taskColl || it.regionOps:
			return 0, false
		case it.collAny:
			ex, ok := x.callExit(it)
			if !ok || bits.OnesCount64(ex) != 1 || ex&phaseUnknown != 0 {
				return 0, false
			}
			n += bits.TrailingZeros64(ex)
		case it.coll:
			n++
		}
	}
	return n, true
}

// periodEdge is the state on the edge b -> s for a periodic loop: the back edge takes the
// phases back by one iteration; an exit leaves the phases uncounted.
func (x *fn) periodEdge(b, s int, st *state) *state {
	if x.period == nil {
		return st
	}
	p := x.period[b]
	if p == nil || st.phase&phaseUnknown != 0 {
		return st
	}
	switch {
	case s == p.loop.Header && p.loop.Contains(b) && x.f.Dom().Dominates(s, b):
		c := st.clone()
		c.phase = st.phase >> uint(p.k)
		if c.phase<<uint(p.k) != st.phase || c.phase == 0 {
			c.phase = phaseUnknown // not the count of the loop: not counted
		}
		return c
	case !p.loop.Contains(s):
		c := st.clone()
		c.phase, c.teamNext, c.fin, c.recv = phaseUnknown, 0, nil, nil
		return c
	}
	return st
}

// periodStart records, before the last pass, the phases each periodic loop starts in.
func (x *fn) periodStart(in []*state) {
	for b, p := range x.period {
		if p != nil && b == p.loop.Header && in[b] != nil {
			p.head = in[b].phase
		}
	}
}

// periodWrap adds to phases ph of block b, in a periodic loop, the phase of the next
// iteration's start that the end of the iteration shares.
func (x *fn) periodWrap(b int, ph uint64) uint64 {
	if x.period == nil || b < 0 || b >= len(x.period) || x.period[b] == nil {
		return ph
	}
	p := x.period[b]
	if ph&phaseUnknown != 0 || p.head == 0 || p.head&phaseUnknown != 0 {
		return ph
	}
	tail := p.head
	for i := 0; i < p.k; i++ {
		tail = nextPhase(tail)
	}
	if tail&phaseUnknown != 0 {
		return ph
	}
	return ph | (ph&tail)>>uint(p.k)
}
