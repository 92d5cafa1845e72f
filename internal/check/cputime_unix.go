//go:build unix

package check

import (
	"syscall"
	"time"
)

// CPUTime is the CPU time (user + system) this process has used so far, and that of the
// child processes it has waited for (the compilers). Phases measured with it are meaningful
// on a loaded machine, where wall-clock time is not.
func CPUTime() (self, children time.Duration) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		self = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	if syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru) == nil {
		children = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	return self, children
}
