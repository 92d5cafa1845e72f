package collective_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/collective"
	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/report"
)

// elseIfChain is a function whose n-branch `else if` chain on the rank calls one collective in
// every branch: call(i) is what branch i does.
func elseIfChain(n int, prelude string, call func(i int) string) string {
	var b strings.Builder
	b.WriteString("#include <mpi.h>\n" + prelude)
	b.WriteString("void g(void) {\n  int rank;\n  MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n")
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString("  else ")
		} else {
			b.WriteString("  ")
		}
		fmt.Fprintf(&b, "if (rank == %d) %s;\n", i, call(i))
	}
	b.WriteString("}\n")
	return b.String()
}

// TestElseIfChainNotesAreBounded: in an n-branch `else if` chain with a barrier in every
// branch, all n conditionals decide every barrier. Each of the n findings names a few of them
// and says how many more; the notes do not grow with n (they did: n findings of n notes).
// The sites given to the instrumentation still carry every conditional.
func TestElseIfChainNotesAreBounded(t *testing.T) {
	const n = 40
	p := irtest.Program(t, "clang", "chain.c", elseIfChain(n, "", func(int) string { return "MPI_Barrier(MPI_COMM_WORLD)" }))
	ds, results := irtest.Run(t, p, nil, collective.Analyzer)
	if len(ds) != n {
		t.Fatalf("%d findings, want one per barrier (%d)", len(ds), n)
	}
	wantMore := fmt.Sprintf("and %d more decide", n-5)
	for _, d := range ds {
		if d.Check != collective.MismatchID || !strings.Contains(d.Message, wantMore) {
			t.Errorf("%s: %q [%s], want the message to say %q", d.Pos, d.Message, d.Check, wantMore)
		}
		if strings.Count(d.Message, "line ") != 5 {
			t.Errorf("%s: message names %d lines, want 5: %q", d.Pos, strings.Count(d.Message, "line "), d.Message)
		}
		conds := 0
		for _, nt := range d.Notes {
			if strings.HasPrefix(nt.Message, "the conditional here decides") {
				conds++
			}
		}
		last := d.Notes[len(d.Notes)-1]
		if conds != 5 || last.Message != fmt.Sprintf("and %d more conditionals decide (the first of them here)", n-5) || len(d.Notes) > 12 {
			t.Errorf("%s: %d notes, %d on conditionals, last %q", d.Pos, len(d.Notes), conds, last.Message)
		}
	}
	res := results[collective.Analyzer].(*collective.Result)
	if len(res.Sites) != n {
		t.Fatalf("%d sites, want %d", len(res.Sites), n)
	}
	for _, s := range res.Sites {
		if len(s.Conds) != n {
			t.Errorf("site at %s: %d conditionals, want all %d", s.Origin, len(s.Conds), n)
		}
	}
}

// TestElseIfChainThroughCallsIsOneBoundedFinding: when every branch calls the same function
// holding the barrier, the n findings are one (at the barrier), whose notes from the n calls
// are merged up to a bound, with a last note counting the others.
func TestElseIfChainThroughCallsIsOneBoundedFinding(t *testing.T) {
	const n = 60
	p := irtest.Program(t, "clang", "chain.c", elseIfChain(n, "static void f(void) { MPI_Barrier(MPI_COMM_WORLD); }\n",
		func(int) string { return "f()" }))
	ds, _ := irtest.Run(t, p, nil, collective.Analyzer)
	if len(ds) != 1 || ds[0].Pos.Line != 2 {
		t.Fatalf("findings %v, want one at the barrier in f (line 2)", keys(ds))
	}
	d := ds[0]
	calls := 0
	for _, nt := range d.Notes {
		if strings.HasPrefix(nt.Message, "MPI_Barrier is reached through the call to f") {
			calls++
		}
	}
	last := d.Notes[len(d.Notes)-1].Message
	// Notes: 5 conditionals, why the first varies, "and 55 more conditionals", then one note
	// per call to f up to the bound of merged notes, then the count of the others.
	if len(d.Notes) > 40 || calls == 0 || calls >= n || !strings.HasPrefix(last, fmt.Sprintf("and %d more notes", n-calls)) {
		t.Errorf("%d notes, %d on calls, last %q", len(d.Notes), calls, last)
		for _, nt := range d.Notes {
			t.Logf("%s: %s", nt.Pos, nt.Message)
		}
	}
}

// BenchmarkElseIfChain: the model, the dependence and collective analyses and the text report
// of one function whose n-branch `else if` chain on the rank calls MPI_Barrier in every branch
// (issue 18: this took 195 s, 2.2 GB and 364 MB of text at n = 2,000). Run with
//
//	go test -run '^$' -bench ElseIfChain -benchmem ./internal/check/collective/
//
// Measured (2 shared cores, load about 3; Go 1.26, clang 16), per operation:
//
//	n       time     allocated  text report
//	500     11 ms    10 MB      0.58 MB
//	2,000   62 ms    41 MB      2.3 MB
//	8,000   234 ms   168 MB     9.4 MB
//
// About linear in n: every one of the n findings names 5 conditionals and says how many more
// decide. Of the time at n = 8,000: the dependence analysis 37 %, the collective analysis
// 23 %, writing the text 25 % (the paths of the temporary directory make it longer than
// `parcoach check` prints).
func BenchmarkElseIfChain(b *testing.B) {
	for _, n := range []int{500, 2000, 8000} {
		b.Run(fmt.Sprintf("branches=%d", n), func(b *testing.B) {
			m := irtest.Module(b, "clang", "chain.c", elseIfChain(n, "", func(int) string { return "MPI_Barrier(MPI_COMM_WORLD)" }))
			b.ResetTimer()
			var out bytes.Buffer
			for i := 0; i < b.N; i++ {
				prog := model.Build([]*llvmir.Module{m})
				ds, err := check.Run(prog, &check.Config{}, []*check.Analyzer{collective.Analyzer})
				if err != nil {
					b.Fatal(err)
				}
				out.Reset()
				if err := (&report.Report{Diagnostics: ds}).Write(&out, report.Text); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(out.Len())/1e6, "text-MB")
		})
	}
}
