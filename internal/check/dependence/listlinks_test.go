package dependence

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// TestLinkRanges: where a type may hold a std::list node's links: a list member (through the
// list's own types), a byte array (a node's value storage), a union or an opaque type; never
// a pointer or a number.
func TestLinkRanges(t *testing.T) {
	src := `%"struct.std::__detail::_List_node_base" = type { ptr, ptr }
%"struct.std::__detail::_List_node_header" = type { %"struct.std::__detail::_List_node_base", i64 }
%"class.std::__cxx11::list" = type { %"struct.std::__detail::_List_node_header" }
%struct.Owner = type { ptr, %"class.std::__cxx11::list", double }
%struct.Plain = type { ptr, i32, double, [2 x ptr] }
%struct.Storage = type { ptr, [24 x i8] }
%struct.Un = type { ptr, %union.anon }
%union.anon = type { i64 }
%struct.Opaque = type opaque
%struct.Lists = type { i32, [2 x %"class.std::__cxx11::list"] }
`
	m := &llvmir.Module{Src: []byte(src)}
	for _, tc := range []struct {
		typ  string
		want [][2]int64
	}{
		{`%"struct.std::__detail::_List_node_base"`, [][2]int64{{0, 16}}},
		{`%struct.Owner`, [][2]int64{{8, 24}}},
		{`%struct.Plain`, nil},
		{`%struct.Storage`, [][2]int64{{8, 32}}},
		{`%struct.Un`, [][2]int64{{8, 16}}},
		{`%struct.Lists`, [][2]int64{{8, 24}, {32, 48}}},
		{`%struct.Opaque`, [][2]int64{{0, 1 << 62}}},
	} {
		got := linkRangesOf(m, tc.typ)
		if len(got) != len(tc.want) {
			t.Errorf("%s: got %v, want %v", tc.typ, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: got %v, want %v", tc.typ, got, tc.want)
			}
		}
	}
	s := &solver{prepared: &prepared{linkRanges: map[string][][2]int64{"%struct.Owner/40": {{8, 24}}}}}
	link := fieldPlace{listLinkRoot, 0, 16}
	for _, tc := range []struct {
		at   fieldPlace
		want bool
	}{
		{fieldPlace{"%struct.Owner/40", 0, 8}, false},   // the pointer before the list
		{fieldPlace{"%struct.Owner/40", 24, 32}, false}, // the list's size counter
		{fieldPlace{"%struct.Owner/40", 16, 24}, true},  // the header's prev link
		{fieldPlace{"%struct.Unseen/8", 0, 8}, true},    // a type whose layout was not read
		{fieldPlace{listLinkRoot, 8, 16}, true},
	} {
		if got := s.placesOverlap(link, tc.at); got != tc.want {
			t.Errorf("links vs %v: got %v, want %v", tc.at, got, tc.want)
		}
		if got := s.placesOverlap(tc.at, link); got != tc.want {
			t.Errorf("%v vs links: got %v, want %v", tc.at, got, tc.want)
		}
	}
}
