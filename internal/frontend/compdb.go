package frontend

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

type rawCommand struct {
	Directory string   `json:"directory"`
	File      string   `json:"file"`
	Arguments []string `json:"arguments"`
	Command   string   `json:"command"`
	Output    string   `json:"output"`
}

// compdbShape says what a compilation database holds.
const compdbShape = `a JSON array of entries such as {"directory": "/src", "file": "a.c", "arguments": ["cc", "-c", "a.c"]} ("command": "cc -c a.c" instead of "arguments" works too)`

// typeErrorWords says in words which part of a compilation database has the wrong kind of
// JSON value, instead of Go's type names.
func typeErrorWords(path string, data []byte, te *json.UnmarshalTypeError) string {
	found := te.Value // "object", "number", "string", "array", "bool"
	switch found {
	case "object", "array":
		found = "an " + found
	case "bool":
		found = "true or false"
	default:
		found = "a " + found
	}
	field := te.Field
	if i := strings.LastIndexByte(field, '.'); i >= 0 {
		field = field[i+1:]
	}
	if field == "" {
		return "it must be " + compdbShape + ", and it is " + found
	}
	want := "a string"
	if field == "arguments" {
		want = "a list of strings"
	}
	line, col := lineCol(data, te.Offset)
	return fmt.Sprintf("%q must be %s, and it is %s (%s:%d:%d)", field, want, found, path, line, col)
}

// lineCol is the 1-based line and column of a byte offset.
func lineCol(data []byte, off int64) (line, col int) {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	before := data[:off]
	line = 1 + bytes.Count(before, []byte("\n"))
	return line, int(off) - (bytes.LastIndexByte(before, '\n') + 1) + 1
}

// ReadCompileCommands reads a compile_commands.json file. Each entry may
// give its command line as "arguments" (a list) or as "command" (a string,
// split with shell quoting rules). A relative "directory" is resolved
// against the file's own directory, a relative "file" against "directory".
// Errors name the file and the entry (numbered from 1).
func ReadCompileCommands(path string) ([]Command, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, readError(path, err)
	}
	var raw []rawCommand
	if err := json.Unmarshal(data, &raw); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			line, col := lineCol(data, se.Offset)
			return nil, fmt.Errorf("%s:%d:%d: not a valid compile_commands.json: %v", path, line, col, err)
		case errors.As(err, &te):
			return nil, fmt.Errorf("%s: not a valid compile_commands.json: %s", path, typeErrorWords(path, data, te))
		}
		return nil, fmt.Errorf("%s: not a valid compile_commands.json: %v", path, err)
	}
	base, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	cmds := make([]Command, 0, len(raw))
	for i, r := range raw {
		if r.File == "" {
			return nil, fmt.Errorf("%s: entry %d has no \"file\"", path, i+1)
		}
		c := Command{Directory: r.Directory, File: r.File, Arguments: r.Arguments, Output: r.Output}
		if c.Directory == "" {
			c.Directory = base
		} else if !filepath.IsAbs(c.Directory) {
			c.Directory = filepath.Join(base, c.Directory)
		}
		c.Directory = filepath.Clean(c.Directory)
		if !filepath.IsAbs(c.File) {
			c.File = filepath.Join(c.Directory, c.File)
		}
		c.File = filepath.Clean(c.File)
		if len(c.Arguments) == 0 {
			if r.Command == "" {
				return nil, fmt.Errorf("%s: entry %d (%s) has neither \"arguments\" nor \"command\"", path, i+1, r.File)
			}
			words, err := splitShell(r.Command)
			if err != nil {
				return nil, fmt.Errorf("%s: entry %d (%s): bad \"command\": %v", path, i+1, r.File, err)
			}
			c.Arguments = words
		}
		cmds = append(cmds, c)
	}
	return cmds, nil
}
