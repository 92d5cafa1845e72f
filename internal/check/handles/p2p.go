package handles

import (
	"fmt"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpi"
)

// maxMatchRanks bounds the launch sizes the point-to-point matching specialises the program
// for.
const maxMatchRanks = 16

// msg is one send or receive of a rank's sequence, with its constant arguments.
type msg struct {
	ev        *model.Event
	send      bool
	probe     bool   // MPI_Probe: waits for a matching message but does not receive it
	label     string // the call as messages name it
	peer      int64  // destination or source
	tag       int64  // MPI_ANY_TAG for a receive that takes any
	dtype     string // the key of the datatype value
	dtypeName string // its name for messages ("" for a derived type)
	count     int64
	comm      string
	matched   bool
	rank      int
	blocking  bool // waits in the call: MPI_Recv, MPI_Probe, MPI_Ssend (MPI_Send is taken to buffer)
	sync      bool // MPI_Ssend: completes only once the receive is posted
	match     *msg // receives and probes: the send they match
	done      bool // the simulation executed it
}

// p2pOf returns the sequence of point-to-point calls rank r executes in fn, in order, when
// the program is simple enough to say: main only, every send and receive executed on every
// path of the rank's specialised CFG (the branches decided by the rank constant), outside
// loops, with constant peers, tags, counts and predefined datatypes, on MPI_COMM_WORLD or a
// duplicate of it. ok is false otherwise.
func p2pOf(fn *model.Function, np, r int, forced map[int]int) (seq []*msg, ok bool) {
	fl := newFlow(fn, np)
	fl.rank = r
	fl.forced = forced
	var evs []*model.Event
	giveUp := false
	type vals struct{ peer, tag, dtype, count, comm vset }
	got := map[*model.Event]vals{}
	inits := map[int]vals{} // persistent sends and receives, by site: their arguments
	baseOf := map[*model.Event]string{}
	label := map[*model.Event]string{}
	fl.visit = func(e *model.Event, s *state) {
		f := e.MPI
		switch f.Kind {
		case mpi.PointToPoint, mpi.NonblockingP2P, mpi.PersistentP2P:
		case mpi.Start:
			if f.Name != "MPI_Start" {
				giveUp = true
				return
			}
			r := fl.read(s, e.Inst.Args[0])
			if !r.known() || len(r.vals) != 1 || r.vals[0].kind != vHandle {
				giveUp = true
				return
			}
			st := fl.sites[r.vals[0].site]
			if st.ev.MPI.Kind == mpi.PersistentCollective {
				return
			}
			v, ok := inits[r.vals[0].site]
			if !ok || st.ev.MPI.Kind != mpi.PersistentP2P {
				giveUp = true
				return
			}
			got[e] = v
			baseOf[e] = st.ev.MPI.Base
			label[e] = fmt.Sprintf("MPI_Start of %s (line %d)", st.ev.MPI.Name, st.ev.Pos.Line)
			evs = append(evs, e)
			return
		default:
			return
		}
		base := f.Family()
		switch base {
		case "MPI_Send", "MPI_Ssend", "MPI_Bsend", "MPI_Rsend", "MPI_Recv":
		case "MPI_Probe":
			if f.Name != "MPI_Probe" {
				giveUp = true // MPI_Iprobe does not wait
				return
			}
		default:
			giveUp = true // sendrecv, matched receives, partitioned
			return
		}
		idx := e.ArgIndex()
		peer := idx.Target
		if base == "MPI_Recv" || base == "MPI_Probe" {
			peer = idx.Source
		}
		v := vals{fl.argValue(s, e, peer), fl.argValue(s, e, idx.Tag), fl.argValue(s, e, idx.Datatype),
			fl.argValue(s, e, idx.Count), fl.argValue(s, e, idx.Comm)}
		if base == "MPI_Probe" {
			v.dtype, v.count = single(val{kind: vConst}), single(val{kind: vConst})
		}
		if f.Kind == mpi.PersistentP2P {
			if si, ok := fl.siteOf[e.Inst]; ok {
				inits[si] = v
			}
			return
		}
		got[e] = v
		baseOf[e] = base
		label[e] = f.Name
		evs = append(evs, e)
	}
	fl.run()
	if giveUp || !fl.converged {
		return nil, false
	}
	for _, e := range evs {
		b := e.Block.Index
		if fn.Loops().Of[b] != nil || !fl.mustExecute(b) {
			return nil, false
		}
		v := got[e]
		one := func(s vset) (val, bool) {
			if !s.known() || len(s.vals) != 1 {
				return val{}, false
			}
			return s.vals[0], true
		}
		peer, ok1 := one(v.peer)
		tag, ok2 := one(v.tag)
		dt, ok3 := one(v.dtype)
		cnt, ok4 := one(v.count)
		if !ok1 || !ok2 || !ok3 || !ok4 || peer.kind != vConst || tag.kind != vConst || cnt.kind != vConst {
			return nil, false
		}
		comm := fl.matchComm(v.comm)
		if comm == "" {
			return nil, false
		}
		base := baseOf[e]
		nonblocking := e.MPI.Kind == mpi.NonblockingP2P || e.MPI.Kind == mpi.Start
		m := &msg{ev: e, send: base != "MPI_Recv" && base != "MPI_Probe", probe: base == "MPI_Probe",
			blocking: !nonblocking && (base == "MPI_Recv" || base == "MPI_Probe" || base == "MPI_Ssend"),
			sync:     !nonblocking && base == "MPI_Ssend",
			label:    label[e], peer: peer.n, tag: tag.n, dtype: dt.key(),
			dtypeName: dt.handleName(), count: cnt.n, comm: comm, rank: r}
		if m.peer == mpi.MPICH.AnySource || m.peer < 0 && m.peer != mpi.MPICH.ProcNull || m.peer >= int64(np) {
			return nil, false // a message race or an invalid rank: not this check's
		}
		if m.peer == mpi.MPICH.ProcNull {
			continue
		}
		seq = append(seq, m)
	}
	return seq, true
}

// matchComm is the identity of a communicator whose ranks are those of MPI_COMM_WORLD: the
// predefined one, or a duplicate of it made at a site of main (the same object on every rank).
func (fl *flow) matchComm(v vset) string {
	if !v.known() || len(v.vals) != 1 {
		return ""
	}
	x := v.vals[0]
	if x.handleName() == "MPI_COMM_WORLD" {
		return "MPI_COMM_WORLD"
	}
	if x.kind == vHandle {
		st := fl.sites[x.site]
		switch st.ev.MPI.Name {
		case "MPI_Comm_dup", "MPI_Comm_dup_with_info":
			if st.sameAs == "MPI_COMM_WORLD" {
				return fmt.Sprintf("dup@%p", st.ev.Inst)
			}
		}
	}
	return ""
}

// mustExecute: every path of the specialised CFG from the entry to a return meets block b.
func (fl *flow) mustExecute(b int) bool {
	if b == 0 {
		return true
	}
	seen := map[int]bool{0: true}
	work := []int{0}
	for len(work) > 0 {
		u := work[len(work)-1]
		work = work[:len(work)-1]
		if t := fl.fn.Terminator(u); t != nil && t.Op == "ret" && fl.fn.Blocks[u].NoReturn == nil {
			return false
		}
		for _, s := range fl.fn.CFG.Succ[u] {
			if s == b || seen[s] || !fl.feasible(u, s) {
				continue
			}
			seen[s] = true
			work = append(work, s)
		}
	}
	return true
}

func (fl *flow) feasible(p, s int) bool {
	return fl.out[p] != nil && fl.out[p].reach && fl.edge(fl.out[p], p, s).reach
}

// p2pMismatches matches the sends and receives of the ranks 0..np-1 of main, each
// receive with the first unmatched send of the same communicator, source and a compatible
// tag, and reports receives no send matches (they block forever), sends no receive matches,
// and matched pairs whose datatypes differ or whose receive is too short.
func p2pMismatches(fn *model.Function, np int, forced map[int]int) []*diag.Diagnostic {
	if np < 2 || np > maxMatchRanks {
		return nil
	}
	seqs := make([][]*msg, np)
	for r := 0; r < np; r++ {
		s, ok := p2pOf(fn, np, r, forced)
		if !ok {
			return nil
		}
		seqs[r] = s
	}
	var out []*diag.Diagnostic
	type key struct {
		ev   *llvmir.Inst
		what string
	}
	reported := map[key][]int{}
	var order []key
	note := func(k key, r int) {
		if _, ok := reported[k]; !ok {
			order = append(order, k)
		}
		reported[k] = append(reported[k], r)
	}
	byInst := map[*llvmir.Inst]*msg{}
	for r := 0; r < np; r++ {
		for _, m := range seqs[r] {
			byInst[m.ev.Inst] = m
		}
	}
	partner := map[key]*msg{}
	recvOf := map[key]*msg{}
	for d := 0; d < np; d++ {
		for _, rv := range seqs[d] {
			if rv.send {
				continue
			}
			var match *msg
			for _, sd := range seqs[rv.peer] {
				if sd.send && !sd.matched && sd.peer == int64(d) && sd.comm == rv.comm && (rv.tag == mpi.MPICH.AnyTag || rv.tag == sd.tag) {
					match = sd
					break
				}
			}
			if match == nil {
				note(key{rv.ev.Inst, "recv"}, d)
				continue
			}
			rv.match = match
			if rv.probe {
				continue // the message stays for the receive that follows
			}
			match.matched, rv.matched = true, true
			if match.dtypeName != "" && rv.dtypeName != "" && match.dtypeName != rv.dtypeName &&
				match.dtypeName != "MPI_BYTE" && rv.dtypeName != "MPI_BYTE" && match.dtypeName != "MPI_PACKED" && rv.dtypeName != "MPI_PACKED" {
				k := key{rv.ev.Inst, "type"}
				note(k, d)
				partner[k] = match
				recvOf[k] = rv
			} else if match.dtype == rv.dtype && rv.count < match.count {
				k := key{rv.ev.Inst, "short"}
				note(k, d)
				partner[k] = match
			}
		}
	}
	for r := 0; r < np; r++ {
		for _, sd := range seqs[r] {
			if sd.send && !sd.matched {
				note(key{sd.ev.Inst, "send"}, r)
			}
		}
	}
	if len(order) == 0 {
		for _, m := range deadlock(seqs) {
			note(key{m.ev.Inst, "stuck"}, m.rank)
		}
	}
	for _, k := range order {
		m := byInst[k.ev]
		e := m.ev
		ranks := rankList(reported[k])
		var d *diag.Diagnostic
		switch k.what {
		case "recv":
			d = &diag.Diagnostic{Check: P2PID, Severity: diag.Error, Pos: e.Pos,
				Message: fmt.Sprintf("%s on %s is matched by no send: it waits forever", m.label, ranks)}
		case "send":
			d = &diag.Diagnostic{Check: P2PID, Severity: diag.Error, Pos: e.Pos,
				Message: fmt.Sprintf("%s on %s is matched by no receive: the message is never received (a synchronous or large send waits forever)", m.label, ranks)}
		case "type":
			p := partner[k]
			d = &diag.Diagnostic{Check: P2PID, Severity: diag.Error, Pos: e.Pos,
				Message: fmt.Sprintf("%s on %s receives %s, but the send it matches sends %s: the type signatures differ", m.label, ranks, recvOf[k].dtypeName, p.dtypeName),
				Notes:   []diag.Note{{Pos: p.ev.Pos, Message: fmt.Sprintf("the matching %s sends %s", p.label, p.dtypeName)}}}
		case "stuck":
			d = &diag.Diagnostic{Check: P2PID, Severity: diag.Error, Pos: e.Pos,
				Message: fmt.Sprintf("%s on %s waits for a call another rank makes only after a blocking call of its own: the ranks wait for each other (deadlock)", m.label, ranks)}
			if m.match != nil {
				d.Notes = append(d.Notes, diag.Note{Pos: m.match.ev.Pos, Message: fmt.Sprintf("the %s it waits for, on rank %d", m.match.label, m.match.rank)})
			}
		case "short":
			p := partner[k]
			d = &diag.Diagnostic{Check: P2PID, Severity: diag.Error, Pos: e.Pos,
				Message: fmt.Sprintf("%s on %s receives fewer elements than the send it matches sends: the message is truncated (MPI_ERR_TRUNCATE)", m.label, ranks),
				Notes:   []diag.Note{{Pos: p.ev.Pos, Message: fmt.Sprintf("the matching %s sends %d", p.label, p.count)}}}
		}
		out = append(out, d)
	}
	return out
}

func rankList(rs []int) string {
	if len(rs) == 1 {
		return fmt.Sprintf("rank %d", rs[0])
	}
	s := "ranks"
	for i, r := range rs {
		if i > 0 {
			s += ","
		}
		s += fmt.Sprintf(" %d", r)
	}
	return s
}

// deadlock executes the matched sequences: a send that buffers (MPI_Send, MPI_Bsend,
// nonblocking ones) and a nonblocking receive never wait; a receive or probe waits until the
// send it matches has been executed, a synchronous send until its receive is posted. It
// returns the calls the ranks are stuck in when no rank can go on before all are done.
func deadlock(seqs [][]*msg) []*msg {
	recvOf := map[*msg]*msg{}
	for _, seq := range seqs {
		for _, m := range seq {
			if !m.send && !m.probe && m.match != nil {
				recvOf[m.match] = m
			}
		}
	}
	pos := make([]int, len(seqs))
	for progress := true; progress; {
		progress = false
		for r, seq := range seqs {
			for pos[r] < len(seq) {
				m := seq[pos[r]]
				ok := true
				switch {
				case m.send && m.sync:
					rv := recvOf[m]
					ok = rv != nil && (rv.done || seqs[rv.rank][pos[rv.rank]] == rv)
				case !m.send && m.blocking:
					ok = m.match != nil && m.match.done
				}
				if !ok {
					break
				}
				m.done = true
				pos[r]++
				progress = true
			}
		}
	}
	var stuck []*msg
	for r, seq := range seqs {
		if pos[r] < len(seq) {
			stuck = append(stuck, seq[pos[r]])
		}
	}
	return stuck
}

// Launch sizes tried without --np.
const guessMin, guessMax = 2, 8

// p2pEverySize is the point-to-point matching without --np: the findings that hold on every
// launch of 2 to 8 processes, at the same call (a program written for 4 processes that
// rank 3 sends to is silent: on 2 processes its receive on rank 0 is unmatched, on 4 it is
// not). The diagnostics are those of 2 processes, which say so.
func p2pEverySize(fn *model.Function, forced map[int]int) []*diag.Diagnostic {
	var first []*diag.Diagnostic
	seen := map[string]int{}
	for n := guessMin; n <= guessMax; n++ {
		ds := p2pMismatches(fn, n, forced)
		if len(ds) == 0 {
			return nil
		}
		if n == guessMin {
			first = ds
		}
		at := map[string]bool{}
		for _, d := range ds {
			at[d.Pos.String()] = true
		}
		for k := range at {
			seen[k]++
		}
	}
	var out []*diag.Diagnostic
	for _, d := range first {
		if seen[d.Pos.String()] == guessMax-guessMin+1 {
			d.Message += fmt.Sprintf(" (on every launch of %d to %d processes; --np N checks one)", guessMin, guessMax)
			out = append(out, d)
		}
	}
	return out
}
