package model

import "testing"

func TestUnrenamedType(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`%"class.std::vector.73"*`, `%"class.std::vector"*`},
		{`%struct.S.0*`, `%struct.S*`},
		{`%struct.S.1.2**`, `%struct.S**`},
		{`%struct.vec.3d*`, `%struct.vec.3d*`},
		{`%0*`, `%0*`},
		{`i8*`, `i8*`},
		{`void (%struct.A.4*, i32)*`, `void (%struct.A*, i32)*`},
	} {
		if got := unrenamedType(c.in); got != c.want {
			t.Errorf("unrenamedType(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
