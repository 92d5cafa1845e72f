//go:build !unix

package check

import "time"

// CPUTime is not measured on this system: phases report wall-clock time only.
func CPUTime() (self, children time.Duration) { return 0, 0 }
