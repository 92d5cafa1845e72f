package llvmir

import (
	"fmt"
	"strings"
	"testing"
)

// TestLayoutBehindPointers: a class graph reached through pointers (every C++ program's: a
// mesh points to its generator, which points to its writer...) deeper than the parser's depth
// limit. A pointer member is 8 bytes whatever it points to; before, the parser read the
// pointee's body anyway, hit the limit 33 types down, and cached a truncated (unknown) layout
// for the type it was in, so PENNANT's Hydro class had no field offsets (clang 14 IR).
func TestLayoutBehindPointers(t *testing.T) {
	var src strings.Builder
	const n = 40
	for i := range n {
		fmt.Fprintf(&src, "%%class.A%d = type { %%class.A%d*, %%struct.S, double }\n", i, (i+1)%n)
	}
	src.WriteString("%struct.S = type { i32, i32 }\n")
	types := NewTypes(src.String())
	for i := range n {
		ty := types.Of(fmt.Sprintf("%%class.A%d", i))
		if ty.Size != 24 || len(ty.Fields) != 3 || ty.Offsets[2] != 16 {
			t.Errorf("A%d: size %d, %d fields, offsets %v; want 24, 3 fields, double at 16", i, ty.Size, len(ty.Fields), ty.Offsets)
		}
	}
}

// TestGEPSourceType: the type after the flags, up to the comma that ends it (types hold
// commas), in an instruction's text and in a constant expression's.
func TestGEPSourceType(t *testing.T) {
	for in, want := range map[string]string{
		"getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 1":                     "[4 x i32]",
		"%9 = getelementptr %struct.S, ptr %8, i32 0, i32 1":                         "%struct.S",
		"getelementptr inbounds { [5 x ptr] }, ptr @_ZTV4Base, i32 0, inrange i32 0": "{ [5 x ptr] }",
		"getelementptr nuw inbounds <{ i8, i32 }>, ptr %p, i64 1":                    "<{ i8, i32 }>",
		"getelementptr inbounds ([10 x i32], ptr @garr, i64 0, i64 3)":               "[10 x i32]",
		"getelementptr (i8, ptr @error, i64 4)":                                      "i8",
		"load i32, ptr %p":                                                           "",
	} {
		if got := GEPSourceType(in); got != want {
			t.Errorf("GEPSourceType(%q) = %q, want %q", in, got, want)
		}
	}
}
