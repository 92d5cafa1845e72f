package alias

import "testing"

func TestAccessTypesApart(t *testing.T) {
	cases := []struct {
		x, y string
		want bool
	}{
		{"double", "i64*", true}, // hypre: v_buf_data[j] against comm_pkg->send_map_starts
		{"double", "i64", true},
		{"i32", "i64", true},
		{"ptr", "double", true},
		{"i64", "i64", false},
		{"double", "double", false},
		{"i8", "double", false}, // a byte may access anything
		{"double", "i8", false},
		{"", "i64", false}, // a call's write: no type
		{"%struct.s", "i64", false},
		{"i64*", "ptr", false}, // pointers of any type are one kind
	}
	for _, c := range cases {
		if got := accessTypesApart(c.x, c.y); got != c.want {
			t.Errorf("accessTypesApart(%q, %q) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
}
