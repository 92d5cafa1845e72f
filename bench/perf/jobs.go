package main

// -compare-j A,B measures what -j buys (issue 18): for each input, `parcoach check -j A` and
// `parcoach check -j B` run alternately -repeat times each, as separate processes, and the
// table gives the best wall time of each (a shared machine only ever makes a run slower),
// their ratio, the CPU time (user + system) of those best runs, and whether every run printed
// the same JSON, byte for byte. The load average before and after is printed: with other jobs
// on the machine, the second core is not free and the ratio says less. The last column is
// what the CPU time of each phase (one -j 1 run with --time) allows at best on two free
// cores (twoCoreBound), which a loaded machine disturbs far less than wall time.
//
//	go run ./bench/perf -parcoach /tmp/pc -compare-j 1,2 -repeat 5 -out /tmp/perf DIR_OF_LL... compile_commands.json...
//	go run ./bench/perf -parcoach /tmp/pc -compare-j 1,2 -end-to-end compile_commands.json...
//
// A compile_commands.json input is first compiled to IR under -out (as without -compare-j)
// and the .ll files are measured, unless -end-to-end: then parcoach check -p is measured,
// compilations included.

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

type jobsRow struct {
	name      string
	files     int
	irBytes   int64
	wall, cpu [2]time.Duration // best wall of each -j, and the CPU of that run
	same      bool
	runs      int
	bound     float64 // what the phases of one -j 1 run allow with two cores (0: not measured)
}

func compareJobs(bin, spec string, repeat int, endToEnd bool, outDir string, inputs []string) {
	var js [2]int
	parts := strings.Split(spec, ",")
	if len(parts) != 2 {
		fatal("-compare-j: want two values, e.g. 1,2")
	}
	for i, p := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n < 1 {
			fatal("-compare-j: bad value %q", p)
		}
		js[i] = n
	}
	if outDir == "" {
		d, err := os.MkdirTemp("", "parcoach-perf-")
		if err != nil {
			fatal("%v", err)
		}
		defer os.RemoveAll(d)
		outDir = d
	}
	fmt.Printf("load average before: %s\n\n", loadAverage())
	var rows []jobsRow
	for _, in := range inputs {
		var args []string
		r := jobsRow{name: filepath.Base(in)}
		st, err := os.Stat(in)
		switch {
		case err != nil:
			fmt.Fprintf(os.Stderr, "perf: %v\n", err)
			continue
		case !st.IsDir() && endToEnd:
			r.name = filepath.Base(filepath.Dir(in)) + " (compiled by parcoach)"
			abs, _ := filepath.Abs(in)
			args = []string{"-p", abs}
		default:
			m, err := measureInput(bin, in, outDir, 1) // compiles a database to IR, runs once
			if err != nil {
				fmt.Fprintf(os.Stderr, "perf: %s: %v\n", in, err)
				continue
			}
			lls, _ := irFiles(in, outDir, st.IsDir())
			r.name, r.files, r.irBytes, args = m.name, m.files, m.irBytes, lls
			r.bound = twoCoreBound(m.phases)
		}
		if err := measureJobs(bin, args, js, repeat, &r); err != nil {
			fmt.Fprintf(os.Stderr, "perf: %s: %v\n", in, err)
			continue
		}
		rows = append(rows, r)
		fmt.Fprintln(os.Stderr, "perf: done", r.name)
	}
	a, b := js[0], js[1]
	fmt.Printf("| input | files | IR MB | wall -j %d s | wall -j %d s | -j %d / -j %d | CPU -j %d s | CPU -j %d s | same output (%d runs) | two cores at best |\n", a, b, b, a, a, b, 2*repeat)
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|---|---:|")
	for _, r := range rows {
		files, ir := "-", "-"
		if r.files > 0 {
			files, ir = strconv.Itoa(r.files), fmt.Sprintf("%.1f", float64(r.irBytes)/1e6)
		}
		same := "yes"
		if !r.same {
			same = "**no**"
		}
		bound := "-"
		if r.bound > 0 {
			bound = fmt.Sprintf("%.2fx", r.bound)
		}
		fmt.Printf("| %s | %s | %s | %.2f | %.2f | %.2f | %.2f | %.2f | %s | %s |\n", r.name, files, ir,
			r.wall[0].Seconds(), r.wall[1].Seconds(), r.wall[1].Seconds()/r.wall[0].Seconds(), r.cpu[0].Seconds(), r.cpu[1].Seconds(), same, bound)
	}
	fmt.Printf("\nload average after: %s\n", loadAverage())
}

// twoCoreBound is the shortest time two cores allow, as a fraction of the CPU time after the
// compiler, given the CPU time of each phase of a -j 1 run of one program (--time): reading
// halves, building the model and the dependence analysis stay sequential, the analyses that
// require the dependence analysis run beside each other after it (the longest of omp,
// handles, collective+collargs is on the critical path), and the others beside it. A run of
// several programs analyses them at once, which this does not model; nor does it model the
// dependence analysis's own domains solved at once (atonce.go: --time reports the analysis
// as one phase), so a program with parallel regions or split communicators can beat it. 0
// when --time gave no total.
func twoCoreBound(p map[string]time.Duration) float64 {
	total := p["parcoach after the compiler"]
	if total <= 0 {
		return 0
	}
	a := func(n string) time.Duration { return p["analysis "+n] }
	var analyses time.Duration
	for k, v := range p {
		if strings.HasPrefix(k, "analysis ") {
			analyses += v
		}
	}
	critical := a("dependence") + max(a("collective")+a("collargs"), a("omp"), a("handles"))
	rest := total - p["read IR"] - p["build model"] - analyses
	best := p["read IR"]/2 + p["build model"] + max(critical, analyses/2) + rest
	return best.Seconds() / total.Seconds()
}

// irFiles lists the .ll files measureInput measured for an input.
func irFiles(in, outDir string, isDir bool) ([]string, error) {
	dir := in
	if !isDir {
		dir = filepath.Join(outDir, filepath.Base(filepath.Dir(in)))
	}
	var lls []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".ll") {
			lls = append(lls, p)
		}
		return err
	})
	return lls, err // WalkDir visits in lexical order
}

// measureJobs runs parcoach check with each -j alternately, repeat times each.
func measureJobs(bin string, inputs []string, js [2]int, repeat int, r *jobsRow) error {
	var first []byte
	r.same = true
	for i := 0; i < repeat; i++ {
		for k, j := range js {
			args := append([]string{"check", "--quiet", "--format=json", "-j", strconv.Itoa(j)}, inputs...)
			cmd := exec.Command(bin, args...)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			start := time.Now()
			err := cmd.Run()
			wall := time.Since(start)
			if cmd.ProcessState == nil || cmd.ProcessState.ExitCode() > 2 {
				return fmt.Errorf("parcoach: %v\n%s", err, tail(stderr.String()))
			}
			ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
			cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
			if r.runs == 0 {
				first = stdout.Bytes()
			} else if !bytes.Equal(first, stdout.Bytes()) {
				r.same = false
			}
			r.runs++
			if r.wall[k] == 0 || wall < r.wall[k] {
				r.wall[k], r.cpu[k] = wall, cpu
			}
		}
	}
	return nil
}

// loadAverage is the first three fields of /proc/loadavg ("?" where there is none).
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}
