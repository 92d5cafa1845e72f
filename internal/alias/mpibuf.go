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
