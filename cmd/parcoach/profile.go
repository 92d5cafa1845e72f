package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
)

// startProfiles writes Go profiles of the run for `go tool pprof` when the environment asks for
// them: PARCOACH_CPUPROFILE=file (CPU) and PARCOACH_MEMPROFILE=file (heap in use at the end,
// and allocations). It returns the function that finishes them.
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
	return func() {
		for _, s := range stops {
			s()
		}
	}
}
