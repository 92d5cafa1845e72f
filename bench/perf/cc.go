package main

// `-cc`: what `parcoach cc` costs inside a build (issue 18: <= 1.2x the plain build's CPU for
// the analysis, <= 1.3x with --instrument).
//
//	go run ./bench/perf -parcoach /tmp/pc -cc [-cc-base /tmp/pc-old] [-repeat 3] compile_commands.json...
//
// Every C and C++ compile entry (-c) of each compile_commands.json runs, in its directory,
// as written (the plain build), as `parcoach cc --quiet COMMAND` and as `parcoach cc --quiet
// --instrument COMMAND` (and the same two with the -cc-base binary), the configurations
// alternating, -repeat times each; the best CPU time (user + system of the process and of
// the compilers it ran) of each configuration and entry is kept, and the sums are printed per
// input with their ratios to the plain build. Objects go to a temporary folder (the entry's
// -o is replaced); dependency files the entries ask for are written where they say. Fortran
// entries are left out: their module files would change the build folder between runs.

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/parcoach/parcoach/internal/frontend"
)

type ccConfig struct {
	name string
	pre  []string // prepended to the entry's command
}

func measureCC(bin, base string, repeat int, inputs []string) {
	configs := []ccConfig{
		{"plain", nil},
		{"cc", []string{bin, "cc", "--quiet"}},
		{"cc --instrument", []string{bin, "cc", "--quiet", "--instrument"}},
	}
	if base != "" {
		configs = append(configs,
			ccConfig{"base cc", []string{base, "cc", "--quiet"}},
			ccConfig{"base cc --instrument", []string{base, "cc", "--quiet", "--instrument"}})
	}
	tmp, err := os.MkdirTemp("", "parcoach-perf-cc-")
	if err != nil {
		fatal("%v", err)
	}
	defer os.RemoveAll(tmp)
	fmt.Printf("load average before: %s\n\n", loadAverage())
	fmt.Print("| input | files | plain CPU s |")
	for _, c := range configs[1:] {
		fmt.Printf(" %s CPU s | x plain |", c.name)
	}
	fmt.Println()
	fmt.Print("|---|---:|---:|")
	for range configs[1:] {
		fmt.Print("---:|---:|")
	}
	fmt.Println()
	for _, in := range inputs {
		cmds, err := frontend.ReadCompileCommands(in)
		if err != nil {
			fmt.Fprintf(os.Stderr, "perf: %s: %v\n", in, err)
			continue
		}
		total := make([]time.Duration, len(configs))
		files := 0
		for k, c := range cmds {
			lang, ok := frontend.LangOf(c.File)
			if !ok || lang == frontend.Fortran || lang == frontend.IR || !hasArg(c.Arguments, "-c") {
				continue
			}
			args := redirectOutput(c.Arguments, filepath.Join(tmp, fmt.Sprintf("%d.o", k)))
			best := make([]time.Duration, len(configs))
			failed := false
			for r := 0; r < repeat && !failed; r++ {
				for i, cf := range configs {
					argv := append(append([]string(nil), cf.pre...), args...)
					cmd := exec.Command(argv[0], argv[1:]...)
					cmd.Dir = c.Directory
					var stderr strings.Builder
					cmd.Stderr = &stderr
					before := childCPU()
					err := cmd.Run()
					cpu := childCPU() - before
					if err != nil {
						fmt.Fprintf(os.Stderr, "perf: %s: %s: %v (left out)\n%s", in, strings.Join(argv, " "), err, stderr.String())
						failed = true
						break
					}
					if r == 0 || cpu < best[i] {
						best[i] = cpu
					}
				}
			}
			if failed {
				continue
			}
			files++
			for i := range configs {
				total[i] += best[i]
			}
		}
		name := filepath.Base(filepath.Dir(in))
		fmt.Printf("| %s | %d | %.2f |", name, files, total[0].Seconds())
		for i := range configs[1:] {
			fmt.Printf(" %.2f | %.2f |", total[i+1].Seconds(), total[i+1].Seconds()/total[0].Seconds())
		}
		fmt.Println()
	}
	fmt.Printf("\nload average after: %s\n", loadAverage())
}

func hasArg(args []string, a string) bool {
	for _, x := range args {
		if x == a {
			return true
		}
	}
	return false
}

// redirectOutput replaces the -o of a compile command by out (or adds it).
func redirectOutput(args []string, out string) []string {
	res := make([]string, 0, len(args)+2)
	found := false
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "-o" && i+1 < len(args):
			res = append(res, "-o", out)
			i++
			found = true
		case strings.HasPrefix(a, "-o") && len(a) > 2:
			res = append(res, "-o"+out)
			found = true
		default:
			res = append(res, a)
		}
	}
	if !found {
		res = append(res, "-o", out)
	}
	return res
}
