// Package cachedir names the directory where parcoach keeps what it builds or learns once and
// reuses in later runs: runtime libraries and compiler identities (the Fortran modules stay
// in $XDG_CACHE_HOME/parcoach: internal/fortranmod).
package cachedir

import (
	"fmt"
	"os"
	"path/filepath"
)

// Dir is $PARCOACH_CACHE_DIR, else $XDG_CACHE_HOME/parcoach, else ~/.cache/parcoach.
func Dir() (string, error) {
	if d := os.Getenv("PARCOACH_CACHE_DIR"); d != "" {
		return d, nil
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache directory (set XDG_CACHE_HOME or HOME): %w", err)
	}
	return filepath.Join(d, "parcoach"), nil
}

// WriteFile writes data to path through a temporary file renamed into place, so that a
// concurrent reader (another compile line of a parallel build) sees the old file, no file,
// or the whole new one, never a part.
func WriteFile(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(f.Name(), path)
	}
	if werr != nil {
		os.Remove(f.Name())
	}
	return werr
}
