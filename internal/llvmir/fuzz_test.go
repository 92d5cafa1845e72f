package llvmir

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse checks that Parse never panics, never loops, and that what it
// returns is self-consistent (spans inside Src, CFG edges inside the function,
// phi blocks parallel to operands), whatever the input.
//
//	go test -run '^$' -fuzz FuzzParse -fuzztime 2m ./internal/llvmir/
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.ll"))
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil {
			f.Add(src)
		}
	}
	for _, tc := range pitfalls {
		f.Add([]byte(tc.src))
	}
	f.Add([]byte(mdModule))
	for _, s := range []string{
		"", "define", "define void @f() {", "define void @f() {\n  br label %", "@g = global [2 x i32] [i32 1,",
		"!1 = !DILocation(line: 1, scope: !1)\ndefine void @f() {\n ret void, !dbg !1\n}\n",
		"define void @f() {\n  switch i32 0, label %a [\n    i32 1, label %a\n", "@x = global i32 0x", "@\"",
		"define void @f() {\n\"x\":\n  ret void\n}", "define void @f() {\n  %1 = phi i32 [ 0, %0 ], [\n}",
		"define void @f() { ret void } }", "@x = global { { { { { i32 } } } } } { { { { { i32 1 } } } } }",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse("fuzz.ll", src)
		if err != nil {
			if pe, ok := err.(*Error); !ok || pe.File != "fuzz.ll" || pe.Line < 0 || pe.Msg == "" {
				t.Fatalf("error %#v is not an *Error naming the file", err)
			}
			return
		}
		for _, p := range m.Problems {
			if p.Line < 1 || p.Col < 1 {
				t.Fatalf("bad problem position %v", p)
			}
		}
		for _, fn := range m.Funcs {
			if fn.Span.Start < 0 || int(fn.Span.End) > len(src) || fn.Span.Start > fn.Span.End {
				t.Fatalf("bad function span %v", fn.Span)
			}
			for i, b := range fn.Blocks {
				if b.Index != i || b.Parent != fn {
					t.Fatalf("bad block %q", b.Name)
				}
				for _, s := range b.Succs {
					if s == nil || s.Parent != fn {
						t.Fatalf("bad successor of %q", b.Name)
					}
				}
				for _, s := range b.Preds {
					if s == nil || s.Parent != fn {
						t.Fatalf("bad predecessor of %q", b.Name)
					}
				}
				for _, in := range b.Insts {
					if in.Span.Start < 0 || int(in.Span.End) > len(src) || in.Span.Start > in.Span.End || in.Block != b {
						t.Fatalf("bad instruction span %v", in.Span)
					}
					if len(in.PhiBlocks) > 0 && len(in.PhiBlocks) != len(in.Operands) {
						t.Fatalf("phi blocks not parallel: %d vs %d", len(in.PhiBlocks), len(in.Operands))
					}
					for _, o := range in.Operands {
						if o == nil {
							t.Fatal("nil operand")
						}
						o.Base()
					}
					in.CalledFunction()
					m.Location(int(in.Dbg))
				}
			}
			m.FuncLocation(fn)
		}
		for _, g := range m.Globals {
			g.String()
			if g.Init != nil {
				g.Init.Base()
			}
		}
	})
}
