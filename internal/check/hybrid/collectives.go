package hybrid

import (
	"fmt"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/model"
)

// runCollectives reports categories 1 and 2 of seed 000 Fig. 4.2 (Algorithms 4 and 7 over the
// language (S|PB*S)* of Fig. 4.4).
func runCollectives(pass *check.Pass) (any, error) {
	r := pass.ResultOf[Analyzer].(*Result)
	fd := newFound(pass)
	var order []*model.Event
	seen := map[*model.Event]bool{}
	note := func(e *model.Event) {
		if !seen[e] {
			seen[e] = true
			order = append(order, e)
		}
	}
	multi := map[*model.Event]*Item{}
	conc := map[*model.Event][]Partner{}
	concItem := map[*model.Event]*Item{}
	for _, root := range r.Roots {
		inOrder := r.serializedInOrder(root)
		for _, it := range root.Items {
			e := it.Call
			if !e.IsCollective() {
				continue
			}
			info := r.Info[it]
			if inOrder[it] {
				continue // several threads, one at a time, in an order that cannot matter
			}
			if !info.State.Mono() {
				if multi[e] == nil {
					multi[e] = it
					note(e)
				}
				continue
			}
			for _, q := range info.Partners {
				o := q.Item
				if !o.Call.IsCollective() || !r.Info[o].State.Mono() || it.Comm.DistinctFrom(o.Comm) || !inRegion(o, q.P) {
					continue
				}
				if concItem[e] == nil {
					concItem[e] = it
				}
				if concItem[e] == it {
					conc[e] = append(conc[e], q)
				}
				note(e)
			}
		}
	}
	sortedEvents(order)
	for _, e := range order {
		p := at(e)
		if it := multi[e]; it != nil {
			info := r.Info[it]
			msg := fmt.Sprintf("%s may be called by several threads of a process at once: it is called %s (parallelism word %s is not monothreaded)",
				r.name(e), r.context(it.Word, info.State, p), it.Word)
			fd.add(MultithreadedID, diag.Warning, p, msg, r.notes(it, p))
		}
		qs := conc[e]
		if len(qs) == 0 {
			continue
		}
		it := concItem[e]
		var msg string
		var notes []diag.Note
		for i, q := range qs {
			o := q.Item
			if i == 0 {
				comm := ""
				if it.Comm.Kind == model.CommConst || it.Comm.Kind == model.CommVar {
					comm = " on " + it.Comm.String()
				}
				if q.Self {
					msg = fmt.Sprintf("%s may be called by two threads of a process at the same time: %s; the order of collectives%s may differ between processes",
						r.fullName(e), r.concurrencyWhy(it, &q, p), comm)
				} else {
					msg = fmt.Sprintf("%s and %s may be called at the same time by two threads of a process (%s): the order of collectives%s may differ between processes",
						r.fullName(e), r.fullName(o.Call), r.concurrencyWhy(it, &q, p), comm)
				}
				notes = append(notes, r.notes(it, p)...)
			}
			if !q.Self {
				notes = diag.AppendNotes(notes, diag.Note{Pos: at(o.Call), Message: r.name(o.Call) + " " + r.regionOf(o, q.P, at(o.Call)) + " may run at the same time"})
			}
		}
		fd.add(ConcurrentID, diag.Warning, p, msg, notes)
	}
	fd.flush()
	return nil, nil
}

// inRegion reports whether an item runs in a monothreaded region after index p of its word
// (not by every thread of a team).
func inRegion(it *Item, p int) bool {
	i := next(it.Word, p)
	return i < len(it.Word) && it.Word[i].Kind != P
}
