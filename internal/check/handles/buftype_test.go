package handles

import "testing"

func TestScalarElement(t *testing.T) {
	for typ, want := range map[string]string{
		"i32": "int", "[100 x double]": "double", "[2 x [100 x float]]": "float", "x86_fp80": "long double",
		"[8 x i8]": "char", "%struct.cell": "", "[4 x %struct.cell]": "", "<4 x float>": "", "ptr": "", "[n x i32]": "",
	} {
		e, ok := scalarElement(typ)
		if ok != (want != "") || e.c != want {
			t.Errorf("scalarElement(%q) = %q, %v; want %q", typ, e.c, ok, want)
		}
	}
}
