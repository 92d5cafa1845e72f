package main

import (
	"runtime/debug"
	"testing"
)

func TestVersionOf(t *testing.T) {
	stamp := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	for _, tc := range []struct {
		name string
		bi   *debug.BuildInfo
		want string
	}{
		{"no build info", nil, "devel"},
		{"released module", &debug.BuildInfo{Main: debug.Module{Version: "v1.4.0"}}, "v1.4.0"},
		{"pseudo-version from Go", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261126011303-835852db47cd+dirty"}}, "v0.0.0-20261126011303-835852db47cd+dirty"},
		{"devel with a VCS stamp", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"},
			Settings: stamp("vcs", "git", "vcs.revision", "835852db47cd1be165e73ca9a2bdab0a18ad90a9", "vcs.time", "2026-11-26T01:13:03Z", "vcs.modified", "false")},
			"v0.0.0-20261126011303-835852db47cd"},
		{"modified tree", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"},
			Settings: stamp("vcs.revision", "835852db47cd1be165e73ca9a2bdab0a18ad90a9", "vcs.time", "2026-11-26T03:13:03+02:00", "vcs.modified", "true")},
			"v0.0.0-20261126011303-835852db47cd+dirty"},
		{"revision without time", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: stamp("vcs.revision", "abc")}, "devel-abc"},
		{"no VCS stamp", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: stamp("-buildmode", "exe")}, "devel"},
	} {
		if got := versionOf(tc.bi); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
