package report

import (
	"crypto/sha256"
	"encoding/hex"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/suppress"
)

// FingerprintKey names parcoach's fingerprint in SARIF's partialFingerprints. The version
// changes when what goes into the fingerprint changes (a baseline written with another
// version then matches nothing, which --baseline says).
const FingerprintKey = "parcoach/v1"

// LineSource gives the lines of source files (suppress.Sources).
type LineSource interface {
	Line(file string, n int) (string, bool)
}

// Fingerprints identifies each finding across commits, independently of line numbers: a hash
// of the check id, the file's base name, the function, the message with its positions taken
// out, and the code at the finding (its source line from the column on, without comments and
// blanks), followed by ":n" where n counts the findings with the same hash in the order of
// ds (after diag.Sort), from 1. Lines that move, files run from another directory and edited
// comments keep a finding's fingerprint; editing the call, or the message, makes it new.
// src may be nil (no call text).
func Fingerprints(ds []*diag.Diagnostic, src LineSource) map[*diag.Diagnostic]string {
	sorted := append([]*diag.Diagnostic(nil), ds...)
	diag.Sort(sorted)
	out := make(map[*diag.Diagnostic]string, len(ds))
	seen := map[string]int{}
	for _, d := range sorted {
		h := fingerprintHash(d, src)
		seen[h]++
		out[d] = h + ":" + strconv.Itoa(seen[h])
	}
	return out
}

func fingerprintHash(d *diag.Diagnostic, src LineSource) string {
	var code string
	if src != nil && d.Pos.Known() {
		if line, ok := src.Line(d.Pos.File, d.Pos.Line); ok {
			code = callText(d.Pos.File, line, d.Pos.Col)
		}
	}
	base := ""
	if d.Pos.File != "" {
		base = filepath.Base(filepath.FromSlash(d.Pos.File))
	}
	sum := sha256.Sum256([]byte(strings.Join([]string{d.Check, base, d.Pos.Func, NormalizeMessage(d.Message), code}, "\x00")))
	return hex.EncodeToString(sum[:16])
}

// callText is the code of a line from column col (1-based; the whole line when unknown) to
// the end of the statement, without comments and white space.
func callText(file, line string, col int) string {
	if col >= 1 && col-1 < len(line) {
		line = line[col-1:]
	}
	line = suppress.Code(file, line)
	if i := strings.IndexByte(line, ';'); i >= 0 {
		line = line[:i+1]
	}
	return strings.Join(strings.Fields(line), "")
}

var (
	dirsInMessage  = regexp.MustCompile(`(?:[\w.+~-]*/)+([\w.+-]+)`)
	fileLineColumn = regexp.MustCompile(`(\.[\w+]+):\d+(?::\d+)?\b`)
	lineNumbers    = regexp.MustCompile(`\b(lines?) \d+(?:(?:, | and |-)\d+)*\b`)
)

// NormalizeMessage takes the positions out of a message ("the conditional at line 56",
// "at dir/other.c:12:3"), so that a finding's fingerprint does not change when lines move.
func NormalizeMessage(msg string) string {
	msg = dirsInMessage.ReplaceAllString(msg, "$1")
	msg = fileLineColumn.ReplaceAllString(msg, "$1:N")
	msg = lineNumbers.ReplaceAllString(msg, "$1 N")
	return strings.Join(strings.Fields(msg), " ")
}
