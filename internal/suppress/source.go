package suppress

import (
	"bytes"
	"os"
	"sync"
)

// Sources reads source files on demand, once each, and keeps their lines: only the files
// that hold a finding are read, and a file that cannot be read has no lines (its findings
// cannot be suppressed by a comment, and their fingerprints have no call text).
type Sources struct {
	// ReadFile reads a file; os.ReadFile when nil.
	ReadFile func(name string) ([]byte, error)

	mu    sync.Mutex
	files map[string][][]byte
}

// Line returns line n (1-based) of file, without its end of line.
func (s *Sources) Line(file string, n int) (string, bool) {
	if file == "" || n <= 0 {
		return "", false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	lines, ok := s.files[file]
	if !ok {
		read := s.ReadFile
		if read == nil {
			read = os.ReadFile
		}
		data, err := read(file)
		if err == nil {
			lines = bytes.Split(data, []byte("\n"))
		}
		if s.files == nil {
			s.files = map[string][][]byte{}
		}
		s.files[file] = lines
	}
	if n > len(lines) {
		return "", false
	}
	return string(bytes.TrimSuffix(lines[n-1], []byte("\r"))), true
}
