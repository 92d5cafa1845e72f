package main

import (
	"runtime/debug"
	"time"
)

// version is set at build time with -ldflags "-X main.version=..."; otherwise the version
// comes from the build information (toolVersion).
var version = ""

// toolVersion is parcoach's version, as `parcoach version` and SARIF's tool.driver.version
// give it.
func toolVersion() string {
	if version != "" {
		return version
	}
	bi, _ := debug.ReadBuildInfo()
	return versionOf(bi)
}

// versionOf reads the version from the build information: the module's version when it was
// built as a dependency or installed with `go install ...@version` (and, since Go 1.24, the
// pseudo-version Go derives from the VCS stamp); else a pseudo-version made from the VCS stamp
// (revision, commit time, +dirty when the tree had changes); else "devel" (built with
// -buildvcs=false, from a copy without .git, or from a git worktree, which Go does not stamp).
func versionOf(bi *debug.BuildInfo) string {
	if bi == nil {
		return "devel"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, when string
	modified := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		return "devel"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	v := "devel-" + rev
	if t, err := time.Parse(time.RFC3339, when); err == nil {
		v = "v0.0.0-" + t.UTC().Format("20060102150405") + "-" + rev
	}
	if modified {
		v += "+dirty"
	}
	return v
}
