package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"time"
)

// startProfiles writes Go profiles of the run for `go tool pprof` when the environment asks for
// them: PARCOACH_CPUPROFILE=file (CPU) and PARCOACH_MEMPROFILE=file (heap in use at the end,
// and allocations), PARCOACH_PEAKPROFILE=file (heap in use at the largest live heap of the run:
// sampled every few milliseconds, a collection forced when the heap grew by a tenth since the
// last profile). It returns the function that finishes them.
func startProfiles(stderr io.Writer) func() {
	var stops []func()
	if path := os.Getenv("PARCOACH_CPUPROFILE"); path != "" {
		f, err := os.Create(path)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(stderr, "parcoach: PARCOACH_CPUPROFILE:", err)
		} else {
			stops = append(stops, func() { pprof.StopCPUProfile(); f.Close() })
		}
	}
	if path := os.Getenv("PARCOACH_MEMPROFILE"); path != "" {
		runtime.MemProfileRate = 64 << 10
		stops = append(stops, func() {
			f, err := os.Create(path)
			if err == nil {
				err = pprof.Lookup("allocs").WriteTo(f, 0)
				f.Close()
			}
			if err != nil {
				fmt.Fprintln(stderr, "parcoach: PARCOACH_MEMPROFILE:", err)
			}
		})
	}
	if path := os.Getenv("PARCOACH_PEAKPROFILE"); path != "" {
		runtime.MemProfileRate = 64 << 10
		done := make(chan struct{})
		finished := make(chan struct{})
		go peakProfile(path, stderr, done, finished)
		stops = append(stops, func() { close(done); <-finished })
	}
	if os.Getenv("PARCOACH_MEMSTATS") != "" {
		// Allocation volume is exact here (a heap profile samples it), which a change of a
		// few percent needs to be measured (issue 18).
		stops = append(stops, func() {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			fmt.Fprintf(stderr, "parcoach: PARCOACH_MEMSTATS: allocated %d MB in %d objects, %d collections, GC CPU %.1f %%, heap at most %d MB (sys)\n",
				ms.TotalAlloc>>20, ms.Mallocs, ms.NumGC, 100*ms.GCCPUFraction, ms.HeapSys>>20)
		})
	}
	return func() {
		for _, s := range stops {
			s()
		}
	}
}

// peakProfile writes the heap profile to path each time the live heap (after a forced
// collection) is the largest seen, until done is closed.
func peakProfile(path string, stderr io.Writer, done, finished chan struct{}) {
	defer close(finished)
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	var next, peak uint64 = 8 << 20, 0
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return
		case <-tick.C:
		}
		metrics.Read(sample)
		if sample[0].Value.Uint64() < next {
			continue
		}
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		next = ms.HeapAlloc + ms.HeapAlloc/10
		if ms.HeapAlloc <= peak {
			continue
		}
		peak = ms.HeapAlloc
		f, err := os.Create(path)
		if err == nil {
			err = pprof.Lookup("heap").WriteTo(f, 0)
			f.Close()
		}
		if err != nil {
			fmt.Fprintln(stderr, "parcoach: PARCOACH_PEAKPROFILE:", err)
			return
		}
		fmt.Fprintf(stderr, "parcoach: PARCOACH_PEAKPROFILE: live heap %d MB\n", peak>>20)
	}
}
