package fortranmod

import (
	"regexp"
	"strings"
)

// This file reads what the generator needs from the installed MPI's headers: the C prototypes
// (mpi.h, mpi_proto.h, mpio.h), which give each parameter's type, and mpif.h, which gives the
// Fortran constants and the common blocks holding the sentinels (MPI_STATUS_IGNORE, ...).

// cParam is one parameter of a C prototype.
type cParam struct {
	Type  string // the type without qualifiers and stars: "void", "int", "MPI_Comm"
	Stars int    // pointer depth
	Array bool   // declared name[]
	Name  string
}

// prototypeRE finds `int MPI_Xxx(...)` across lines (the parameter list has no parentheses
// except in function-pointer parameters, which the generator skips anyway).
var prototypeRE = regexp.MustCompile(`(?s)\bint\s+(MPI_[A-Za-z0-9_]+)\s*\(([^;{]*?)\)\s*[A-Z_]*[^;{]*;`)

// parsePrototypes returns the C prototypes of the MPI functions found in header text, by name.
// Function-pointer parameters come out with Type "" (the generator leaves such functions out).
func parsePrototypes(src string) map[string][]cParam {
	src = stripCComments(src)
	out := map[string][]cParam{}
	for _, m := range prototypeRE.FindAllStringSubmatch(src, -1) {
		name, list := m[1], strings.TrimSpace(m[2])
		if _, dup := out[name]; dup {
			continue
		}
		var params []cParam
		if list != "void" && list != "" {
			for _, p := range splitParams(list) {
				params = append(params, parseCParam(p))
			}
		}
		out[name] = params
	}
	return out
}

func stripCComments(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if i+1 < len(s) && s[i] == '/' && s[i+1] == '*' {
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				break
			}
			i += end + 3
			b.WriteByte(' ')
			continue
		}
		if i+1 < len(s) && s[i] == '/' && s[i+1] == '/' {
			for i < len(s) && s[i] != '\n' {
				i++
			}
		}
		if i < len(s) {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// splitParams splits a parameter list at the commas outside parentheses.
func splitParams(list string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range list {
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(list[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(list[start:]))
}

var identRE = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

func parseCParam(p string) cParam {
	if strings.Contains(p, "(") { // a function pointer
		return cParam{Name: p}
	}
	var c cParam
	if strings.HasSuffix(p, "]") {
		c.Array = true
		p = strings.TrimSpace(p[:strings.LastIndex(p, "[")])
	}
	c.Stars = strings.Count(p, "*")
	words := identRE.FindAllString(p, -1)
	var kept []string
	for _, w := range words {
		switch w {
		case "const", "volatile", "restrict", "struct":
			continue
		}
		kept = append(kept, w)
	}
	if len(kept) >= 2 {
		c.Name = kept[len(kept)-1]
		c.Type = strings.Join(kept[:len(kept)-1], " ")
	} else if len(kept) == 1 {
		c.Type = kept[0] // an unnamed parameter
	}
	return c
}

// mpifDecl is what mpif.h says of one name.
type mpifDecl struct {
	Name      string // as written, upper case in mpich
	Type      string // INTEGER, LOGICAL, REAL*8, CHARACTER*1, integer*8 ...
	Dims      string // "(MPI_STATUS_SIZE,1)" or ""
	Parameter bool
	Value     string // the PARAMETER's value as written
}

// mpifHeader is the content of mpif.h the generator uses.
type mpifHeader struct {
	Decls  map[string]*mpifDecl // by upper-case name
	Order  []string             // upper-case names in order of declaration
	Common map[string][]string  // common block (lower case) -> upper-case member names
}

var (
	mpifTypeRE   = regexp.MustCompile(`(?i)^\s*(INTEGER\*8|INTEGER|LOGICAL|DOUBLE\s+PRECISION|REAL\*8|CHARACTER\*\d+|CHARACTER\*\(\*\))\s+(.*)$`)
	mpifParamRE  = regexp.MustCompile(`(?i)^\s*PARAMETER\s*\((.*)\)\s*$`)
	mpifCommonRE = regexp.MustCompile(`(?i)^\s*COMMON\s*/\s*([A-Za-z0-9_]+)\s*/\s*(.*)$`)
)

// parseMPIF reads mpif.h: declarations (name, type, dimensions), which names are PARAMETERs,
// and the members of each common block. Fixed-form continuation lines are joined.
func parseMPIF(src string) *mpifHeader {
	h := &mpifHeader{Decls: map[string]*mpifDecl{}, Common: map[string][]string{}}
	for _, line := range joinContinuations(src) {
		if i := strings.Index(line, "!"); i >= 0 {
			line = line[:i]
		}
		if len(line) > 0 && (line[0] == 'C' || line[0] == 'c' || line[0] == '*') {
			continue // fixed-form comment
		}
		if m := mpifParamRE.FindStringSubmatch(line); m != nil {
			for _, a := range splitParams(m[1]) {
				name, value, ok := strings.Cut(a, "=")
				if !ok {
					continue
				}
				d := h.decl(strings.TrimSpace(name))
				d.Parameter, d.Value = true, strings.TrimSpace(value)
			}
			continue
		}
		if m := mpifCommonRE.FindStringSubmatch(line); m != nil {
			block := strings.ToLower(m[1])
			for _, n := range splitParams(m[2]) {
				if n = strings.ToUpper(strings.TrimSpace(n)); n != "" {
					h.Common[block] = append(h.Common[block], n)
				}
			}
			continue
		}
		if m := mpifTypeRE.FindStringSubmatch(line); m != nil {
			for _, item := range splitParams(m[2]) {
				name, dims := item, ""
				if i := strings.Index(item, "("); i >= 0 {
					name, dims = item[:i], item[i:]
				}
				d := h.decl(strings.TrimSpace(name))
				d.Type, d.Dims = strings.Join(strings.Fields(m[1]), " "), dims
			}
		}
	}
	return h
}

func (h *mpifHeader) decl(name string) *mpifDecl {
	key := strings.ToUpper(name)
	d := h.Decls[key]
	if d == nil {
		d = &mpifDecl{Name: name}
		h.Decls[key] = d
		h.Order = append(h.Order, key)
	}
	return d
}

// joinContinuations joins fixed-form continuation lines (a character other than blank or 0 in
// column 6) and free-form ones (a trailing &) to the line they continue.
func joinContinuations(src string) []string {
	var out []string
	for _, l := range strings.Split(src, "\n") {
		l = strings.TrimRight(l, " \t\r")
		if len(out) > 0 && len(l) > 5 && strings.TrimSpace(l[:5]) == "" && l[5] != ' ' && l[5] != '0' && l[5] != '\t' {
			out[len(out)-1] += " " + l[6:]
			continue
		}
		if len(out) > 0 && strings.HasSuffix(out[len(out)-1], "&") {
			out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], "&") + " " + strings.TrimPrefix(strings.TrimSpace(l), "&")
			continue
		}
		out = append(out, l)
	}
	return out
}
