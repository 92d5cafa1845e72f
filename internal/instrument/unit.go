package instrument

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/check/all"
	"github.com/parcoach/parcoach/internal/check/collective"
	"github.com/parcoach/parcoach/internal/check/omp"
	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/frontend"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
	"github.com/parcoach/parcoach/internal/mpiwrap"
)

// Unit is one translation unit compiled to IR and analysed on its own (the static pass of
// `parcoach cc`: a function of another file is not seen, so a call to it counts as no
// collective).
type Unit struct {
	Source      string
	Lang        frontend.Lang
	Compiler    string // the compiler that produced the IR (clang, clang-16, flang-new-16, ...)
	Version     string // its --version line
	Program     *model.Program
	Module      *llvmir.Module
	Collective  *collective.Result
	OMP         *omp.Result // the OpenMP analysis's result (its unproved sites)
	Diagnostics []*diag.Diagnostic
	Problems    []diag.Problem // parts of the IR the reader skipped, analysis failures
}

// Analyse compiles src to LLVM IR with the frontend and runs every analysis on it. The IR is
// produced at -O0 without clang's optnone attribute, so that it can also be compiled at the
// user's optimisation level once instrumented.
func Analyse(ctx context.Context, src string, fopt frontend.Options, cfg check.Config) (*Unit, error) {
	fopt.UserFlags = append(append([]string(nil), fopt.UserFlags...), "-Xclang", "-disable-O0-optnone")
	fu, err := frontend.Compile(ctx, src, fopt)
	if err != nil && fu == nil {
		var ce *frontend.CompileError
		if errors.As(err, &ce) && strings.Contains(ce.Stderr, "disable-O0-optnone") {
			// A compiler that is not clang (flang-new): retry without the clang option.
			fopt.UserFlags = fopt.UserFlags[:len(fopt.UserFlags)-2]
			fu, err = frontend.Compile(ctx, src, fopt)
		}
	}
	if err != nil {
		return nil, err
	}
	defer fu.Close()
	u, err := AnalyseIR(src, fu.IR, cfg)
	if err != nil {
		return nil, err
	}
	u.Lang, u.Compiler, u.Version = fu.Lang, fu.Compiler, fu.Version
	return u, nil
}

// AnalyseIR reads LLVM IR text (of a source named src) and runs every analysis on it.
func AnalyseIR(src string, ir []byte, cfg check.Config) (*Unit, error) {
	m, err := llvmir.Parse(src, ir)
	if err != nil {
		var pe *llvmir.Error
		if errors.As(err, &pe) && pe.Line > 0 {
			return nil, fmt.Errorf("%s: cannot read the IR: IR line %d:%d: %s", src, pe.Line, pe.Col, pe.Msg)
		} else if errors.As(err, &pe) {
			return nil, fmt.Errorf("%s: cannot read the IR: %s", src, pe.Msg)
		}
		return nil, fmt.Errorf("%s: cannot read the IR: %v", src, err)
	}
	u := &Unit{Source: src, Lang: frontend.IR, Module: m}
	for _, p := range m.Problems {
		u.Problems = append(u.Problems, diag.Problem{
			Pos:     diag.Pos{File: src},
			Message: fmt.Sprintf("IR line %d:%d: %s (skipped; the rest of the file is analysed)", p.Line, p.Col, p.Msg),
		})
	}
	// Static one-line MPI wrappers are read as the MPI calls they make, as `parcoach check`
	// reads them (its findings and the checks placed land on the callers); external ones may
	// be called from other files, whose calls keep running their bodies, so they stay.
	wrap := mpiwrap.UnwrapLocal([]*llvmir.Module{m})
	prog, failed := model.BuildIsolatedWithout([]*llvmir.Module{m}, wrap.Dead)
	for _, e := range failed {
		u.Problems = append(u.Problems, diag.Problem{Pos: diag.Pos{File: src}, Message: e.Error() + " (the function is left out; the rest is analysed)"})
	}
	u.Program = prog
	// The collective analysis's result (the set O) is captured by an analyzer that requires it.
	capture := &check.Analyzer{
		Name:     "instrument-sites",
		Doc:      "captures the sites the collective analysis could not prove",
		Requires: []*check.Analyzer{collective.Analyzer, omp.Analyzer},
		Run: func(p *check.Pass) (any, error) {
			u.Collective, _ = p.ResultOf[collective.Analyzer].(*collective.Result)
			u.OMP, _ = p.ResultOf[omp.Analyzer].(*omp.Result)
			return nil, nil
		},
	}
	analyzers := append(append([]*check.Analyzer(nil), all.Analyzers...), capture)
	ds, err := check.Run(u.Program, &cfg, analyzers)
	if err != nil {
		u.Problems = append(u.Problems, diag.Problem{Pos: diag.Pos{File: src}, Message: "analysis failed: " + err.Error()})
	}
	u.Diagnostics = ds
	return u, nil
}

// Instrument rewrites the unit's IR with the runtime checks.
func (u *Unit) Instrument(opt Options) (*Result, error) {
	if opt.OMP == nil {
		opt.OMP = u.OMP
	}
	if opt.Hybrid == nil {
		opt.Hybrid = HybridFindings(u.Diagnostics)
	}
	if opt.RMA == nil {
		opt.RMA = RMAFindings(u.Diagnostics)
	}
	return Rewrite(u.Program, u.Module, u.Collective, opt)
}

var versionMajor = regexp.MustCompile(`version (\d+)\.`)

// irCompiler returns the clang that compiles the unit's IR: the compiler that produced it for
// C and C++, the clang of the same LLVM version for Fortran (flang-new-16 → clang-16).
func (u *Unit) irCompiler() ([]string, error) {
	if u.Lang != frontend.Fortran {
		return strings.Fields(u.Compiler), nil
	}
	var cands []string
	if m := versionMajor.FindStringSubmatch(u.Version); m != nil {
		cands = append(cands, "clang-"+m[1])
	}
	cands = append(cands, "clang")
	for _, c := range cands {
		if _, err := exec.LookPath(c); err == nil {
			return []string{c}, nil
		}
	}
	return nil, fmt.Errorf("%s: no clang to compile %s's IR (wanted %s)", u.Source, u.Compiler, strings.Join(cands, " or "))
}

// CompileIR compiles rewritten IR into out (an object file, or assembly with -S among flags)
// with the clang of the unit's LLVM version. flags are the user's code generation flags
// (-O2, -fPIC, -march=...); flags clang does not know are dropped.
func (u *Unit) CompileIR(ctx context.Context, ir []byte, out string, flags []string) error {
	cc, err := u.irCompiler()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "parcoach-cc-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	base := strings.TrimSuffix(filepath.Base(u.Source), filepath.Ext(u.Source))
	llPath := filepath.Join(dir, base+".parcoach.ll")
	if err := os.WriteFile(llPath, ir, 0o644); err != nil {
		return err
	}
	if keep := os.Getenv("PARCOACH_KEEP_IR"); keep != "" {
		// Debugging aid: keep a copy of the instrumented IR.
		_ = os.WriteFile(filepath.Join(keep, filepath.Base(out)+".ll"), ir, 0o644)
	}
	mode := "-c"
	for _, f := range flags {
		if f == "-S" {
			mode = "-S"
		}
	}
	flags = without(flags, "-S", "-c")
	for attempt := 0; ; attempt++ {
		argv := append(append([]string(nil), cc...), mode, "-x", "ir", llPath, "-o", out, "-Wno-unused-command-line-argument")
		argv = append(argv, flags...)
		c := exec.CommandContext(ctx, argv[0], argv[1:]...)
		var stderr strings.Builder
		c.Stderr = &stderr
		c.WaitDelay = 2 * time.Second
		if err := c.Run(); err != nil {
			if bad := unknownArgs(stderr.String(), flags); len(bad) > 0 && attempt < 8 {
				for _, b := range bad {
					flags = without(flags, b)
				}
				continue
			}
			return fmt.Errorf("%s: compiling the instrumented IR failed: %s\n%s", u.Source, strings.Join(argv, " "), strings.TrimSpace(stderr.String()))
		}
		return nil
	}
}

var unknownArgRE = regexp.MustCompile(`(?:unknown argument|unsupported option)[:]? '([^']+)'`)

func unknownArgs(stderr string, flags []string) []string {
	var bad []string
	for _, m := range unknownArgRE.FindAllStringSubmatch(stderr, -1) {
		for _, f := range flags {
			if f == m[1] || strings.HasPrefix(f, m[1]) {
				bad = append(bad, f)
			}
		}
	}
	return bad
}

func without(list []string, drop ...string) []string {
	var out []string
	for _, s := range list {
		keep := true
		for _, d := range drop {
			if s == d {
				keep = false
				break
			}
		}
		if keep {
			out = append(out, s)
		}
	}
	return out
}
