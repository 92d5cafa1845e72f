package alias

import (
	"strings"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// Buffer is a memory area an MPI call reads or writes: a send or receive buffer, the origin
// or result buffer of a one-sided operation.
type Buffer struct {
	Loc    Loc
	Size   int64  // bytes, -1 when unknown (a count or datatype the IR does not give)
	Extent Extent // when Size is unknown: the size as an affine function of one variable
	Write  bool   // the operation writes it (receive, MPI_Get origin, result buffers)
	Role   string
	// Area is the buffer as the IR gives it (pointer, count and element size), for
	// AreasDisjoint; its Ptr is nil when the buffer was translated from a callee.
	Area Area
}

// DatatypeSize returns the size in bytes of a predefined datatype handle given as a
// constant: mpich encodes the size of its builtin datatypes in the handle (0x4c00SS..).
func DatatypeSize(v *llvmir.Value) int64 {
	if v == nil || v.Kind != llvmir.ValInt {
		return -1
	}
	h := v.Int
	if h&0xff000000 != 0x4c000000 {
		return -1
	}
	if s := (h >> 8) & 0xff; s > 0 {
		return s
	}
	return -1
}

// IsSentinel reports whether a buffer argument is a sentinel rather than memory: a null
// pointer, MPI_IN_PLACE / MPI_BOTTOM as an integer cast to a pointer (C), or a member of the
// common blocks mpif.h declares for them (Fortran).
func IsSentinel(v *llvmir.Value) bool {
	if v == nil {
		return true
	}
	switch v.Kind {
	case llvmir.ValNull, llvmir.ValUndef, llvmir.ValInt:
		return true
	case llvmir.ValConstExpr:
		if v.Expr() == "inttoptr" {
			return true
		}
	}
	if b := v.Base(); b != nil && b.Kind == llvmir.ValGlobal && strings.HasPrefix(b.Name, "mpifcmb") || b != nil && b.Kind == llvmir.ValGlobal && strings.HasPrefix(b.Name, "mpipriv") {
		return true
	}
	return false
}

// writesBuffer reports whether the buf argument of an MPI function is written by it.
func writesBuffer(mf *mpi.Func) bool {
	n := strings.ToLower(mf.Name)
	switch {
	case strings.Contains(n, "sendrecv_replace"):
		return true
	case strings.Contains(n, "sendrecv"):
		return false
	case strings.Contains(n, "recv"), strings.Contains(n, "bcast"), strings.Contains(n, "_read"):
		return true
	case mf.Name == "MPI_Get" || mf.Name == "MPI_Rget":
		return true
	}
	return false
}

// Buffers returns the buffers of an MPI call, with the part of memory each covers (count
// times the size of the datatype when both are constants).
func (a *Func) Buffers(e *model.Event) []Buffer {
	if e == nil || e.MPI == nil {
		return nil
	}
	mf := e.MPI
	args := e.ArgIndex()
	var out []Buffer
	add := func(bufIdx, countIdx, typeIdx int, write bool, role string) {
		if bufIdx < 0 || bufIdx >= len(e.Inst.Args) {
			return
		}
		v := e.Inst.Args[bufIdx]
		if IsSentinel(v) {
			return
		}
		size := int64(-1)
		var ext Extent
		area := Area{Size: -1}
		if countIdx >= 0 && typeIdx >= 0 {
			if ds := DatatypeSize(e.Arg(typeIdx)); ds > 0 {
				if c := e.Arg(countIdx); c != nil && c.Kind == llvmir.ValInt {
					size = c.Int * ds
				} else if e.Binding == mpi.C {
					ext = a.countExtent(c, ds)
					area.Count, area.Elem = c, ds
				}
			}
		}
		if e.Binding == mpi.C {
			area.Ptr, area.At, area.Size = v, e.Inst, size
			if countIdx >= 0 && typeIdx >= 0 && countIdx < len(e.Inst.Args) && typeIdx < len(e.Inst.Args) {
				area.Fwd = a.forwarded(v, e.Inst.Args[countIdx], e.Inst.Args[typeIdx])
			}
		}
		out = append(out, Buffer{Loc: a.Pointer(v), Size: size, Extent: ext, Write: write, Role: role, Area: area})
	}
	switch mf.Kind {
	case mpi.RMAComm:
		add(args.Buffer, args.Count, args.Datatype, writesBuffer(mf), "origin buffer")
		add(args.RecvBuffer, args.RecvCount, args.RecvDatatype, true, "result buffer")
		if args.CompareBuffer >= 0 {
			add(args.CompareBuffer, -1, -1, false, "compare buffer")
		}
		if mf.Name == "MPI_Fetch_and_op" || mf.Name == "MPI_Compare_and_swap" {
			// One element of the datatype each.
			for i := range out {
				if ds := DatatypeSize(e.Arg(args.Datatype)); ds > 0 {
					out[i].Size = ds
				}
			}
		}
		return out
	case mpi.Collective, mpi.NonblockingCollective, mpi.PersistentCollective, mpi.PointToPoint,
		mpi.NonblockingP2P, mpi.PersistentP2P:
	default:
		return nil
	}
	if mf.Sub == mpi.CommConstructor || mf.Sub == mpi.WinConstructor || mf.Sub == mpi.FileConstructor {
		return nil
	}
	write := writesBuffer(mf)
	role := "send buffer"
	if write {
		role = "receive buffer"
	}
	if args.Buffer >= 0 && args.RecvBuffer >= 0 {
		role = "send buffer"
	}
	rc := args.RecvCount
	if rc < 0 {
		rc = args.Count
	}
	rt := args.RecvDatatype
	if rt < 0 {
		rt = args.Datatype
	}
	sc := args.Count
	if mf.Collective || mf.Kind == mpi.NonblockingCollective || mf.Kind == mpi.PersistentCollective {
		// The count of a collective is per process for everything but the reductions and
		// the broadcast: the buffers' extents depend on the size of the communicator.
		switch mf.Base {
		case "MPI_Bcast", "MPI_Reduce", "MPI_Allreduce", "MPI_Scan", "MPI_Exscan", "MPI_Reduce_local":
		case "MPI_Gather", "MPI_Allgather", "MPI_Gatherv", "MPI_Allgatherv":
			rc = -1
		default:
			sc, rc = -1, -1
		}
	}
	out = out[:0]
	add(args.Buffer, sc, args.Datatype, write, role)
	add(args.RecvBuffer, rc, rt, true, "receive buffer")
	return out
}

// Forward says which parameters of the function an MPI call's buffer, count and datatype
// are: a wrapper (hypre_MPI_Isend) forwarding them unchanged. At a call of the wrapper the
// buffer is then the area the call's arguments give (AreaAtCall).
type Forward struct {
	Ptr, Count int
	Type       int   // -1: the datatype is a constant of the wrapper, of Elem bytes
	Elem       int64 // when Type is -1
}

// forwarded is the Forward of an MPI buffer v with count c and datatype t, nil when one of
// them is not a parameter (through the local variable it is kept in at -O0, and casts).
func (a *Func) forwarded(v, c, t *llvmir.Value) *Forward {
	fw := &Forward{Ptr: paramOf(a, v), Count: paramOf(a, stripCasts(a, c)), Type: -1}
	if fw.Ptr < 0 || fw.Count < 0 {
		return nil
	}
	if fw.Elem = DatatypeSize(t); fw.Elem <= 0 {
		if fw.Type = paramOf(a, stripCasts(a, t)); fw.Type < 0 {
			return nil
		}
	}
	return fw
}

// AreaAtCall is the area a call of a wrapper gives to the buffer the wrapper forwards (fw):
// the call's arguments, as if the MPI call were made there; no area (Ptr nil) when the
// element size is not a constant at the call.
func AreaAtCall(call *llvmir.Inst, fw *Forward) Area {
	n := len(call.Args)
	if fw == nil || fw.Ptr >= n || fw.Count >= n || fw.Type >= n {
		return Area{}
	}
	elem := fw.Elem
	if fw.Type >= 0 {
		elem = DatatypeSize(call.Args[fw.Type])
	}
	if elem <= 0 {
		return Area{}
	}
	ar := Area{Ptr: call.Args[fw.Ptr], At: call, Size: -1}
	if c := call.Args[fw.Count]; c.Kind == llvmir.ValInt {
		ar.Size = c.Int * elem
	} else {
		ar.Count, ar.Elem = c, elem
	}
	return ar
}
