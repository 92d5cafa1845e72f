package dependence

import (
	"slices"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// The links of libstdc++'s std::list (issue 13, Quicksilver). A list's nodes and its header
// (a member of the list's owner) point to each other, so the unification classes merge the
// owner with the nodes, and a list::erase under `if (flag)` (MC_Particle_Buffer.cc:323, flag
// from MPI_Test) made every pointer of the owner's class vary: its 26 collective findings
// through `mcco->fast_timer`. The library functions that relink nodes (_M_hook, _M_unhook,
// _M_transfer, _M_reverse, swap: compiled into libstdc++, never inlined) write only the links:
// the pointers at offsets 0 and 8 of a _List_node_base, with addresses of nodes. They are
// writes of pointers at the place [0, 16) of a _List_node_base (pathvary.go), which a read
// may see only where a _List_node_base may lie in the object it reads: at the place of a
// member that is one, or inside a member whose layout does not say (a byte array, the
// storage of a node's value, a union, an opaque or unknown type). The list's size counter
// is written by inline code, a store like any other.

const (
	listNodeBaseType = `%"struct.std::__detail::_List_node_base"`
	listLinkRoot     = listNodeBaseType + "/16"
	listLinkPrefix   = "_ZNSt8__detail15_List_node_base"
	listLinkSize     = 16
)

var listLinkPlaces = []fieldPlace{{root: listLinkRoot, lo: 0, hi: listLinkSize}}

// isListLinkFunc reports whether name is one of libstdc++'s list-link functions.
func isListLinkFunc(name string) bool { return strings.HasPrefix(name, listLinkPrefix) }

// callListLinks: a call to a list-link function writes node addresses into the links of the
// nodes its arguments point to and of those reachable from them along the links. The
// addresses vary when an argument or the memory it points to does, or when the call is made
// only where a conditional varies.
func (s *solver) callListLinks(f *model.Function, st *fnState, b int, in *llvmir.Inst, cur bitset) {
	r := s.argsVary(f, st, in, cur, anyArg)
	if r == nil {
		r = st.cdVary[b]
	}
	for _, c := range s.linkReach(f, in) {
		if _, local := s.localBit(st, c); local {
			s.addMod(f, c)
			s.writeKind(f, st, c, r, false, cur, ptrKind)
		} else {
			s.addModAt(f, c, listLinkPlaces)
			if r != nil && !s.forcedClass.get(c) {
				s.markPtrPlaces(c, listLinkPlaces, r)
			}
		}
		if r != nil {
			s.overwritten(st, c, false, false, cur)
		}
	}
}

// linkReach lists the classes of the nodes a list-link call may relink: those its pointer
// arguments point to, and those their links (offsets 0 and 8) point to, transitively.
func (s *solver) linkReach(f *model.Function, in *llvmir.Inst) []class {
	pt := s.pt
	var out []class
	seen := map[class]bool{}
	var work []class
	add := func(c class) {
		if c = pt.Find(c); c != noClass && !seen[c] {
			seen[c] = true
			work = append(work, c)
		}
	}
	for _, a := range in.Args {
		if llvmir.IsPointerType(a.Type) && writable(f, a) {
			add(s.locOf(f, a))
		}
	}
	for len(work) > 0 {
		c := work[0]
		work = work[1:]
		out = append(out, c)
		for _, off := range []int64{0, 8} {
			if link := s.partIfAny(c, off); link != noClass {
				if p := pt.Pointee[pt.Find(link)]; p != noClass {
					add(p)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// partIfAny is the class of the part at byte offset delta from where c points, without
// making one (pointsTo.Part would): noClass when there is none.
func (s *solver) partIfAny(c class, delta int64) class {
	pt := s.pt
	c = pt.Find(c)
	obj, off := c, delta
	if o := pt.OwnerOf(c); o != noClass {
		if pt.Offset[c] < 0 {
			return o
		}
		obj, off = o, pt.Offset[c]+delta
	}
	if p, ok := pt.Fields[obj][off]; ok {
		return pt.Find(p)
	}
	if off == 0 {
		return obj // (a scalar access through an object's own address: the object)
	}
	return noClass
}

// placesOverlap reports whether a write at place w and a read at place a may touch the same
// bytes: the same root type and intersecting ranges; roots that differ may overlap, but for
// the links of a list node, which a root type holds only where its layout may hold a node.
func (s *solver) placesOverlap(w, a fieldPlace) bool {
	switch {
	case w.root == a.root:
		return w.lo < a.hi && a.lo < w.hi
	case w.root == listLinkRoot:
		return s.mayHoldLinks(a)
	case a.root == listLinkRoot:
		return s.mayHoldLinks(w)
	}
	return true
}

// mayHoldLinks reports whether bytes p.lo..p.hi of an object of type p.root may be the links
// of a list node.
func (s *solver) mayHoldLinks(p fieldPlace) bool {
	rs, ok := s.linkRanges[p.root]
	if !ok {
		return true
	}
	for _, r := range rs {
		if r[0] < p.hi && p.lo < r[1] {
			return true
		}
	}
	return false
}

// noteRoot records, for a root type made from type text src of f's module, where its layout
// may hold a list node's links (the union over the modules that name it).
func (s *solver) noteRoot(f *model.Function, root, src string) {
	if s.linkRanges == nil {
		s.linkRanges = map[string][][2]int64{}
		s.linkRootSeen = map[linkRootKey]bool{}
	}
	k := linkRootKey{f.Module, root}
	if s.linkRootSeen[k] {
		return
	}
	s.linkRootSeen[k] = true
	rs := linkRangesOf(f.Module, src)
	s.linkRanges[root] = mergeRanges(append(slices.Clone(s.linkRanges[root]), rs...))
}

type linkRootKey struct {
	m    *llvmir.Module
	root string
}

func mergeRanges(rs [][2]int64) [][2]int64 {
	slices.SortFunc(rs, func(a, b [2]int64) int {
		if a[0] != b[0] {
			if a[0] < b[0] {
				return -1
			}
			return 1
		}
		return 0
	})
	out := rs[:0:0]
	for _, r := range rs {
		if k := len(out) - 1; k >= 0 && r[0] <= out[k][1] {
			out[k][1] = max(out[k][1], r[1])
			continue
		}
		out = append(out, r)
	}
	return out
}

// linkRangesOf lists the byte ranges of type text t (of module m) that may hold a list node's
// links: a _List_node_base member, or a member whose layout does not tell (byte and integer
// arrays, unions, opaque or unknown types). The whole type when unknown.
func linkRangesOf(m *llvmir.Module, t string) [][2]int64 {
	types := llvmir.TypesOf(m)
	whole := func() [][2]int64 { return [][2]int64{{0, 1 << 62}} }
	var walk func(t string, at int64, depth int) ([][2]int64, bool)
	walk = func(t string, at int64, depth int) ([][2]int64, bool) {
		t = strings.TrimSpace(t)
		if depth > 24 {
			return nil, false
		}
		size := int64(-1)
		if ty := types.Of(t); ty != nil && ty.Size >= 0 {
			size = ty.Size
		}
		span := func() ([][2]int64, bool) {
			if size < 0 {
				return nil, false
			}
			return [][2]int64{{at, at + size}}, true
		}
		switch {
		case t == listNodeBaseType:
			return [][2]int64{{at, at + listLinkSize}}, true
		case t == "ptr" || strings.HasSuffix(t, "*") || strings.HasPrefix(t, "ptr "):
			return nil, true
		case t == "half" || t == "bfloat" || t == "float" || t == "double" || t == "x86_fp80" || t == "fp128":
			return nil, true
		case len(t) > 1 && t[0] == 'i' && isDigits(t[1:]):
			return nil, true // a scalar: never a node's place
		case strings.HasPrefix(t, "%"):
			name := t[1:]
			if strings.HasPrefix(name, `"`) {
				name = strings.Trim(name, `"`)
			}
			if strings.HasPrefix(name, "union.") {
				return span()
			}
			body, ok := types.Body(name)
			if !ok || body == "opaque" {
				return span()
			}
			return walk(body, at, depth+1)
		case strings.HasPrefix(t, "{") || strings.HasPrefix(t, "<{"):
			ty := types.Of(t)
			inner := strings.TrimPrefix(strings.TrimSuffix(t, ">"), "<")
			inner = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(inner, "{"), "}"))
			fields := splitTop(inner)
			if ty == nil || ty.Size < 0 || len(ty.Offsets) != len(fields) {
				return span()
			}
			var out [][2]int64
			for i, ft := range fields {
				rs, ok := walk(ft, at+ty.Offsets[i], depth+1)
				if !ok {
					return span()
				}
				out = append(out, rs...)
			}
			return out, true
		case strings.HasPrefix(t, "[") || strings.HasPrefix(t, "<"):
			body := strings.TrimSpace(t[1 : len(t)-1])
			n, elem, ok := strings.Cut(body, " x ")
			count, err := strconv.ParseInt(strings.TrimSpace(n), 10, 64)
			if !ok || err != nil {
				return span()
			}
			elem = strings.TrimSpace(elem)
			if len(elem) > 1 && elem[0] == 'i' && isDigits(elem[1:]) {
				return span() // storage (a node's value, aligned storage, padding)
			}
			et := types.Of(elem)
			rs, ok := walk(elem, 0, depth+1)
			if !ok || et == nil || et.Size <= 0 {
				return span()
			}
			if len(rs) == 0 {
				return nil, true
			}
			if count*int64(len(rs)) > 64 {
				return span()
			}
			var out [][2]int64
			for k := range count {
				for _, r := range rs {
					out = append(out, [2]int64{at + k*et.Size + r[0], at + k*et.Size + r[1]})
				}
			}
			return out, true
		}
		return span()
	}
	rs, ok := walk(t, 0, 0)
	if !ok {
		return whole()
	}
	return mergeRanges(rs)
}

func isDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// splitTop splits a struct body's field list at its top-level commas.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	inQuote := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			inQuote = !inQuote
		case inQuote:
		case c == '{' || c == '[' || c == '<' || c == '(':
			depth++
		case c == '}' || c == ']' || c == '>' || c == ')':
			depth--
		case c == ',' && depth == 0:
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	if rest := strings.TrimSpace(s[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}
