package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"

	"github.com/parcoach/parcoach/internal/monitor"
)

const runUsage = `Usage: parcoach run [--cc MPICC] [--print-library] [--] COMMAND ARGS...

Runs COMMAND (usually mpiexec -n N ./app args) with parcoach's runtime correctness monitor
preloaded into every MPI process (LD_PRELOAD, passed on by mpiexec: -genv for mpich's hydra,
-x for Open MPI, the environment for other commands): every MPI call is checked
(handles, counts, ranks, tags, MPI_IN_PLACE, overlapping buffers, requests, MPI_Init/MPI_Finalize
order), the processes compare each collective (function, root, operation, data size, datatype)
on every communicator, deadlocks are detected, and MPI_Finalize reports the requests and handles
left. 'parcoach cc --instrument' links the same monitor into a program it builds. The program needs no rebuilding. An error prints one line
'DYNAMIC-CHECK <check-id>: rank R: <MPI call> (<file:line>): ...' and aborts the job; see
'parcoach explain <check-id>'. The exit status is COMMAND's.

  --cc MPICC         the MPI C compiler that builds the monitor (default $PARCOACH_RT_CC or mpicc);
                     the library is cached in $XDG_CACHE_HOME/parcoach (~/.cache/parcoach)
  --print-library    build the monitor and print its path (for LD_PRELOAD by hand)

Environment of the run:
  PARCOACH_RT_CONTINUE=1   report errors and continue instead of aborting
  PARCOACH_RT_LEAKS=0      no warnings at MPI_Finalize about requests and handles left
  PARCOACH_RT_TIMEOUT=S    a process blocked S seconds in one MPI call says which (default off)
  PARCOACH_RT_DEADLOCK=S   deadlock detection after S seconds blocked (default 1; 0: off, and no
                           collective comparison)
  PARCOACH_RT_DISABLE=1    pass every call through unchecked
`

// runRun is `parcoach run`.
func runRun(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	cc := monitor.Compiler()
	printLib := false
	i := 0
loop:
	for ; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--":
			i++
			break loop
		case a == "--cc" || a == "-cc":
			if i+1 >= len(args) {
				fmt.Fprintf(stderr, "parcoach run: --cc needs a compiler\n\n%s", runUsage)
				return exitIncomplete
			}
			i++
			cc = strings.Fields(args[i])
		case strings.HasPrefix(a, "--cc="):
			cc = strings.Fields(strings.TrimPrefix(a, "--cc="))
		case a == "--print-library":
			printLib = true
		case a == "-h" || a == "--help" || a == "-help":
			fmt.Fprint(stdout, runUsage)
			return exitClean
		case strings.HasPrefix(a, "-"):
			fmt.Fprintf(stderr, "parcoach run: unknown flag %s\n\n%s", a, runUsage)
			return exitIncomplete
		default:
			break loop
		}
	}
	argv := args[i:]
	if len(argv) == 0 && !printLib {
		fmt.Fprint(stderr, runUsage)
		return exitIncomplete
	}
	lib, err := monitor.Library(ctx, cc)
	if err != nil {
		fmt.Fprintf(stderr, "parcoach run: %v\n", err)
		return exitIncomplete
	}
	if printLib {
		fmt.Fprintln(stdout, lib)
		if len(argv) == 0 {
			return exitClean
		}
	}
	if _, err := exec.LookPath(argv[0]); err != nil {
		fmt.Fprintf(stderr, "parcoach run: %s: command not found\n", argv[0])
		return exitIncomplete
	}
	argv, env := monitor.Launch(ctx, argv, os.Environ(), lib)
	c := exec.Command(argv[0], argv[1:]...) // not tied to ctx: Ctrl-C reaches the job itself
	c.Stdin, c.Stdout, c.Stderr = os.Stdin, stdout, stderr
	c.Env = env
	err = c.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return 128 + int(ws.Signal())
		}
		return ee.ExitCode()
	}
	fmt.Fprintf(stderr, "parcoach run: %v\n", err)
	return exitIncomplete
}
