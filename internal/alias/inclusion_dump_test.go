package alias

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"
)

// DumpSolution writes the whole solution of the inclusion solver by stable names, one line
// each, sorted: every value's and every function's result set, and what every part of every
// object holds. Two solvers give the same answers exactly when their dumps are equal (issue
// 18: a faster solve must not change a set; see TestInclusionDumpDir).
func (s *Inclusion) DumpSolution(w io.Writer) error {
	names := func(n int32) string {
		var out []string
		for _, l := range s.solved(n).elems() {
			out = append(out, s.locName(l))
		}
		slices.Sort(out)
		return strings.Join(slices.Compact(out), " ")
	}
	var lines []string
	s.val.each(func(k ValueKey, n int32) {
		lines = append(lines, fmt.Sprintf("val %s %%%s: %s", k.Fn.Name, k.Name, names(n)))
	})
	for f, n := range s.ret {
		lines = append(lines, fmt.Sprintf("ret %s: %s", f.Name, names(n)))
	}
	for _, ob := range s.objs {
		lines = append(lines, fmt.Sprintf("obj %s collapsed=%v stride=%d regions=%v: %s", ob.name, ob.collapsed, ob.stride, ob.regions, names(s.locNode[ob.whole])))
		for _, f := range ob.fields {
			lines = append(lines, fmt.Sprintf("obj %s +%d: %s", ob.name, f.off, names(s.locNode[f.loc])))
		}
	}
	slices.Sort(lines)
	bw := bufio.NewWriter(w)
	for _, l := range lines {
		fmt.Fprintln(bw, l)
	}
	return bw.Flush()
}
