// Command perf measures what parcoach costs next to the compiler (issue 18).
//
//	go build -o /tmp/pc ./cmd/parcoach
//	go run ./bench/perf -parcoach /tmp/pc [-out DIR] [-synthetic 1000,2000,4000,8000,16000] INPUT...
//
// Each INPUT is a compile_commands.json, or a folder of .ll files (and its sub-folders).
// For a compile_commands.json, every entry is first compiled to LLVM IR the way `parcoach
// check -p` does it (clang/flang -g -O0 -S -emit-llvm with the entry's flags, one compiler at
// a time), and the CPU time of the compilers is measured (getrusage of the children: user +
// system); the IR is kept under -out. Then `parcoach check --time -j 1 --format=json` runs
// once on all the .ll files of the input, as a separate process, and its CPU time (user +
// system) and peak resident memory are measured the same way; the CPU time of each phase is
// what --time prints.
//
// -cc measures `parcoach cc` inside a build instead (cc.go).
//
// -synthetic adds generated programs of N functions (collectives in loops and under
// rank-dependent and uniform branches, each function calling the previous one), compiled
// with clang.
//
// The output is one Markdown table: per input, the IR size, the compilers' CPU, parcoach's
// CPU and the main phases, the peak RSS, and the ratios parcoach/compiler and RSS/IR.
package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/parcoach/parcoach/internal/frontend"
)

func main() {
	pc := flag.String("parcoach", "parcoach", "the parcoach binary to measure")
	out := flag.String("out", "", "where the IR of compile_commands.json inputs and generated programs is kept (default: a temporary folder, removed)")
	synthetic := flag.String("synthetic", "", "comma-separated numbers of functions of generated programs, e.g. 1000,2000,4000,8000,16000")
	jobs := flag.Int("j", 1, "the -j given to parcoach check")
	compare := flag.String("compare-j", "", "compare the wall time of two -j values, e.g. 1,2 (see jobs.go); no CPU table then")
	repeat := flag.Int("repeat", 3, "with -compare-j: runs of each -j, alternated; the best wall time is kept")
	ccMode := flag.Bool("cc", false, "measure `parcoach cc` inside a build: every C/C++ entry of the compile_commands.json inputs plainly, through parcoach cc and cc --instrument (see cc.go); no CPU table then")
	ccBase := flag.String("cc-base", "", "with -cc: another parcoach binary measured the same way (before/after)")
	endToEnd := flag.Bool("end-to-end", false, "with -compare-j: give compile_commands.json inputs to parcoach check -p (compilation included) instead of their IR")
	inputs := parseInterspersed()
	bin, err := exec.LookPath(*pc)
	if err != nil {
		fatal("parcoach binary: %v", err)
	}
	if *ccMode {
		base := ""
		if *ccBase != "" {
			if base, err = exec.LookPath(*ccBase); err != nil {
				fatal("-cc-base: %v", err)
			}
		}
		measureCC(bin, base, *repeat, inputs)
		return
	}
	if *compare != "" {
		compareJobs(bin, *compare, *repeat, *endToEnd, *out, inputs)
		return
	}
	dir := *out
	if dir == "" {
		if dir, err = os.MkdirTemp("", "parcoach-perf-"); err != nil {
			fatal("%v", err)
		}
		defer os.RemoveAll(dir)
	}
	var rows []row
	for _, in := range inputs {
		r, err := measureInput(bin, in, dir, *jobs)
		if err != nil {
			fmt.Fprintf(os.Stderr, "perf: %s: %v\n", in, err)
			continue
		}
		rows = append(rows, r)
		fmt.Fprintln(os.Stderr, "perf: done", r.name)
	}
	if *synthetic != "" {
		for _, s := range strings.Split(*synthetic, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(s))
			if err != nil || n < 1 {
				fatal("-synthetic: bad number %q", s)
			}
			r, err := measureSynthetic(bin, n, dir, *jobs)
			if err != nil {
				fmt.Fprintf(os.Stderr, "perf: N=%d: %v\n", n, err)
				continue
			}
			rows = append(rows, r)
			fmt.Fprintln(os.Stderr, "perf: done", r.name)
		}
	}
	printTable(rows)
}

// parseInterspersed parses the flags, which may come before, between or after the inputs.
func parseInterspersed() []string {
	var inputs []string
	args := os.Args[1:]
	for {
		if err := flag.CommandLine.Parse(args); err != nil {
			os.Exit(2)
		}
		args = flag.Args()
		if len(args) == 0 {
			return inputs
		}
		inputs = append(inputs, args[0])
		args = args[1:]
	}
}

func fatal(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "perf: "+format+"\n", args...)
	os.Exit(2)
}

// row is the measurement of one input.
type row struct {
	name       string
	files      int
	irBytes    int64
	compiler   time.Duration // CPU of the compilers; 0 when the input was IR already
	parcoach   time.Duration // CPU (user + system) of parcoach check
	wall       time.Duration
	rssKB      int64
	phases     map[string]time.Duration // from --time
	findings   int
	incomplete bool // parcoach exited with status 2 (some input was left out)
}

// measureInput compiles a compile_commands.json (or takes a folder of .ll files) and runs
// parcoach on the IR.
func measureInput(bin, in, outDir string, jobs int) (row, error) {
	st, err := os.Stat(in)
	if err != nil {
		return row{}, err
	}
	r := row{name: filepath.Base(in)}
	var lls []string
	if st.IsDir() {
		err = filepath.WalkDir(in, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".ll") {
				lls = append(lls, p)
			}
			return err
		})
		if err != nil {
			return r, err
		}
		sort.Strings(lls)
	} else {
		r.name = filepath.Base(filepath.Dir(in))
		irDir := filepath.Join(outDir, r.name)
		if lls, r.compiler, err = compileDB(in, irDir); err != nil {
			return r, err
		}
	}
	if len(lls) == 0 {
		return r, fmt.Errorf("no IR")
	}
	for _, p := range lls {
		if st, err := os.Stat(p); err == nil {
			r.irBytes += st.Size()
		}
	}
	r.files = len(lls)
	return r, runParcoach(bin, lls, jobs, &r)
}

// compileDB compiles every entry of a compile_commands.json to IR in irDir, one compiler at
// a time, and returns the .ll files (in the entries' order) and the compilers' CPU time.
func compileDB(path, irDir string) ([]string, time.Duration, error) {
	cmds, err := frontend.ReadCompileCommands(path)
	if err != nil {
		return nil, 0, err
	}
	if err := os.MkdirAll(irDir, 0o755); err != nil {
		return nil, 0, err
	}
	ctx := context.Background()
	// Discover the MPI include directories and the toolchains before measuring.
	base := frontend.Options{}
	var out []string
	var cpu time.Duration
	type pending struct {
		i   int
		cmd frontend.Command
	}
	todo := make([]pending, len(cmds))
	for i, c := range cmds {
		todo[i] = pending{i, c}
	}
	modDir, err := os.MkdirTemp("", "parcoach-perf-mod-")
	if err != nil {
		return nil, 0, err
	}
	defer os.RemoveAll(modDir)
	lls := make([]string, len(cmds))
	// Fortran units that need a module not compiled yet are retried after the others.
	for len(todo) > 0 {
		var retry []pending
		for _, p := range todo {
			opt := p.cmd.Options(base)
			opt.ModuleDir = modDir
			opt.TempDir = irDir
			before := childCPU()
			u, err := frontend.Compile(ctx, p.cmd.File, opt)
			cpu += childCPU() - before
			if err != nil {
				if missingModule(err) {
					retry = append(retry, p)
					continue
				}
				fmt.Fprintf(os.Stderr, "perf: %v (left out)\n", err)
				continue
			}
			name := fmt.Sprintf("%04d-%s.ll", p.i, strings.TrimSuffix(filepath.Base(p.cmd.File), filepath.Ext(p.cmd.File)))
			dst := filepath.Join(irDir, name)
			if err := os.WriteFile(dst, u.IR, 0o644); err != nil {
				return nil, 0, err
			}
			u.Close()
			lls[p.i] = dst
		}
		if len(retry) == len(todo) {
			for _, p := range retry {
				fmt.Fprintf(os.Stderr, "perf: %s: a module it uses does not compile (left out)\n", p.cmd.File)
			}
			break
		}
		todo = retry
	}
	for _, p := range lls {
		if p != "" {
			out = append(out, p)
		}
	}
	return out, cpu, nil
}

// missingModule reports whether a Fortran unit failed only because a module it uses is not
// compiled yet (the test of frontend.CompileAll).
func missingModule(err error) bool {
	var ce *frontend.CompileError
	return errors.As(err, &ce) && (strings.Contains(ce.Stderr, "Cannot read module file for module") ||
		strings.Contains(ce.Stderr, "Cannot parse module file for module") && strings.Contains(ce.Stderr, "was not found"))
}

// childCPU is the CPU time (user + system) of the children this process has waited for.
func childCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// runParcoach runs `parcoach check --time` on the .ll files and fills r.
func runParcoach(bin string, lls []string, jobs int, r *row) error {
	args := append([]string{"check", "--time", "--quiet", "--format=json", "-j", strconv.Itoa(jobs)}, lls...)
	cmd := exec.Command(bin, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	r.wall = time.Since(start)
	if cmd.ProcessState == nil {
		return err
	}
	switch cmd.ProcessState.ExitCode() {
	case 0, 1:
	case 2:
		r.incomplete = true
	default:
		return fmt.Errorf("parcoach: %v\n%s", err, tail(stderr.String()))
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	r.parcoach = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	r.rssKB = ru.Maxrss
	r.phases = parsePhases(stderr.String())
	r.findings = bytes.Count(stdout.Bytes(), []byte(`"check":`))
	return nil
}

func tail(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > 5 {
		lines = lines[len(lines)-5:]
	}
	return strings.Join(lines, "\n")
}

// phaseLine is a line of --time: `parcoach: time: PHASE  12.345 ms  10.000 ms CPU`.
var phaseLine = regexp.MustCompile(`^parcoach: time: (.*?)\s+([0-9.]+) ms(?:\s+([0-9.]+) ms CPU)?`)

// parsePhases reads the CPU time of each phase from --time (the wall-clock time when the
// CPU time is not printed).
func parsePhases(stderr string) map[string]time.Duration {
	out := map[string]time.Duration{}
	sc := bufio.NewScanner(strings.NewReader(stderr))
	for sc.Scan() {
		m := phaseLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		v := m[2]
		if m[3] != "" {
			v = m[3]
		}
		if ms, err := strconv.ParseFloat(v, 64); err == nil {
			out[m[1]] = time.Duration(ms * float64(time.Millisecond))
		}
	}
	return out
}

// measureSynthetic generates, compiles and measures a program of n functions.
func measureSynthetic(bin string, n int, outDir string, jobs int) (row, error) {
	r := row{name: fmt.Sprintf("synthetic N=%d", n), files: 1}
	dir := filepath.Join(outDir, fmt.Sprintf("synthetic-%d", n))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return r, err
	}
	src := filepath.Join(dir, "gen.c")
	if err := os.WriteFile(src, []byte(generate(n)), 0o644); err != nil {
		return r, err
	}
	opt := frontend.Options{TempDir: dir, WorkDir: dir}
	before := childCPU()
	u, err := frontend.Compile(context.Background(), src, opt)
	r.compiler = childCPU() - before
	if err != nil {
		return r, err
	}
	ll := filepath.Join(dir, "gen.ll")
	if err := os.WriteFile(ll, u.IR, 0o644); err != nil {
		return r, err
	}
	r.irBytes = int64(len(u.IR))
	u.Close()
	return r, runParcoach(bin, []string{ll}, jobs, &r)
}

// generate writes a C program of n functions: each calls the previous one under a uniform
// condition, runs an MPI_Allreduce in a loop, and either an MPI_Barrier under a rank-dependent
// branch (a finding) or an MPI_Bcast after a rank-dependent assignment (none).
func generate(n int) string {
	var b strings.Builder
	b.WriteString("#include <mpi.h>\n\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "int f%d(int rank, int n, double *x) {\n", i)
		if i > 0 {
			fmt.Fprintf(&b, "  if (n > %d) f%d(rank, n - 1, x);\n", i%7, i-1)
		}
		fmt.Fprintf(&b, "  for (int k = 0; k < n; k++)\n    MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);\n")
		if i%3 == 0 {
			fmt.Fprintf(&b, "  if (rank == %d)\n    MPI_Barrier(MPI_COMM_WORLD);\n", i%4)
		} else {
			fmt.Fprintf(&b, "  if (rank == %d) x[0] += 1; else x[0] -= 1;\n  MPI_Bcast(x, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);\n", i%4)
		}
		b.WriteString("  return n + 1;\n}\n\n")
	}
	fmt.Fprintf(&b, "int main(int argc, char **argv) {\n  int rank; double x = 1;\n  MPI_Init(&argc, &argv);\n"+
		"  MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n  f%d(rank, argc, &x);\n  MPI_Finalize();\n  return 0;\n}\n", n-1)
	return b.String()
}

// printTable prints the rows as Markdown.
func printTable(rows []row) {
	fmt.Println("| input | files | IR MB | compiler CPU s | parcoach CPU s | read IR | model | dependence | collective | omp | nonblocking | rma | other | peak RSS MB | parcoach/compiler | RSS/IR | findings |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	var tIR int64
	var tComp, tPC time.Duration
	for _, r := range rows {
		named := map[string]bool{"read IR": true, "build model": true, "analysis dependence": true, "analysis collective": true,
			"analysis omp": true, "analysis nonblocking": true, "analysis rma": true}
		var other time.Duration
		for p, d := range r.phases {
			if !named[p] && strings.HasPrefix(p, "analysis ") {
				other += d
			}
		}
		sec := func(d time.Duration) string { return fmt.Sprintf("%.2f", d.Seconds()) }
		comp, ratio := "-", "-"
		if r.compiler > 0 {
			comp = sec(r.compiler)
			ratio = fmt.Sprintf("%.1f %%", 100*r.parcoach.Seconds()/r.compiler.Seconds())
			tIR += r.irBytes
			tComp += r.compiler
			tPC += r.parcoach
		}
		name := r.name
		if r.incomplete {
			name += " (incomplete)"
		}
		fmt.Printf("| %s | %d | %.1f | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %.0f | %s | %.1f | %d |\n",
			name, r.files, float64(r.irBytes)/1e6, comp, sec(r.parcoach),
			sec(r.phases["read IR"]), sec(r.phases["build model"]), sec(r.phases["analysis dependence"]),
			sec(r.phases["analysis collective"]), sec(r.phases["analysis omp"]), sec(r.phases["analysis nonblocking"]),
			sec(r.phases["analysis rma"]), sec(other), float64(r.rssKB)/1e3, ratio,
			float64(r.rssKB)*1e3/float64(max(r.irBytes, 1)), r.findings)
	}
	if tComp > 0 {
		fmt.Printf("\nTotal of the compiled inputs: %.1f MB of IR, compilers %.1f s CPU, parcoach %.1f s CPU (%.1f %% of the compilers).\n",
			float64(tIR)/1e6, tComp.Seconds(), tPC.Seconds(), 100*tPC.Seconds()/tComp.Seconds())
	}
}
