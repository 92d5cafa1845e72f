package suppress

import (
	"path/filepath"
	"regexp"
	"strings"
)

// The comment grammar is clang-tidy's NOLINT / NOLINTNEXTLINE:
//
//	MPI_Barrier(comm); // parcoach-ignore(collective-mismatch)
//	// parcoach-ignore-next-line(collective-mismatch, collective-in-loop)
//	MPI_Barrier(comm); /* parcoach-ignore */
//	call MPI_Barrier(comm, ierr) ! parcoach-ignore(collective-mismatch)
//
// parcoach-ignore without a list silences every check id on its line; an empty list "()"
// silences none (as NOLINT() in clang-tidy). Ids may be globs ("omp-*"). The word must be in a
// comment: after "//" or "/*" in C and C++ (or on a line of a block comment starting with "*"),
// after "!" in Fortran.

const keyword = "parcoach-ignore"

// directive is one parcoach-ignore comment.
type directive struct {
	nextLine bool     // parcoach-ignore-next-line
	all      bool     // no list: every id
	ids      []string // the list, as globs
}

// matches reports whether the directive silences check id.
func (d directive) matches(id string) bool {
	if d.all {
		return true
	}
	for _, g := range d.ids {
		if g == id {
			return true
		}
		if re, err := compileGlob(g, false); err == nil && re.MatchString(id) {
			return true
		}
	}
	return false
}

type lang int

const (
	langUnknown lang = iota
	langC
	langFortran
)

func langOf(file string) lang {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".f", ".for", ".ftn", ".f77", ".f90", ".f95", ".f03", ".f08", ".f18":
		return langFortran
	case ".c", ".h", ".cc", ".cpp", ".cxx", ".c++", ".hh", ".hpp", ".hxx", ".h++", ".ipp", ".tpp", ".inc", ".cu":
		return langC
	}
	return langUnknown
}

var (
	cOpener       = regexp.MustCompile(`//|/\*`)
	fortranOpener = regexp.MustCompile(`!`)
	anyOpener     = regexp.MustCompile(`//|/\*|!`)
)

// commentStart is the index where a comment starts on the line, or -1.
func commentStart(line string, l lang) int {
	if l == langC || l == langUnknown {
		// A line of a block comment: "* text" (not "*p = ...", a store through a pointer).
		if t := strings.TrimSpace(line); t == "*" || strings.HasPrefix(t, "* ") || strings.HasPrefix(t, "*\t") {
			return strings.Index(line, "*")
		}
	}
	re := anyOpener
	switch l {
	case langC:
		re = cOpener
	case langFortran:
		re = fortranOpener
	}
	if loc := re.FindStringIndex(line); loc != nil {
		return loc[0]
	}
	return -1
}

// directives returns the parcoach-ignore directives in the comment of a line.
func directives(line string, l lang) []directive {
	start := commentStart(line, l)
	if start < 0 {
		return nil
	}
	var out []directive
	rest := line[start:]
	for {
		i := strings.Index(rest, keyword)
		if i < 0 {
			return out
		}
		if i > 0 && isWordByte(rest[i-1]) {
			rest = rest[i+len(keyword):]
			continue
		}
		rest = rest[i+len(keyword):]
		var d directive
		if strings.HasPrefix(rest, "-next-line") {
			d.nextLine = true
			rest = rest[len("-next-line"):]
		}
		switch {
		case strings.HasPrefix(rest, "("):
			end := strings.IndexByte(rest, ')')
			if end < 0 {
				return out // unclosed list: not a directive
			}
			for _, id := range strings.Split(rest[1:end], ",") {
				if id = strings.TrimSpace(id); id != "" {
					d.ids = append(d.ids, id)
				}
			}
			rest = rest[end+1:]
		case rest == "" || !isWordByte(rest[0]):
			d.all = true
		default:
			continue // parcoach-ignored, parcoach-ignore-foo: another word
		}
		out = append(out, d)
	}
}

func isWordByte(c byte) bool {
	return c == '-' || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// Code returns a source line of file without its comment: what a finding's fingerprint keeps
// of the line, so that editing a comment (or adding a parcoach-ignore) does not change it.
func Code(file, line string) string {
	l := langOf(file)
	if i := commentStart(line, l); i >= 0 {
		return line[:i]
	}
	return line
}
