package collargs

import (
	"fmt"
	"strings"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/dependence"
	"github.com/parcoach/parcoach/internal/check/handles"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// A process's own block (MPI-4.0 §6.5-6.8). In MPI_Allgather and MPI_Alltoall on an
// intracommunicator every process sends a block to itself; in MPI_Gather and MPI_Scatter the
// root does. The type signature of that send, sendcount × sendtype, must then equal that of
// the receive, recvcount × recvtype, in the same call:
//
//	MPI_Scatter(all, 2, MPI_INT, &mine, 1, MPI_INT, 0, MPI_COMM_WORLD);   /* 2 ints into 1 */
//
// Read only on MPI_COMM_WORLD (an intracommunicator), with predefined datatypes and counts the
// handles flow knows; for the rooted ones only where every process, the root included, runs
// the call with the same counts and datatypes (handles.RootRuns). Signatures are compared as MPI matches
// them, but leniently: the same datatype with other counts, or datatypes whose bytes differ
// in total, or that describe other kinds of values (integers and floating-point numbers).
// Datatypes of one kind and size under two names (MPI_INT, MPI_INT32_T; signedness, which
// the IR does not keep) and the byte-like ones (MPI_BYTE, MPI_PACKED, the chars that carry
// other values as bytes) are let through when the totals agree.

// ownBlock lists the families whose calling process (or root) sends a block to itself, and
// whether only the root does.
var ownBlock = map[string]bool{
	"MPI_Allgather": false, "MPI_Alltoall": false, "MPI_Gather": true, "MPI_Scatter": true,
}

// signatureMismatch reports a call whose own block is sent and received with different type
// signatures, on every path or on the paths that assign one of the counts.
func signatureMismatch(pass *check.Pass, dep *dependence.Result, hres *handles.Result, e *model.Event) {
	rooted, ok := ownBlock[e.MPI.Family()]
	if !ok || e.Comm().Kind != model.CommConst || e.Comm().String() != "MPI_COMM_WORLD" {
		return
	}
	idx := e.ArgIndex()
	if idx.Count < 0 || idx.Datatype < 0 || idx.RecvCount < 0 || idx.RecvDatatype < 0 ||
		inPlace(e, idx.Buffer) || inPlace(e, idx.RecvBuffer) {
		return
	}
	known := func(name string, i int) ([]value, bool) {
		return knownArg(hres, e, arg{name, func(mpi.Args) int { return i }})
	}
	scs, ok1 := known(countArg.name, idx.Count)
	rcs, ok2 := known(countArg.name, idx.RecvCount)
	sts, ok3 := known(typeArg.name, idx.Datatype)
	rts, ok4 := known(typeArg.name, idx.RecvDatatype)
	if !ok1 || !ok2 || !ok3 || !ok4 || len(sts) != 1 || len(rts) != 1 || len(scs) > 1 && len(rcs) > 1 {
		return // two sets of counts may be chosen together
	}
	st, rt := typeName(sts[0]), typeName(rts[0])
	sb, okS := mpi.PredefinedBasicType(st)
	rb, okR := mpi.PredefinedBasicType(rt)
	if !okS || !okR {
		return
	}
	if rooted && !handles.RootRuns(dep, e, idx.Count, idx.Datatype, idx.RecvCount, idx.RecvDatatype) {
		return
	}
	var bad []value // the values of the set that mismatch
	set := scs
	if len(rcs) > 1 {
		set = rcs
	}
	for _, v := range set {
		sc, rc := scs[0], rcs[0]
		if len(scs) > 1 {
			sc = v
		} else if len(rcs) > 1 {
			rc = v
		}
		n, okN := count(sc)
		m, okM := count(rc)
		if !okN || !okM || n < 0 || m < 0 {
			return // invalid counts: mpi-invalid-argument's
		}
		if differ(st, n, sb, rt, m, rb) {
			bad = append(bad, v)
		}
	}
	if len(bad) == 0 {
		return
	}
	who := "every process sends itself"
	if rooted {
		who = "the root sends itself"
	}
	send := fmt.Sprintf("%s × %s", scs[0].text, st)
	recv := fmt.Sprintf("%s × %s", rcs[0].text, rt)
	where := ""
	var notes []diag.Note
	if len(set) > 1 {
		texts := make([]string, len(bad))
		for i, v := range bad {
			texts[i] = v.text
			if v.at != nil {
				notes = append(notes, diag.Note{Pos: e.Fn().InstPos(v.at), Message: fmt.Sprintf("count %s is assigned here", v.text)})
			}
		}
		if len(scs) > 1 {
			send = fmt.Sprintf("%s × %s", strings.Join(texts, " or "), st)
		} else {
			recv = fmt.Sprintf("%s × %s", strings.Join(texts, " or "), rt)
		}
		where = " (on the paths where the count is assigned before the call)"
	}
	pass.Report(&diag.Diagnostic{Check: ID, Severity: diag.Warning, Pos: e.Pos,
		Message: fmt.Sprintf("%s: %s a block of %s but receives it as %s: the type signatures of the send and its receive differ%s", e.MPI.Name, who, send, recv, where),
		Notes:   notes})
}

// typeName is the predefined datatype a value names ("" for none).
func typeName(v value) string {
	if strings.HasPrefix(v.text, "MPI_") {
		return v.text
	}
	return ""
}

// count is the number a count value holds.
func count(v value) (int64, bool) {
	var n int64
	_, err := fmt.Sscan(v.text, &n)
	return n, err == nil
}

// differ reports whether n × s and m × r are type signatures MPI cannot match (see above).
func differ(s string, n int64, sb mpi.BasicType, r string, m int64, rb mpi.BasicType) bool {
	if s == r {
		return n != m
	}
	if n*sb.Size != m*rb.Size {
		return true
	}
	byteLike := sb.Kind == mpi.IntegerValue && sb.Size == 1 || rb.Kind == mpi.IntegerValue && rb.Size == 1
	return !byteLike && sb.Kind != rb.Kind && n > 0
}
