package llvmir

import "strings"

// unescape decodes LLVM string escapes: `\\` and `\xx` (two hex digits).
func unescape(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' && i+1 < len(s) {
			if s[i+1] == '\\' {
				b = append(b, '\\')
				i++
				continue
			}
			if i+2 < len(s) {
				h, ok1 := unhex(s[i+1])
				l, ok2 := unhex(s[i+2])
				if ok1 && ok2 {
					b = append(b, h<<4|l)
					i += 2
					continue
				}
			}
		}
		b = append(b, c)
	}
	return string(b)
}

func unhex(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// String returns the decoded contents of a `c"..."` initializer (escapes
// decoded, one trailing NUL removed) and true; "", false for other globals.
func (g *Global) String() (string, bool) {
	if g == nil || g.Init == nil || g.Init.Kind != ValAggregate {
		return "", false
	}
	t := g.Init.Text
	if len(t) < 3 || t[0] != 'c' || t[1] != '"' || t[len(t)-1] != '"' {
		return "", false
	}
	s := unescape(t[2 : len(t)-1])
	return strings.TrimSuffix(s, "\x00"), true
}

// DemangleFortran turns a name uniqued by flang (prefix `_Q`, see flang's
// "Bijective Internal Name Uniquing") into a readable Fortran name: the
// scopes, outermost first, joined by "::".
//
//	_QPfoo            -> foo            (external procedure)
//	_QQmain           -> main           (main program)
//	_QMmodPsub        -> mod::sub       (module procedure)
//	_QMmodSsmodFhostPinner -> mod::smod::host::inner
//	_QFsubEx          -> sub::x         (variable x local to sub)
//	_QBblk            -> blk            (common block)
//	_QQmain..omp_par.1 -> main..omp_par.1 (suffix after ".." kept)
//
// Names that are not of that form (C names, `mpi_barrier_`, compiler
// constants such as `_QQcl.48656C6C6F`) are returned unchanged.
func DemangleFortran(name string) string {
	if !strings.HasPrefix(name, "_Q") {
		return name
	}
	rest, suffix := name[2:], ""
	if i := strings.Index(rest, ".."); i >= 0 {
		rest, suffix = rest[:i], rest[i:]
	}
	var parts []string
	for len(rest) > 0 {
		tag := rest[0]
		if tag < 'A' || tag > 'Z' {
			return name
		}
		rest = rest[1:]
		if tag == 'E' && strings.HasPrefix(rest, "C") { // EC: constant (parameter)
			rest = rest[1:]
		}
		j := 0
		for j < len(rest) && (rest[j] >= 'a' && rest[j] <= 'z' || isDigit(rest[j]) || rest[j] == '_' || rest[j] == '$') {
			j++
		}
		switch tag {
		case 'M', 'S', 'F', 'P', 'B', 'E', 'Q', 'D', 'C', 'Y':
		default:
			return name
		}
		if j == 0 && tag != 'B' {
			return name
		}
		if j > 0 {
			parts = append(parts, rest[:j])
		}
		rest = rest[j:]
	}
	if len(parts) == 0 {
		return name
	}
	return strings.Join(parts, "::") + suffix
}
