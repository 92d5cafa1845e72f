package alias

import (
	"fmt"

	"github.com/parcoach/parcoach/internal/model"
	"os"
	"slices"
	"strconv"
	"strings"
)

// PARCOACH_DEBUG_INCLUSION_WHY=TEXT: for every object of the inclusion solver whose name
// contains TEXT, print on stderr each time it is folded (offsets taken modulo a stride),
// given a region or collapsed, with the constraint doing it and the chain of constraints
// that brought the location into the pointer's set: where a collapse of the sets starts.
// PARCOACH_DEBUG_INCLUSION_PTS=FUNC:VALUE[,...] prints the set of those values after the
// solve.
var (
	debugIncWhy = os.Getenv("PARCOACH_DEBUG_INCLUSION_WHY")
	debugIncPts = os.Getenv("PARCOACH_DEBUG_INCLUSION_PTS")
	// PARCOACH_DEBUG_INCLUSION_CYCLE=TEXT (with _WHY set): print the cycles merged whose
	// nodes' names contain TEXT
	debugIncCycle = os.Getenv("PARCOACH_DEBUG_INCLUSION_CYCLE")
	// PARCOACH_DEBUG_INCLUSION_REFUSED=TEXT: for the functions whose name contains TEXT,
	// print every pair of objects the inclusion sets could not tell apart, and why
	debugIncRefused = os.Getenv("PARCOACH_DEBUG_INCLUSION_REFUSED")
)

// printRefusal prints why the inclusion sets did not tell x and y of f apart: a set with
// no answer (skipped function, empty, unknown memory) or the objects both sets hold.
func (v *View) printRefusal(f *model.Function, x, y *Object, ox []int32, okx bool, oy []int32, oky bool) {
	s := v.incl()
	why := func(o *Object, set []int32, ok bool) string {
		if !ok {
			if v.incSkip[f] {
				return "no answer (function skipped: address taken or no main)"
			}
			return "no answer (empty, unknown memory or not a kind answered for)"
		}
		return fmt.Sprintf("%d objects", len(set))
	}
	var common []string
	if okx && oky {
		for _, o := range ox {
			if _, found := slices.BinarySearch(oy, o); found {
				common = append(common, s.objs[o].name)
			}
		}
	}
	slices.Sort(common)
	common = slices.Compact(common)
	if len(common) > 12 {
		common = append(common[:12], fmt.Sprintf("... %d in all", len(common)))
	}
	fmt.Fprintf(os.Stderr, "parcoach: inclusion refused: %s: %s [%s] and %s [%s]; shared: %v\n", f.Name, x, why(x, ox, okx), y, why(y, oy, oky), common)
}

// maxWhyEvents bounds the events printed (the first ones are the ones that matter).
const maxWhyEvents = 40

// maxAllEvents bounds the events printed with PARCOACH_DEBUG_INCLUSION_WHY=*.
const maxAllEvents = 2000

// incDebug is the state of PARCOACH_DEBUG_INCLUSION_WHY (nil when unset).
type incDebug struct {
	watch   map[int32]bool       // watched objects
	cause   map[[2]int32]cause   // (node, location) -> how the node got the location
	ctx     string               // the instruction or constraint being handled
	edgeCtx map[[2]int32]edgeWhy // copy edge -> the ctx that made it
	via     int32                // the node whose constraint is being applied (-1: none)
	made    map[int32]string     // node -> the ctx it was made in
	cur     [2]int32             // (node, location) whose constraint is being applied
	// at: the same while solving, also when the location is not watched (what a watched
	// object's fold or collapse came from)
	at     [2]int32
	events int
}

type cause struct {
	from, fromLoc int32 // the node and location it came from (-1: none)
	how           string
	via           int32 // the node whose constraint made it (-1: none)
}

type edgeWhy struct {
	how string
	via int32
}

func newIncDebug() *incDebug {
	if debugIncWhy == "" {
		return nil
	}
	return &incDebug{watch: map[int32]bool{}, cause: map[[2]int32]cause{}, edgeCtx: map[[2]int32]edgeWhy{}, made: map[int32]string{}, via: -1, cur: [2]int32{-1, -1}, at: [2]int32{-1, -1}}
}

// dbgObj watches object o when its name matches.
func (s *Inclusion) dbgObj(o int32) {
	if s.dbg != nil && strings.Contains(s.objs[o].name, debugIncWhy) {
		s.dbg.watch[o] = true
	}
}

func (s *Inclusion) dbgWatched(l int32) bool {
	return s.dbg != nil && (debugIncWhy == "reach" || debugIncWhy == "*" || s.dbg.watch[s.locObj[l]])
}

// dbgReach: with PARCOACH_DEBUG_INCLUSION_WHY=reach, the first objects that enter the C++
// library's reach other than its own, each with its chain.
func (s *Inclusion) dbgReach(m, l int32) {
	if debugIncWhy != "reach" || s.cxxReach < 0 || s.find(m) != s.find(s.cxxReach) || s.dbg.events >= maxWhyEvents {
		return
	}
	o := s.objs[s.locObj[l]]
	if o.kind == objStatic || strings.HasPrefix(o.name, "C++ library") || strings.HasPrefix(o.name, "@_ZSt") || strings.HasPrefix(o.name, "@_ZTVN10__cxxabiv") || strings.HasPrefix(o.name, "@_ZSt4endl") {
		return
	}
	s.dbg.watch[s.locObj[l]] = true
	cur := s.dbg.cur
	s.dbg.cur = [2]int32{m, l}
	s.dbgEvent(s.locObj[l], "enters the C++ library's reach")
	s.dbg.cur = cur
}

// dbgGot records that node n gets location l (if new) for reason c.
func (s *Inclusion) dbgGot(n, l int32, c cause) {
	if !s.dbgWatched(l) {
		return
	}
	k := [2]int32{n, l}
	if _, ok := s.dbg.cause[k]; !ok {
		s.dbg.cause[k] = c
		s.dbgReach(n, l)
	}
}

// dbgCopy records the watched locations of set o that node m gets from node n.
func (s *Inclusion) dbgCopy(n, m int32, o *sparseSet, how string, via int32) {
	if s.dbg == nil {
		return
	}
	for _, l := range o.elems() {
		if s.dbgWatched(l) && !s.nodes.at(m).pts.has(l) {
			s.dbgGot(m, l, cause{n, l, how, via})
		}
	}
}

// dbgEvent prints an event on watched object o: what is done, in which constraint, and the
// chain that brought the location into the node being processed.
func (s *Inclusion) dbgEvent(o int32, what string) {
	if s.dbg == nil || s.dbg.events >= maxWhyEvents && debugIncWhy != "*" || s.dbg.events >= maxAllEvents {
		return
	}
	if debugIncWhy == "*" {
		// every fold and collapse of the program's objects while solving
		if k := s.objs[o].kind; s.dbg.ctx == "" || strings.Contains(s.dbg.ctx, ": ") || k != objLocal && k != objGlobal && k != objHeap {
			return
		}
	} else if !s.dbg.watch[o] {
		return
	}
	if debugIncWhy == "reach" && !strings.HasPrefix(what, "enters") && !strings.HasPrefix(what, "in the") {
		return
	}
	s.dbg.events++
	fmt.Fprintf(os.Stderr, "parcoach: inclusion why: %s %s (during %s)\n", s.objs[o].name, what, s.dbg.ctx)
	if s.dbg.ctx == "solve" && s.dbg.at[0] >= 0 {
		// (a constraint of another location's node: say whose)
		fmt.Fprintf(os.Stderr, "parcoach: inclusion why:   while %s's constraints were applied to %s\n", s.nodeName(s.dbg.at[0]), s.locName(s.dbg.at[1]))
	}
	n, l := s.dbg.cur[0], s.dbg.cur[1]
	seen := map[[2]int32]bool{}
	for i := 0; i < 60 && n >= 0 && !seen[[2]int32{n, l}]; i++ {
		seen[[2]int32{n, l}] = true
		c, ok := s.dbg.cause[[2]int32{n, l}]
		if !ok {
			r := s.find(n)
			if r == n {
				fmt.Fprintf(os.Stderr, "parcoach: inclusion why:   %s holds %s (no recorded cause)\n", s.nodeName(n), s.locName(l))
				return
			}
			fmt.Fprintf(os.Stderr, "parcoach: inclusion why:   %s holds %s: merged into node %d\n", s.nodeName(n), s.locName(l), r)
			n = r
			continue
		}
		via := ""
		if c.via >= 0 {
			via = " of " + s.nodeName(c.via)
		}
		fmt.Fprintf(os.Stderr, "parcoach: inclusion why:   %s holds %s: %s%s\n", s.nodeName(n), s.locName(l), c.how, via)
		n, l = c.from, c.fromLoc
	}
}

// nodeName names node n for the debug output: the values, returns and locations it stands for.
func (s *Inclusion) nodeName(n int32) string {
	own := s.namesOf(func(v int32) bool { return v == n })
	if len(own) == 0 {
		r := s.find(n)
		own = s.namesOf(func(v int32) bool { return s.find(v) == r })
		if len(own) > 0 {
			own[0] = "now merged with: " + own[0]
		}
	}
	if len(own) == 0 && s.dbg != nil {
		own = []string{"made in " + s.dbg.made[n]}
	}
	return fmt.Sprintf("node %d [%s]", n, strings.Join(own, "; "))
}

func (s *Inclusion) namesOf(in func(int32) bool) []string {
	var names []string
	s.val.each(func(k ValueKey, v int32) {
		if in(v) {
			names = append(names, k.Fn.IR.Name+" %"+k.Name)
		}
	})
	for f, v := range s.ret {
		if in(v) {
			names = append(names, "return of "+f.IR.Name)
		}
	}
	for l, v := range s.locNode {
		if in(v) {
			names = append(names, "contents of "+s.locName(int32(l)))
		}
	}
	for l, v := range s.holds {
		if in(v) {
			names = append(names, "address of "+s.locName(l))
		}
	}
	slices.Sort(names)
	if len(names) > 6 {
		names = append(names[:6], fmt.Sprintf("... %d in all", len(names)))
	}
	return names
}

// printDebugPts prints the sets PARCOACH_DEBUG_INCLUSION_PTS names.
func (s *Inclusion) printDebugPts() {
	if debugIncPts == "" {
		return
	}
	if s.cxxReach >= 0 && strings.Contains(debugIncPts, "reach") {
		var out []string
		for _, l := range s.nodes.at(s.find(s.cxxReach)).pts.elems() {
			out = append(out, s.locName(l))
		}
		slices.Sort(out)
		fmt.Fprintf(os.Stderr, "parcoach: inclusion pts: C++ library reach: %v\n", slices.Compact(out))
		if s.dbg != nil {
			n := s.cxxReach
			for _, l := range s.nodes.at(s.find(n)).pts.elems() {
				if s.dbgWatched(l) {
					s.dbg.cur, s.dbg.ctx, s.dbg.via = [2]int32{n, l}, "the query", -1
					s.dbg.events = 0
					s.dbgEvent(s.locObj[l], "in the C++ library's reach")
				}
			}
		}
	}
	for _, q := range strings.Split(debugIncPts, ",") {
		if obj, ok := strings.CutPrefix(q, "="); ok {
			// =OBJECT+OFFSET: what that part of the object holds, and how the object is cut
			name, off := obj, int64(0)
			if i := strings.LastIndex(obj, "+"); i > 0 {
				if k, err := strconv.ParseInt(obj[i+1:], 10, 64); err == nil {
					name, off = obj[:i], k
				}
			}
			for _, ob := range s.objs {
				if ob.name == name {
					fmt.Fprintf(os.Stderr, "parcoach: inclusion contents: %s (size %d, collapsed %v, stride %d, regions %v, %d parts) +%d: %v\n",
						name, ob.size, ob.collapsed, ob.stride, ob.regions, len(ob.fields), off, s.Contents(name, off))
					break
				}
			}
			continue
		}
		fn, v, ok := strings.Cut(q, ":")
		if !ok {
			continue
		}
		s.val.each(func(k ValueKey, n int32) {
			if (k.Fn.IR.Name == fn || k.Fn.Name == fn) && k.Name == strings.TrimPrefix(v, "%") {
				fmt.Fprintf(os.Stderr, "parcoach: inclusion pts: %s %%%s: %v\n", fn, k.Name, s.PointsTo(k.Fn, k.Name))
				if s.dbg != nil {
					for _, l := range s.nodes.at(s.find(n)).pts.elems() {
						if s.dbgWatched(l) {
							s.dbg.cur, s.dbg.ctx, s.dbg.via = [2]int32{n, l}, "the query", -1
							s.dbg.events = 0
							s.dbgEvent(s.locObj[l], "in the set of "+k.Name)
						}
					}
				}
			}
		})
	}
}

// dbgAt sets the context: node n's constraints applied to its new location l.
func (s *Inclusion) dbgAt(n, l int32) {
	s.dbg.at = [2]int32{n, l}
	if s.dbgWatched(l) {
		s.dbg.cur, s.dbg.ctx, s.dbg.via = [2]int32{n, l}, "an offset, load, store, memcpy, call or flag constraint", n
	} else {
		s.dbg.cur, s.dbg.ctx, s.dbg.via = [2]int32{-1, -1}, "solve", n
	}
}

// dbgCycle prints the cycle through n and found about to be merged, when a node's name
// contains PARCOACH_DEBUG_INCLUSION_CYCLE.
func (s *Inclusion) dbgCycle(n int32, found []int32) {
	var names []string
	match := false
	for _, x := range append([]int32{n}, found...) {
		nm := s.nodeName(x)
		match = match || strings.Contains(nm, debugIncCycle)
		names = append(names, nm)
	}
	if match {
		fmt.Fprintf(os.Stderr, "parcoach: inclusion cycle: %s\n", strings.Join(names, "\n    "))
		in := map[int32]bool{s.find(n): true}
		for _, x := range found {
			in[s.find(x)] = true
		}
		for _, x := range append([]int32{n}, found...) {
			for _, y := range s.nodes.at(s.find(x)).copies {
				if in[s.find(y)] {
					e := s.dbg.edgeCtx[[2]int32{x, y}]
					fmt.Fprintf(os.Stderr, "parcoach: inclusion cycle edge: %d -> %d (%s)\n", x, s.find(y), e.how)
				}
			}
		}
	}
}
