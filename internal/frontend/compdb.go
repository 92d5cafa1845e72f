package frontend

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

type rawCommand struct {
	Directory string   `json:"directory"`
	File      string   `json:"file"`
	Arguments []string `json:"arguments"`
	Command   string   `json:"command"`
	Output    string   `json:"output"`
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
		if errors.As(err, &se) {
			return nil, fmt.Errorf("%s: not a valid compile_commands.json: %v (at byte %d)", path, err, se.Offset)
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
