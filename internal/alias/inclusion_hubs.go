package alias

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
)

// PARCOACH_DEBUG_INCLUSION_HUBS=N prints, after the solve, the N memory locations whose
// contents hold the most objects: where a program's sets were joined. A location that should
// hold a few blocks (a struct's pointer member) and holds hundreds is where to start
// PARCOACH_DEBUG_INCLUSION_WHY. (On AMG, the twenty-fifth session: hypre's communication
// handles, every 8-byte member folded into one, hold 607 objects each.)
var debugIncHubs = os.Getenv("PARCOACH_DEBUG_INCLUSION_HUBS")

// incHub is a node holding the contents of memory locations: how many objects its set
// points into, and the locations whose contents it holds (merged locations share a node).
type incHub struct {
	node  int32
	objs  int
	names []string
}

// hubs returns the n nodes of location contents whose sets point into the most objects,
// most first (ties by node number).
func (s *Inclusion) hubs(n int) []incHub {
	byRep := map[int32]*incHub{}
	for l, c := range s.locNode {
		r := s.find(c)
		h := byRep[r]
		if h == nil {
			seen := map[int32]bool{}
			for _, x := range s.nodes.at(r).pts.elems() {
				seen[s.locObj[x]] = true
			}
			h = &incHub{node: r, objs: len(seen)}
			byRep[r] = h
		}
		h.names = append(h.names, s.locName(int32(l)))
	}
	all := make([]incHub, 0, len(byRep))
	for _, h := range byRep {
		slices.Sort(h.names)
		all = append(all, *h)
	}
	slices.SortFunc(all, func(a, b incHub) int {
		if a.objs != b.objs {
			return b.objs - a.objs
		}
		return int(a.node - b.node)
	})
	return all[:min(n, len(all))]
}

// printHubs writes the hubs PARCOACH_DEBUG_INCLUSION_HUBS asks for.
func (s *Inclusion) printHubs(w io.Writer) {
	n, err := strconv.Atoi(debugIncHubs)
	if err != nil || n <= 0 {
		fmt.Fprintf(w, "parcoach: PARCOACH_DEBUG_INCLUSION_HUBS=%q: want a number of locations\n", debugIncHubs)
		return
	}
	for _, h := range s.hubs(n) {
		names := slices.Compact(h.names)
		if len(names) > 8 {
			names = append(names[:8:8], fmt.Sprintf("... %d locations in all", len(h.names)))
		}
		fmt.Fprintf(w, "parcoach: inclusion hub: node %d holds %d objects; contents of %v\n", h.node, h.objs, names)
	}
}
