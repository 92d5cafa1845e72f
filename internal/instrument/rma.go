package instrument

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/check/rma"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// The MPI-RMA runtime check (issue 17). The loads and stores the static RMA analysis reported
// as possibly racing with a one-sided operation (rma-local-race, rma-target-race: the finding's
// position is the access) get a call to parcoach_rt_check_rma before them, with the address,
// the number of bytes and whether they write. The runtime library passes it to the monitor
// linked into the program (internal/monitor, c/pcm_rma.c), which checks it against the local
// buffers of the one-sided operations still in progress and, for this process's window memory,
// records it for the comparison with the other processes' operations at the window's next
// fence or MPI_Win_free. Only the accesses the static pass left open are instrumented.

// fnRMA is the runtime entry: parcoach_rt_check_rma(table, site, addr, size, write). Its name
// starts with fnCheck, so that partsCalledBy links the MPI part of the runtime library.
const fnRMA = "parcoach_rt_check_rma"

// RMAFindings keeps the diagnostics of the RMA analysis among ds whose positions are accesses
// to check at run time: the races, and for an MPI_MODE_NOSTORE assertion found false, the
// store its note names (as a diagnostic of its own at that position), which the monitor
// then sees before the fence (pcm_rma_fence_nostore).
func RMAFindings(ds []*diag.Diagnostic) []*diag.Diagnostic {
	var out []*diag.Diagnostic
	for _, d := range ds {
		switch {
		case d == nil:
		case d.Check == rma.LocalRaceID || d.Check == rma.TargetRaceID:
			out = append(out, d)
		case d.Check == rma.AssertID:
			for _, n := range d.Notes {
				if n.Message == rma.NoStoreNote {
					out = append(out, &diag.Diagnostic{Check: d.Check, Pos: n.Pos, Message: n.Message})
				}
			}
		}
	}
	return out
}

type rmaKey struct {
	file      string
	line, col int
}

// rmaAccesses instruments the loads, stores and memory intrinsics of module r.mod at the
// positions of findings.
func (r *rewriter) rmaAccesses(findings []*diag.Diagnostic) {
	if len(findings) == 0 {
		return
	}
	at := map[rmaKey]bool{}
	for _, d := range findings {
		if d.Pos.Line > 0 {
			at[rmaKey{filepath.Base(d.Pos.File), d.Pos.Line, d.Pos.Col}] = true
		}
	}
	for _, f := range r.prog.Funcs {
		if f.Module != r.mod || f.IR == nil || f.IR.Decl {
			continue
		}
		n := 0
		for _, b := range f.Blocks {
			for _, in := range b.IR.Insts {
				if in.Dbg < 0 || (in.Op != "load" && in.Op != "store" && in.Op != "call") {
					continue
				}
				p := f.InstPos(in)
				if !at[rmaKey{filepath.Base(p.File), p.Line, p.Col}] {
					continue
				}
				accs := rmaAccessOf(in)
				for _, a := range accs {
					what := "load"
					if a.write {
						what = "store"
					}
					idx := r.addSite(Site{Kind: 'M', What: what, Pos: p, Func: f.Name})
					addr, pre := r.rmaPointer(a.ptr)
					w := "0"
					if a.write {
						w = "1"
					}
					r.call(in, fnRMA, []string{r.tableRef(), "i32 " + strconv.Itoa(idx), r.ptrT() + " " + addr, "i64 " + a.size, "i32 " + w}, pre)
					n++
				}
			}
		}
		if n > 0 {
			r.nfuncs++
		}
	}
}

type rmaAcc struct {
	ptr   *llvmir.Value
	size  string // an i64 constant or value
	write bool
}

// rmaAccessOf returns the memory accesses of instruction in: a load, a store, or a call of
// llvm.memcpy/memmove (the destination written, the source read) or llvm.memset.
func rmaAccessOf(in *llvmir.Inst) []rmaAcc {
	switch in.Op {
	case "load":
		if len(in.Operands) < 1 {
			return nil
		}
		if sz := typeSize(in.Type); sz > 0 {
			return []rmaAcc{{in.Operands[0], strconv.Itoa(sz), false}}
		}
	case "store":
		if len(in.Operands) < 2 {
			return nil
		}
		if sz := typeSize(in.Operands[0].Type); sz > 0 {
			return []rmaAcc{{in.Operands[1], strconv.Itoa(sz), true}}
		}
	case "call":
		if in.Callee == nil || len(in.Args) < 3 {
			return nil
		}
		name := in.Callee.Name
		size := in.Args[2]
		if !strings.HasPrefix(size.Type, "i") {
			return nil
		}
		sz := size.Text
		if size.Type != "i64" {
			if size.Kind != llvmir.ValInt {
				return nil
			}
			sz = strconv.FormatInt(size.Int, 10)
		}
		switch {
		case strings.HasPrefix(name, "llvm.memcpy"), strings.HasPrefix(name, "llvm.memmove"):
			return []rmaAcc{{in.Args[0], sz, true}, {in.Args[1], sz, false}}
		case strings.HasPrefix(name, "llvm.memset"):
			return []rmaAcc{{in.Args[0], sz, true}}
		}
	}
	return nil
}

// typeSize is the size in bytes of a first-class IR type, 0 when unknown.
func typeSize(t string) int {
	switch t {
	case "ptr", "double", "i64":
		return 8
	case "float", "i32":
		return 4
	case "i16", "half", "bfloat":
		return 2
	case "i8", "i1":
		return 1
	case "x86_fp80", "fp128", "i128":
		return 16
	}
	if strings.HasSuffix(t, "*") {
		return 8
	}
	if strings.HasPrefix(t, "i") {
		if n, err := strconv.Atoi(t[1:]); err == nil && n > 0 {
			return (n + 7) / 8
		}
	}
	return 0
}

// rmaPointer returns the access's address as a value of type r.ptrT(), with the bitcast that
// makes it one under typed pointers.
func (r *rewriter) rmaPointer(v *llvmir.Value) (string, string) {
	if r.opaque || v.Type == "i8*" {
		return v.Text, ""
	}
	r.nreload++
	name := "%__parcoach_rma" + strconv.Itoa(r.nreload)
	return name, fmt.Sprintf("%s = bitcast %s %s to i8*", name, v.Type, v.Text)
}
