package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/parcoach/parcoach/internal/frontend"
)

// runFortranModules prints what flang needs to compile and link a program that says
// `use mpi` or `use mpi_f08` (internal/fortranmod): by default "-I DIR OBJECT", with --dir the
// module directory alone, with --object the object file alone. The modules are built on first
// use, into the user's cache directory.
func runFortranModules(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("fortran-modules", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fc := fs.String("fc", "", "Fortran compiler (default $PARCOACH_FC or the installed flang)")
	dirOnly := fs.Bool("dir", false, "print the module directory only (for -I)")
	objOnly := fs.Bool("object", false, "print the object file only (for the link)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: parcoach fortran-modules [--fc FC] [--dir|--object]")
		fmt.Fprintln(stderr, "  e.g. flang-new-19 $(parcoach fortran-modules --fc flang-new-19) app.f90 -lmpichfort -lmpich")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 || *dirOnly && *objOnly {
		if err == nil {
			fs.Usage()
		}
		return exitIncomplete
	}
	dir, obj, err := frontend.FortranModules(ctx, frontend.Options{FC: *fc})
	if err != nil {
		fmt.Fprintln(stderr, "parcoach: error:", err)
		return exitIncomplete
	}
	switch {
	case *dirOnly:
		fmt.Fprintln(stdout, dir)
	case *objOnly:
		fmt.Fprintln(stdout, obj)
	default:
		fmt.Fprintf(stdout, "-I %s %s\n", dir, obj)
	}
	return exitClean
}
