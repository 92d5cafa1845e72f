package llvmir

import (
	"slices"
	"testing"
)

// TestWalk: Walk visits a global initialiser's references through nested constant
// expressions and aggregates, and skips what is inside a value its visitor refuses.
func TestWalk(t *testing.T) {
	src := `@a = global i32 0
@b = global [2 x i32] zeroinitializer
@f = global void ()* null
@tab = global { i32*, [2 x i8*] } { i32* @a, [2 x i8*] [i8* bitcast (void ()** @f to i8*), i8* bitcast (i32* getelementptr ([2 x i32], [2 x i32]* @b, i64 0, i64 1) to i8*)] }
`
	m, err := Parse("walk.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var tab *Global
	for _, g := range m.Globals {
		if g.Name == "tab" {
			tab = g
		}
	}
	if tab == nil {
		t.Fatal("no @tab")
	}
	globals := func(skipGEP bool) []string {
		var out []string
		tab.Init.Walk(func(v *Value) bool {
			if v.Kind == ValGlobal {
				out = append(out, v.Name)
			}
			return !(skipGEP && v.Expr() == "getelementptr")
		})
		slices.Sort(out)
		return out
	}
	if got := globals(false); !slices.Equal(got, []string{"a", "b", "f"}) {
		t.Errorf("Walk found %v, want [a b f]", got)
	}
	if got := globals(true); !slices.Equal(got, []string{"a", "f"}) {
		t.Errorf("Walk skipping getelementptr found %v, want [a f]", got)
	}
	var none *Value
	none.Walk(func(*Value) bool { t.Error("visited a nil value"); return true })
}
