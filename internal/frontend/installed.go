package frontend

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// This file lists the compilers installed on PATH, so that nothing here (nor
// in the tests) names a version the distribution may drop: Debian 12 ships
// clang 14 as `clang`, clang-16 and clang-19 beside it, and flang-new-16 or
// flang-new-19; LLVM 20 renames flang-new to flang.

// Installed is one installed compiler.
type Installed struct {
	Name  string // the command on PATH: "clang", "clang-19", "flang-new-19"
	CXX   string // the C++ driver of the same clang ("clang++", "clang++-19"), "" for Fortran
	Major int    // LLVM major version read from --version, 0 when unknown
	Path  string // the binary, symbolic links resolved
}

// String is the command name, as shown in test names and messages.
func (c Installed) String() string { return c.Name }

// OpaquePointers reports whether the compiler emits `ptr` (LLVM 15 and later).
func (c Installed) OpaquePointers() bool { return c.Major == 0 || c.Major >= 15 }

var (
	installedOnce sync.Once
	clangs        []Installed
	flangs        []Installed
)

var (
	clangNameRE = regexp.MustCompile(`^clang(-[0-9]+)?$`)
	flangNameRE = regexp.MustCompile(`^flang(-new)?(-[0-9]+)?$`)
	versionRE   = regexp.MustCompile(`(?:clang|flang|flang-new) version ([0-9]+)\.`)
)

// InstalledClangs lists the C compilers (clang, clang-N) on PATH, one per distinct binary:
// the default `clang` first, then the others, newest first.
func InstalledClangs() []Installed {
	installedOnce.Do(discoverInstalled)
	return append([]Installed(nil), clangs...)
}

// InstalledFlangs lists the LLVM Fortran compilers (flang-new, flang-new-N, and flang, flang-N
// from LLVM 17 on) on PATH, one per distinct binary: the unversioned one first, then newest first.
func InstalledFlangs() []Installed {
	installedOnce.Do(discoverInstalled)
	return append([]Installed(nil), flangs...)
}

func discoverInstalled() {
	seen := map[string]bool{}
	for _, dir := range filepath.SplitList(os.Getenv("PATH")) {
		ents, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range ents {
			name := e.Name()
			isClang, isFlang := clangNameRE.MatchString(name), flangNameRE.MatchString(name)
			if (!isClang && !isFlang) || seen[name] {
				continue
			}
			seen[name] = true
			c, ok := probeInstalled(filepath.Join(dir, name), name)
			if !ok {
				continue
			}
			if isClang {
				c.CXX = "clang++" + strings.TrimPrefix(name, "clang")
				clangs = append(clangs, c)
				continue
			}
			// `flang` before LLVM 17 is classic Flang (a PGI descendant), not LLVM's.
			if strings.HasPrefix(name, "flang-new") || c.Major >= 17 {
				flangs = append(flangs, c)
			}
		}
	}
	clangs = orderInstalled(clangs)
	flangs = orderInstalled(flangs)
}

// probeInstalled resolves a compiler's binary and reads its major version.
func probeInstalled(path, name string) (Installed, bool) {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return Installed{}, false
	}
	if st, err := os.Stat(real); err != nil || st.IsDir() || st.Mode()&0o111 == 0 {
		return Installed{}, false
	}
	c := Installed{Name: name, Path: real}
	out, err := output([]string{path, "--version"}, "")
	if err != nil {
		return Installed{}, false
	}
	if m := versionRE.FindStringSubmatch(out); m != nil {
		c.Major, _ = strconv.Atoi(m[1])
	}
	if _, err := exec.LookPath(name); err != nil { // shadowed or not runnable by name
		return Installed{}, false
	}
	return c, true
}

// orderInstalled keeps one entry per binary (the unversioned name when it is one of them:
// `clang` on Debian 12 is clang-14) and sorts: unversioned first, then newest first.
func orderInstalled(l []Installed) []Installed {
	versioned := func(c Installed) bool { return strings.ContainsAny(c.Name, "0123456789") }
	sort.SliceStable(l, func(i, j int) bool {
		if versioned(l[i]) != versioned(l[j]) {
			return !versioned(l[i])
		}
		if l[i].Major != l[j].Major {
			return l[i].Major > l[j].Major
		}
		return l[i].Name < l[j].Name
	})
	var out []Installed
	byPath := map[string]bool{}
	for _, c := range l {
		if !byPath[c.Path] {
			byPath[c.Path] = true
			out = append(out, c)
		}
	}
	return out
}
