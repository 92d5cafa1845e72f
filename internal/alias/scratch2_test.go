package alias

import (
	"fmt"
	"os"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

func TestScratch2(t *testing.T) {
	path := os.Getenv("LL")
	if path == "" {
		t.Skip()
	}
	src, _ := os.ReadFile(path)
	m, _ := llvmir.Parse(path, src)
	p := model.Build([]*llvmir.Module{m})
	for _, f := range p.Funcs {
		a := New(f)
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if in.Op == "store" {
					l := a.Pointer(in.Operands[1])
					fmt.Println(f.Name, "store", in.Operands[1].Text, l, l.Obj != nil && l.Obj.Escapes(), l.Obj)
				}
			}
		}
	}
}
