package dependence

import (
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// A callee that leaves what a parameter points to either as it was or fresh (issue 13, SNAP's
// setup_src). `setup_src(..., ierr, error)` calls `mms_setup(ierr, error)`, which leaves ierr
// fresh (a guarded glmax), only when `src_opt == 3`, and otherwise does not write ierr at all.
// Its parameter bytes are stale at its returns (not written on one path), so the call made
// ierr stale in the caller, although the caller had just made it fresh (the glmax after
// setup_alloc): the caller's `IF (ierr /= 0) CALL stop_run` then varied, and stop_run ends
// the process, so everything after it ran "only where this conditional holds".
//
// What a call keeps: beside the member bit of each parameter candidate (paramVar), a function
// has a shadow bit that follows it exactly (set by every write that sets it, cleared by every
// overwrite that clears it) but is clear at the entry. It is set at a return only when a write
// since the entry may have left the bytes other than fresh: on every path, the bytes were
// either not written at all (by the function, its callees, or through any pointer into their
// class, all of which set the member bits) or last overwritten with uniform data where every
// process of the call runs (a write under a conditional that varies sets the bits). Whether a
// path writes or not is then decided the same way everywhere, so a call made where every
// process runs leaves the argument's bytes as fresh as they were before it: their member bit
// (and its shadow) are put back to their values before the call when the callee's shadow is
// clear at every return (and, for a summarised callee, when what it writes there does not
// depend on anything that varies at the call).

// addShadowBits gives every parameter candidate of f that has a member bit a shadow bit.
func (s *solver) addShadowBits(f *model.Function, st *fnState) {
	for _, k := range s.paramCand[f] {
		i, ok := st.members[k]
		if !ok {
			continue
		}
		if _, dup := st.shadow[i]; dup {
			continue
		}
		if st.shadow == nil {
			st.shadow = map[int]int{}
		}
		j := len(st.why)
		st.shadow[i] = j
		st.why = append(st.why, nil)
		c := st.over[k.c]
		st.memberBits[c] = append(st.memberBits[c], j) // set with the class, like the member
	}
}

// clearShadows clears every shadow bit of bs (at the entry: nothing was written yet).
func (st *fnState) clearShadows(bs bitset) {
	for _, j := range st.shadow {
		bs.clear(j)
	}
}

// clearMember clears member bit i and its shadow.
func (st *fnState) clearMember(cur bitset, i int) {
	cur.clear(i)
	if j, ok := st.shadow[i]; ok {
		cur.clear(j)
	}
}

// noteParamDirty records, at a return of f, the parameters' bytes f may have written other
// than with fresh data.
func (s *solver) noteParamDirty(f *model.Function, st *fnState, cur bitset) {
	for _, k := range s.paramCand[f] {
		if s.paramDirty[f.Index][k] {
			continue
		}
		if i, ok := st.members[k]; ok {
			if j, ok := st.shadow[i]; ok && !cur.has(j) {
				continue
			}
		}
		m := s.paramDirty[f.Index]
		if m == nil {
			m = map[memberKey]bool{}
			s.paramDirty[f.Index] = m
		}
		m[k] = true
		s.callersChanged(f)
	}
}

// keptBit is a caller's member bit (or shadow bit) and whether it was set before a call.
type keptBit struct {
	i   int
	was bool
}

// callKeepsArgs lists, before a call made where every process runs, the caller's bits of the
// arguments' bytes that the callee leaves as they were or fresh, with their values then;
// keepArgs puts them back after the call's writes.
func (s *solver) callKeepsArgs(f *model.Function, st *fnState, b int, in *llvmir.Inst, cur bitset) []keptBit {
	if len(st.members) == 0 || st.cdVary[b] != nil || s.assumedVarying[blockKey{f, b}] {
		return nil
	}
	g, ks, args := s.paramArgs(f, in)
	if len(ks) == 0 || !s.guardsHoldAt(f, in, g) {
		return nil
	}
	var out []keptBit
	for j, k := range ks {
		if s.paramDirty[g.Index][k] {
			continue
		}
		a := in.Args[args[j]]
		if site := s.siteOf(in); site != nil {
			if d := s.deps[site.Fn]; d != nil && s.argsAt(f, st, in, site, d, d.writes[k.c], cur) != nil {
				continue
			}
			if s.writtenOtherwise(f, site, a, k.c) {
				continue
			}
		}
		ck, ok := s.memberKeyOf(f, s.locOf(f, a), a)
		if !ok {
			continue
		}
		i, ok := st.members[ck]
		if !ok {
			continue
		}
		out = append(out, keptBit{i, cur.has(i)})
		if sh, ok := st.shadow[i]; ok {
			out = append(out, keptBit{sh, cur.has(sh)})
		}
	}
	return out
}

// keepArgs clears again the bits callKeepsArgs found clear before the call.
func keepArgs(kept []keptBit, cur bitset) {
	for _, k := range kept {
		if !k.was {
			cur.clear(k.i)
		}
	}
}

// writtenOtherwise reports whether a summarised call may write the memory of argument a
// through another class of its callee's graph than the parameter's own (pc): the argument
// given twice, or a global the body writes by its name. The callee's bits of the parameter
// do not see such writes (its graph keeps the two apart), so the call keeps nothing.
func (s *solver) writtenOtherwise(f *model.Function, site *siteSummary, a *llvmir.Value, pc class) bool {
	ca, pc := s.locOf(f, a), s.pt.Find(pc)
	for _, w := range site.Writes {
		if s.pt.Find(w[1]) == ca && s.pt.Find(w[0]) != pc {
			return true
		}
	}
	return false
}
