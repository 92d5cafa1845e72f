package alias

import (
	"os"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// testdata/cond.ll is clang-16 -O0 of:
//
//	int g(int);
//	void f(int n, int *p) {
//	  int rank = g(0), i, x = 0;
//	  if (rank == 0) x = 1;        /* block A: eq(rank,0) */
//	  if (rank != 0) x = 2;        /* same condition, negated */
//	  if (rank % 2 == 1) x = 3;    /* arithmetic of stable values, once */
//	  for (i = 0; i < n; i++)      /* i is written in the loop: not stable */
//	    if (i == 0) x = 4;
//	  if (n > 3) x = 5;            /* parameter */
//	  if (*p == 0) x = 6;          /* memory behind a pointer: not stable */
//	  g(x);
//	}
func TestBranchCond(t *testing.T) {
	src, err := os.ReadFile("testdata/cond.ll")
	if err != nil {
		t.Fatal(err)
	}
	m, err := llvmir.Parse("cond.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	f := model.Build([]*llvmir.Module{m}).Lookup("f")
	a := New(f)
	var conds []Cond
	var blocks []int
	for b := range f.Blocks {
		if c, ok := a.BranchCond(b); ok {
			conds = append(conds, c)
			blocks = append(blocks, b)
		}
	}
	// rank == 0, rank != 0, rank % 2 == 1, n > 3 (the loop test, i == 0 and *p == 0 are not
	// over stable values).
	if len(conds) != 4 {
		t.Fatalf("%d stable conditions: %+v", len(conds), conds)
	}
	eq, ne := conds[0], conds[1]
	if eq.Key != ne.Key {
		t.Errorf("rank == 0 and rank != 0: keys %q and %q", eq.Key, ne.Key)
	}
	// For `rank != 0` the condition "rank == 0" holds on the else edge.
	b1 := f.Blocks[blocks[1]].IR
	if ne.True != b1.Succs[1].Index || ne.False != b1.Succs[0].Index {
		t.Errorf("negated branch: %+v", ne)
	}
	if conds[2].Key == eq.Key || conds[3].Key == eq.Key {
		t.Errorf("distinct conditions share a key: %+v", conds)
	}
	cor := a.Correlated()
	if len(cor) != 2 || cor[blocks[0]].ID != cor[blocks[1]].ID {
		t.Errorf("correlated: %+v", cor)
	}
}

func TestFacts(t *testing.T) {
	f1, f2 := Fact(1, true), Fact(2, false)
	if f1 != "c1+" || Opposite(f1) != "c1-" || Opposite(f2) != "c2+" {
		t.Fatal(f1, f2)
	}
	s := AddFact(AddFact("", f2), f1)
	if s != "c1+,c2-" || !HasFact(s, f1) || HasFact(s, Opposite(f1)) || AddFact(s, f1) != s {
		t.Errorf("facts %q", s)
	}
	if got := IntersectFacts(s, "c2-,c3+"); got != "c2-" {
		t.Errorf("intersect %q", got)
	}
	cases := []struct {
		a, b, want string
		ok         bool
	}{
		{"c1+", "c1-", "", true},            // both outcomes: independent of condition 1
		{"c1+,c2-", "c1-,c2-", "c2-", true}, // idem, under c2-
		{"c1+", "c1+,c2+", "c1+", true},     // the second adds nothing
		{"c1+,c2+", "c1-,c2-", "", false},   // two differences
		{"c1+", "c2+", "", false},           // unrelated
		{"", "c3-", "", true},               // no facts: holds everywhere
	}
	for _, c := range cases {
		got, ok := MergeFacts(c.a, c.b)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("MergeFacts(%q, %q) = %q, %v", c.a, c.b, got, ok)
		}
	}
}

// testdata/globalcond.ll is clang-16 -O0 of:
//
//	int flag, other, taken, *addr;
//	void use(int);
//	void set_other(void) { other = 1; }
//	void leaf(void) { use(0); }
//	void f(int n) {
//	  int i;
//	  addr = &taken;
//	  for (i = 0; i < n; i++) {
//	    if (flag) use(1); else use(2);  /* plain global, tested once in the loop */
//	    if (other) use(3);              /* plain global, written by set_other() */
//	    set_other();
//	    leaf();
//	    if (taken) use(4);              /* its address goes to addr: not plain */
//	  }
//	}
func TestCorrelatedRegionsGlobals(t *testing.T) {
	src, err := os.ReadFile("testdata/globalcond.ll")
	if err != nil {
		t.Fatal(err)
	}
	m, err := llvmir.Parse("globalcond.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	f := model.Build([]*llvmir.Module{m}).Lookup("f")
	r := New(f).CorrelatedRegions()
	ids := map[string]int{}
	for _, c := range r.Conds {
		ids[c.Key] = c.ID
	}
	flag, okf := ids["eq(@flag,0)"]
	other, oko := ids["eq(@other,0)"]
	if !okf || !oko {
		t.Fatalf("conditions on flag and other expected: %v", ids)
	}
	if _, ok := ids["eq(@taken,0)"]; ok {
		t.Errorf("taken's address is stored in addr: it is not a plain global")
	}
	if len(ids) != 2 {
		t.Errorf("only the two tests of flag and other expected (not the loop test): %v", ids)
	}
	killedBy := map[string][]int{}
	for in, cs := range r.Kills {
		killedBy[in.CalledFunction()] = append(killedBy[in.CalledFunction()], cs...)
	}
	if got := killedBy["set_other"]; len(got) != 1 || got[0] != other {
		t.Errorf("the call of set_other() must end the fact on other (id %d): %v", other, killedBy)
	}
	if len(killedBy) != 1 {
		t.Errorf("only set_other() writes a tested global (leaf() and use() do not): %v", killedBy)
	}
	for _, cs := range r.Kills {
		for _, c := range cs {
			if c == flag {
				t.Errorf("nothing writes flag: no kill expected")
			}
		}
	}
}

func TestEqConst(t *testing.T) {
	cases := []struct {
		key  string
		want string
		c    int64
		ok   bool
	}{
		{"eq(*rank,0)", "*rank", 0, true},
		{"eq(2,*rank)", "*rank", 2, true},
		{"eq(srem(add(*r,1),*s),3)", "srem(add(*r,1),*s)", 3, true},
		{"slt(*rank,2)", "", 0, false},
		{"eq(*a,*b)", "", 0, false},
	}
	for _, c := range cases {
		k, v, ok := EqConst(c.key)
		if ok != c.ok || ok && (k != c.want || v != c.c) {
			t.Errorf("EqConst(%q) = %q %d %v, want %q %d %v", c.key, k, v, ok, c.want, c.c, c.ok)
		}
	}
}
