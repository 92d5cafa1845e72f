package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/parcoach/parcoach/internal/frontend"
	"github.com/parcoach/parcoach/internal/instrument"
	"github.com/parcoach/parcoach/internal/monitor"
)

// monitorLibrary is the runtime monitor linked by `parcoach cc --instrument`: local checks
// only (selective), or every check with deadlock detection (--instrument=all).
func monitorLibrary(ctx context.Context, cc []string, mode instrument.Mode) (string, error) {
	if mode == instrument.All {
		return monitor.Library(ctx, cc)
	}
	return monitor.SelectiveLibrary(ctx, cc)
}

const ccUsage = `Usage: parcoach cc [--instrument[=all]] [--quiet] [--werror] [--suppressions FILE] COMPILER ARGS...

Runs the compile line COMPILER ARGS exactly as given (same outputs, same exit status), then
analyses each C, C++ or Fortran source it compiled and prints the findings on stderr, in the
compiler's format. Use it as the compiler of a build:

  CC="parcoach cc mpicc" make
  cmake -DCMAKE_C_COMPILER_LAUNCHER="parcoach;cc" ..   (or CC="parcoach cc mpicc" cmake ..)
  cmake -DCMAKE_C_COMPILER_LAUNCHER="parcoach;cc;--instrument" ..

  --instrument       replace the objects of sources with unproven collectives by instrumented
                     ones and link the runtime library: a run stops with a DYNAMIC-CHECK
                     message before processes disagree on a collective; an MPI program also
                     links the runtime monitor (as 'parcoach run'), with its local checks of
                     every MPI call (handles, counts, ranks, tags, requests, leaks)
  --instrument=all   check every collective at run time, and link the monitor with all its
                     checks: collective signatures on every communicator, deadlock detection
  --quiet            do not print the static findings
  --werror           fail the compile (exit status 1, no output left) when the static
                     analysis reports a warning or an error, as -Werror does
  --suppressions FILE  findings not reported (nor counted by --werror): ID:src:GLOB and
                     ID:func:NAME lines, as for 'parcoach check' (repeatable)

An object compiled for a later link (-c) with --instrument carries the runtime library (weak
definitions), so a link that does not go through parcoach works too.

With --instrument, a C or C++ line whose every object is replaced by an instrumented one
(compiled by clang from the analysed IR) is not compiled by COMPILER as well: only its
preprocessor runs, for the dependency file of -MD/-MMD (one compile per file instead of two;
COMPILER's own warnings are then not shown; lines with -Werror are always compiled).
PARCOACH_CC_COMPILE_TWICE=1 always runs the line as given first.

The IR is produced by clang (C, C++) and flang-new (Fortran), or $PARCOACH_CC, $PARCOACH_CXX,
$PARCOACH_FC. The runtime library is built with the MPI C compiler (or $PARCOACH_RT_CC) and
cached in $XDG_CACHE_HOME/parcoach (~/.cache/parcoach).
`

// runCC is `parcoach cc`: its own flags come first, then the compiler command.
func runCC(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o := instrument.CCOptions{Stdin: stdin, Stdout: stdout, Stderr: stderr, Monitor: monitorLibrary}
	var suppressions []string
	i := 0
	for ; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			i++
		case a == "--instrument" || a == "-instrument":
			o.Instrument = true
			continue
		case strings.HasPrefix(a, "--instrument=") || strings.HasPrefix(a, "-instrument="):
			_, v, _ := strings.Cut(a, "=")
			switch v {
			case "all":
				o.Instrument, o.Mode = true, instrument.All
			case "selective", "default":
				o.Instrument, o.Mode = true, instrument.Selective
			default:
				fmt.Fprintf(stderr, "parcoach cc: --instrument=%s: want --instrument or --instrument=all\n", v)
				return exitIncomplete
			}
			continue
		case a == "--quiet" || a == "-quiet":
			o.Quiet = true
			continue
		case a == "--werror" || a == "-werror":
			o.Werror = true
			continue
		case a == "--suppressions" || a == "-suppressions":
			if i+1 >= len(args) {
				fmt.Fprintf(stderr, "parcoach cc: %s needs a file\n", a)
				return exitIncomplete
			}
			i++
			suppressions = append(suppressions, args[i])
			continue
		case strings.HasPrefix(a, "--suppressions=") || strings.HasPrefix(a, "-suppressions="):
			_, v, _ := strings.Cut(a, "=")
			suppressions = append(suppressions, v)
			continue
		case a == "-h" || a == "--help" || a == "-help":
			fmt.Fprint(stdout, ccUsage)
			return exitClean
		case strings.HasPrefix(a, "--") && len(args) > i+1:
			fmt.Fprintf(stderr, "parcoach cc: unknown flag %s\n\n%s", a, ccUsage)
			return exitIncomplete
		}
		break
	}
	if i >= len(args) {
		fmt.Fprint(stderr, ccUsage)
		return exitIncomplete
	}
	if len(suppressions) > 0 {
		filter, err := suppressionFilter(suppressions)
		if err != nil {
			fmt.Fprintln(stderr, "parcoach cc:", err)
			return exitIncomplete
		}
		o.Filter = filter
	}
	o.Frontend = frontend.Options{}
	// The compiler command may be given as one word with spaces (CC="parcoach cc 'ccache mpicc'").
	argv := append(strings.Fields(args[i]), args[i+1:]...)
	return instrument.RunCC(ctx, argv, o)
}
