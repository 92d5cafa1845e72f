package handles

import "testing"

// seqs builds two ranks' sequences whose receives already know the send they match.
func TestDeadlockFindsWaitCycles(t *testing.T) {
	send := func(r int, sync bool) *msg { return &msg{send: true, rank: r, sync: sync, blocking: sync} }
	recv := func(r int, m *msg) *msg { return &msg{rank: r, blocking: true, match: m} }

	// Both ranks receive first: a cycle.
	s0, s1 := send(0, false), send(1, false)
	stuck := deadlock([][]*msg{{recv(0, s1), s0}, {recv(1, s0), s1}})
	if len(stuck) != 2 {
		t.Fatalf("receive-receive cycle: stuck = %d calls, want 2", len(stuck))
	}

	// Rank 1 sends first (buffered): both finish.
	s0, s1 = send(0, false), send(1, false)
	if stuck := deadlock([][]*msg{{recv(0, s1), s0}, {s1, recv(1, s0)}}); len(stuck) != 0 {
		t.Fatalf("ordered exchange: %d calls stuck, want none", len(stuck))
	}

	// Two synchronous sends facing each other: a cycle; two buffered sends: none.
	s0, s1 = send(0, true), send(1, true)
	r0, r1 := recv(0, s1), recv(1, s0)
	if stuck := deadlock([][]*msg{{s0, r0}, {s1, r1}}); len(stuck) != 2 {
		t.Fatalf("ssend-ssend: stuck = %d, want 2", len(stuck))
	}
	s0, s1 = send(0, false), send(1, false)
	r0, r1 = recv(0, s1), recv(1, s0)
	if stuck := deadlock([][]*msg{{s0, r0}, {s1, r1}}); len(stuck) != 0 {
		t.Fatalf("send-send (buffered): stuck = %d, want 0", len(stuck))
	}

	// A synchronous send whose receive is posted: it completes.
	s0 = send(0, true)
	r1 = recv(1, s0)
	if stuck := deadlock([][]*msg{{s0}, {r1}}); len(stuck) != 0 {
		t.Fatalf("ssend to a waiting receive: stuck = %d, want 0", len(stuck))
	}
}
