package alias

import (
	"maps"
	"slices"
)

// Clone returns a copy of the graph that shares nothing the dependence solver changes while
// it solves: the union-find parents Find compresses, the parts, pointees and classes Part,
// Deref and Loc add (with their owners, offsets and pins), and the memoised locations of SSA
// values and summarised calls' results. What only the build writes (the summaries and their
// call sites, the read-only parameters, the read edges, the first members) is shared. Solvers
// of different domains can then run at once (check -j), each on its own copy; a copy numbers
// the classes it adds from where the graph was when it was copied, as the graph would.
func (pt *Points) Clone() *Points {
	c := *pt
	c.Parent = slices.Clone(pt.Parent)
	c.Owner = slices.Clone(pt.Owner)
	c.Offset = slices.Clone(pt.Offset)
	c.Pointee = slices.Clone(pt.Pointee)
	c.Members = slices.Clone(pt.Members)
	c.Consts = slices.Clone(pt.Consts)
	c.Pinned = slices.Clone(pt.Pinned)
	c.Fields = make(map[Class]map[int64]Class, len(pt.Fields))
	for k, m := range pt.Fields {
		c.Fields[k] = maps.Clone(m)
	}
	c.Alloca = maps.Clone(pt.Alloca)
	c.Global = maps.Clone(pt.Global)
	c.Param = maps.Clone(pt.Param)
	c.Ret = maps.Clone(pt.Ret)
	c.Heap = maps.Clone(pt.Heap)
	c.Static = maps.Clone(pt.Static)
	c.valLoc = pt.valLoc.clone()
	c.siteRet = maps.Clone(pt.siteRet)
	c.deferred = maps.Clone(pt.deferred)
	c.TeamShared = maps.Clone(pt.TeamShared)
	return &c
}

// Size is the number of classes, locations and parts of the graph: it changes when Part,
// Deref or Loc add to it, so a caller can tell whether a solve grew the graph.
func (pt *Points) Size() [3]int { return [3]int{len(pt.Parent), pt.valLoc.n, len(pt.Fields)} }
