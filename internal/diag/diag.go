// Package diag defines what parcoach tells its users: source positions, findings (diagnostics)
// with their notes, and the errors that make a run incomplete. It is a leaf package: the model,
// the checks and the renderers all speak in these types.
package diag

import (
	"fmt"
	"sort"
	"strings"
)

// Pos is a source position. Line 0 means the line is unknown (flang-new-16 emits no debug
// information); Func then names the function so a reader can still find the place.
type Pos struct {
	File string
	Line int
	Col  int
	Func string // user-level function name, "" when unknown
}

// Known reports whether the position names a line.
func (p Pos) Known() bool { return p.Line > 0 }

// String renders the position the way compilers do: file:line:col, or file: (in function f)
// when the line is unknown.
func (p Pos) String() string {
	file := p.File
	if file == "" {
		file = "<unknown>"
	}
	switch {
	case p.Line > 0 && p.Col > 0:
		return fmt.Sprintf("%s:%d:%d", file, p.Line, p.Col)
	case p.Line > 0:
		return fmt.Sprintf("%s:%d", file, p.Line)
	}
	return file
}

// Describe is String plus, when the line is unknown, the function that holds the place.
func (p Pos) Describe() string {
	if !p.Known() && p.Func != "" {
		return fmt.Sprintf("%s (in function %s)", p.String(), p.Func)
	}
	return p.String()
}

// Severity orders findings: an error is certain on some execution, a warning is possible.
type Severity int

const (
	Warning Severity = iota
	Error
	// Info is a remark that is not a finding: something the analysis could not see, said so
	// that silence is not mistaken for proof. It does not change the exit status.
	Info
)

func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Info:
		return "note"
	}
	return "warning"
}

// IsFinding reports whether the diagnostic is a warning or an error (not a remark).
func (d *Diagnostic) IsFinding() bool { return d.Severity != Info }

// Note is a secondary position that explains a finding (the conditional that decides, a call
// in the chain that leads to the place, the origin of a varying value).
type Note struct {
	Pos     Pos
	Message string
}

// Diagnostic is one finding of one check.
type Diagnostic struct {
	Check    string // the check id, e.g. "collective-mismatch"
	Severity Severity
	Pos      Pos
	Message  string
	Notes    []Note
	// Decisions locate a finding about control flow in the program model: for each function
	// whose CFG decides it, the block of the finding and the blocks of the deciding
	// conditionals. Renderers that draw CFGs (the HTML report) use them; the text, JSON and
	// SARIF outputs do not show them.
	Decisions []Decision
}

// Decision is where, in one function's CFG, a finding is decided: the block holding the
// finding (the collective, the barrier, or the call leading to it) and the blocks whose
// conditionals decide whether it is reached.
type Decision struct {
	Func     int    // the function's index in the program model (model.Program.Funcs)
	FuncName string // its IR name, to check the index against the model
	Block    int    // the block of the finding
	Conds    []int  // the blocks of the deciding conditionals
}

func (x Decision) equal(y Decision) bool {
	if x.Func != y.Func || x.FuncName != y.FuncName || x.Block != y.Block || len(x.Conds) != len(y.Conds) {
		return false
	}
	for i := range x.Conds {
		if x.Conds[i] != y.Conds[i] {
			return false
		}
	}
	return true
}

// AppendDecisions appends the decisions that are not already in dst.
func AppendDecisions(dst []Decision, ds ...Decision) []Decision {
	for _, d := range ds {
		dup := false
		for _, e := range dst {
			if e.equal(d) {
				dup = true
				break
			}
		}
		if !dup {
			dst = append(dst, d)
		}
	}
	return dst
}

// Key identifies a diagnostic for de-duplication: same check, same place, same message.
func (d *Diagnostic) Key() string {
	return fmt.Sprintf("%s|%s|%d|%d|%s", d.Check, d.Pos.File, d.Pos.Line, d.Pos.Col, d.Message)
}

// Sort orders diagnostics by file, line, column, then check id, so output is deterministic.
func Sort(ds []*Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i].Pos, ds[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		if ds[i].Check != ds[j].Check {
			return ds[i].Check < ds[j].Check
		}
		return ds[i].Message < ds[j].Message
	})
}

// Problem is a reason the run is incomplete: a file that did not compile, IR the reader could
// not fully understand, an input that could not be read. It is shown as one line and makes the
// exit status 2; the rest of the input is still analysed.
type Problem struct {
	Pos     Pos // File always set; Line when known
	Message string
}

func (p Problem) String() string {
	if p.Pos.File == "" {
		return strings.TrimSpace(p.Message)
	}
	return p.Pos.Describe() + ": " + strings.TrimSpace(p.Message)
}

// AppendNotes appends the notes that are not already in dst.
func AppendNotes(dst []Note, notes ...Note) []Note {
	for _, n := range notes {
		dup := false
		for _, m := range dst {
			if m == n {
				dup = true
				break
			}
		}
		if !dup {
			dst = append(dst, n)
		}
	}
	return dst
}
