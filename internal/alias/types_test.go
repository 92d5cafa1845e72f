package alias

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
