package rma

import (
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/model"
)

// One-sided operations of OpenMP regions, seen by the other processes (issue 17).
//
// A region that opens and closes its own epochs (lock, Put, unlock in one section) has no
// summary of operations left in progress, but its operations still reach the target process
// while the other threads of the team go on: in
//
//	#pragma omp sections
//	{ #pragma omp section { lock; MPI_Put(..., 1, ...); unlock; }
//	  #pragma omp section { MPI_Barrier(comm); } }
//
// the Put may arrive after rank 1 has left its barrier. Each region records its operations on
// a window its caller passes (the captured handle), with the phases they are live in relative
// to the region's entry and the messages that order them; the fork call turns them into
// operations of the caller, compared by cross with the window accesses of the other processes.

// regionOp is an operation of a region on the window whose handle its parameter param points
// to (at offset off).
type regionOp struct {
	o     op
	param int
	off   int64
	rec   opRec
}

// exportRegionOps records the operations of an outlined region for its callers.
func (x *fn) exportRegionOps() {
	if !x.f.Outlined() || x.f.IsMain() {
		return
	}
	var out []regionOp
	for i, o := range x.ops {
		r := x.recs[i]
		if !r.seen || r.pscw || r.live == 0 || r.live&phaseUnknown != 0 || !o.target.konst || o.it.ev == nil || o.it.ev.Kind != model.MPICall {
			continue
		}
		p, off, ok := paramKey(o.win)
		if !ok {
			continue
		}
		r.released = konstValues(r.released)
		r.acquired = konstValues(r.acquired)
		out = append(out, regionOp{o: *o, param: p, off: off, rec: r})
	}
	out = append(out, x.rops...)
	if len(out) > 0 && len(out) <= 64 {
		x.a.rops[x.f] = out
	}
}

// paramKey reads a window key "paramN+OFF".
func paramKey(k string) (int, int64, bool) {
	if !strings.HasPrefix(k, "param") {
		return 0, 0, false
	}
	rest := strings.TrimPrefix(k, "param")
	plus := strings.IndexByte(rest, '+')
	if plus < 0 {
		return 0, 0, false
	}
	p, err1 := strconv.Atoi(rest[:plus])
	off, err2 := strconv.ParseInt(rest[plus+1:], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, 0, false
	}
	return p, off, true
}

func konstValues(vs []value) []value {
	var out []value
	for _, v := range vs {
		if v.konst {
			out = append(out, v)
		}
	}
	return out
}

// importRegionOps turns the operations of a called region into operations of this function,
// issued at the call (last pass).
func (x *fn) importRegionOps(it *item, st *state) {
	if !x.rep || it.ev == nil || it.ev.Callee == nil {
		return
	}
	for _, ro := range x.a.rops[it.ev.Callee] {
		arg := argFor(it.ev, ro.param)
		if arg == nil {
			continue
		}
		l := x.al.Pointer(arg)
		if l.Obj == nil || !l.Exact {
			continue
		}
		l.Off += ro.off
		live := shiftPhases(st.phase, ro.rec.live)
		if live&phaseUnknown != 0 {
			continue
		}
		if p, ok := x.paramOf(l); ok && x.f.Outlined() {
			q := ro
			q.param, q.off, q.rec.live = p, l.Off, live
			x.rops = append(x.rops, q)
			continue
		}
		w := l.Key()
		if _, ok := x.winIx[w]; !ok {
			continue // not a window of this function
		}
		pseudo := &item{kind: kComm, inst: it.inst, ev: it.ev, pos: it.pos, block: it.block, via: it.via, op: -1, count: -1, win: w}
		o := ro.o
		o.it, o.win, o.bufs = pseudo, w, nil
		rec := ro.rec
		rec.live = live
		x.ops = append(x.ops, &o)
		x.recs = append(x.recs, rec)
	}
}
