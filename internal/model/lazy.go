package model

import (
	"sync"
	"sync/atomic"
)

// lazy is a fact computed on first use and then shared, safe for analyses running at once
// (parcoach check -j runs independent analyses concurrently over one model). Unlike
// sync.Once, a computation that panics (a parcoach bug on unforeseen IR) leaves the fact
// unset, so the next use computes it again, as the plain `if x == nil` caches did.
type lazy[T any] struct {
	done atomic.Bool
	mu   sync.Mutex
	v    T
}

// get returns the fact, computing it with compute the first time.
func (l *lazy[T]) get(compute func() T) T {
	if l.done.Load() {
		return l.v
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.done.Load() {
		l.v = compute()
		l.done.Store(true)
	}
	return l.v
}
