package monitor

import (
	"fmt"
	"regexp"
	"strings"
)

// Proto is one C prototype read from the installed MPI's mpi.h.
type Proto struct {
	Name   string
	Ret    string  // return type: int, double, MPI_Aint
	Params []Param // nil for (void)
	Vararg bool    // the list ends with "..." (MPI_Pcontrol)
}

// Param is one parameter of a prototype.
type Param struct {
	Decl   string // the declaration as written, e.g. "const int array_of_ranks[]"
	Name   string // the name in the header ("" when it has none)
	Type   string // the declaration without its name and array suffix, spaces normalised: "const int", "MPI_Comm *"
	Array  bool   // declared with []
	Ptr    bool   // a pointer or an array
	prefix string // Decl before the name
	suffix string // Decl after the name
}

// Base is the handle type of a parameter passed by value or through one pointer, without
// const: "MPI_Comm" for "MPI_Comm" and "MPI_Comm *"; "" when it is not a plain MPI_ type.
func (p Param) Base() string {
	t := strings.TrimSpace(strings.TrimPrefix(p.Type, "const "))
	t = strings.TrimSpace(strings.TrimSuffix(t, "*"))
	if strings.ContainsAny(t, "* ") || !strings.HasPrefix(t, "MPI_") {
		return ""
	}
	return t
}

// Renamed returns the declaration with the parameter named name.
func (p Param) Renamed(name string) string {
	return p.prefix + name + p.suffix
}

var (
	blockComment = regexp.MustCompile(`(?s)/\*.*?\*/`)
	cppLine      = regexp.MustCompile(`(?m)^\s*#.*$`)
	attribute    = regexp.MustCompile(`__attribute__\s*\(\((?:[^()]|\([^()]*\))*\)\)`)
	protoRE      = regexp.MustCompile(`(?m)(?:^|[;}\s])(int|double|MPI_Aint|MPI_Fint|MPI_Count|MPI_[A-Z][a-z]+)\s+(MPI_\w+)\s*\(([^()]*)\)\s*;`)
	paramRE      = regexp.MustCompile(`^(.*?)([A-Za-z_]\w*)((?:\s*\[[^\]]*\])*)\s*$`)
	spaces       = regexp.MustCompile(`\s+`)
)

// ParseProtos reads the C prototypes of the MPI_ functions of a preprocessed mpi.h. The first
// prototype of a name wins.
func ParseProtos(text string) map[string]*Proto {
	text = blockComment.ReplaceAllString(text, "")
	text = cppLine.ReplaceAllString(text, "")
	text = attribute.ReplaceAllString(text, "")
	protos := map[string]*Proto{}
	for _, m := range protoRE.FindAllStringSubmatch(text, -1) {
		name := m[2]
		if _, seen := protos[name]; seen {
			continue
		}
		p, err := parseProto(m[1], name, m[3])
		if err != nil {
			continue // a declaration this reader does not understand is not wrapped
		}
		protos[name] = p
	}
	return protos
}

func parseProto(ret, name, list string) (*Proto, error) {
	p := &Proto{Name: name, Ret: ret}
	list = strings.TrimSpace(spaces.ReplaceAllString(list, " "))
	if list == "" || list == "void" {
		return p, nil
	}
	for _, decl := range strings.Split(list, ",") {
		decl = strings.TrimSpace(decl)
		if decl == "..." {
			p.Vararg = true
			continue
		}
		m := paramRE.FindStringSubmatch(decl)
		if m == nil {
			return nil, fmt.Errorf("%s: cannot read parameter %q", name, decl)
		}
		prefix, pname, suffix := m[1], m[2], m[3]
		// A declaration with no name ("MPI_Comm", "int *"): the last word is a type.
		if strings.TrimSpace(prefix) == "" || strings.HasSuffix(strings.TrimSpace(prefix), "const") && !strings.Contains(prefix, "*") && isTypeWord(pname) {
			if isTypeWord(pname) {
				prefix, pname, suffix = decl+" ", "", ""
			}
		}
		typ := strings.TrimSpace(prefix)
		typ = strings.ReplaceAll(typ, " *", "*")
		typ = strings.ReplaceAll(typ, "*", " *")
		typ = strings.TrimSpace(strings.ReplaceAll(typ, "  ", " "))
		typ = strings.ReplaceAll(typ, "* *", "**")
		par := Param{Decl: decl, Name: pname, Type: typ, Array: suffix != "", prefix: prefix, suffix: suffix}
		par.Ptr = par.Array || strings.Contains(prefix, "*")
		if pname == "" {
			par.prefix, par.suffix = decl+" ", ""
		}
		p.Params = append(p.Params, par)
	}
	return p, nil
}

// isTypeWord: a word that names a type rather than a parameter.
func isTypeWord(w string) bool {
	switch w {
	case "int", "char", "double", "float", "void", "long", "short", "unsigned":
		return true
	}
	return strings.HasPrefix(w, "MPI_")
}
