package model

import (
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/parcoach/parcoach/internal/graph"
)

// Code that never runs (issue 13). Proxy applications keep whole subsystems nothing calls:
// Nekbone's driver comments out `call platform_timer(iverbose)`, and with it the ping-pong
// tests, whose blocking receive (data that rightly varies) then made the gather-scatter's
// communicator "vary" through the points-to graph. A function the program's entry cannot
// reach never runs: what it writes or receives is no source of anything, and what it does
// wrong is no finding.
//
// Reachability is only known for a whole program. A function is taken to run when the program
// is not closed: it has no main (flang's `main` calling `_QQmain` are both entries), or code
// that may run calls a function the run does not define whose name is not a library's (the
// definition may be in a file the run does not have, and call back into this one). Such a
// call in code that never runs does not count: an archive member the program does not use
// (AMG's par_difconv.c, which calls hypre_map, defined in no file of the build). In a closed program the entry points are main and every function whose address is
// taken (a pointer may run it: callbacks, virtual methods, constructors in global_ctors, task
// entries); the rest runs when one of them calls it, directly or through forked OpenMP regions.

// NeverRuns reports whether f cannot run in a run of the program (see above).
func (p *Program) NeverRuns(f *Function) bool {
	p.deadOnce.Do(p.findDead)
	return p.dead != nil && p.dead[f.Index]
}

// MarkIncomplete marks a program some of whose code the run could not read or model (a compile
// failure, a function left out): nothing is taken as never running then.
func (p *Program) MarkIncomplete() { p.incomplete = true }

func (p *Program) findDead() {
	debug := os.Getenv("PARCOACH_DEBUG_DEAD") != ""
	if p.incomplete {
		if debug {
			fmt.Fprintln(os.Stderr, "PARCOACH_DEBUG_DEAD: incomplete program: every function may run")
		}
		return
	}
	var roots []int
	for _, f := range p.Funcs {
		if f.IsMain() {
			roots = append(roots, f.Index)
		}
	}
	if len(roots) == 0 {
		if debug {
			fmt.Fprintln(os.Stderr, "PARCOACH_DEBUG_DEAD: no main: every function may run")
		}
		return
	}
	for _, f := range p.AddressTaken() {
		roots = append(roots, f.Index)
	}
	seen := graph.Reachable(p.CallGraph(), roots...)
	if name := p.unknownExternal(seen); name != "" {
		if debug {
			fmt.Fprintf(os.Stderr, "PARCOACH_DEBUG_DEAD: calls %s, defined nowhere in the run and not a library's: every function may run\n", name)
		}
		return
	}
	p.dead = make([]bool, len(p.Funcs))
	var names []string
	for i, s := range seen {
		if !s {
			p.dead[i] = true
			names = append(names, p.Funcs[i].Name)
		}
	}
	if debug {
		sort.Strings(names)
		fmt.Fprintf(os.Stderr, "PARCOACH_DEBUG_DEAD: %d of %d functions never run: %s\n", len(names), len(p.Funcs), strings.Join(names, " "))
	}
}

// unknownExternal returns the name of a function a function that may run (runs[f.Index])
// calls directly without a definition in the run that is not a known library's, "" when there
// is none. A call in code that never runs does not count: a library archive's member that
// the program does not use may call a function of a member the build left out (AMG's
// par_difconv.c calls hypre_map, which no file of the build defines; the linker takes only
// the members main needs).
func (p *Program) unknownExternal(runs []bool) string {
	for _, f := range p.Funcs {
		if !runs[f.Index] {
			continue
		}
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				name := in.CalledFunction()
				if name == "" || p.resolve(f.Module, name) != nil || LibraryName(name) {
					continue
				}
				return name
			}
		}
	}
	return ""
}

// libraryPrefixes name the runtime libraries a compiled MPI program calls: MPI (C and
// Fortran bindings), the OpenMP runtime, LLVM intrinsics, the C++ runtime and standard
// library, the Fortran runtimes of flang and gfortran.
var libraryPrefixes = []string{
	"MPI_", "PMPI_", "mpi_", "pmpi_", "MPIX_", "llvm.", "__kmpc_", "omp_", "__omp_", "_ZNSt", "_ZSt", "_ZNKSt",
	"_ZNSa", "_ZNKSa", "_ZNSb", "_ZNKSb", "_ZNSs", "_ZNKSs", "_ZNSi", "_ZNKSi", "_ZNSo", "_ZNKSo", "_ZNSd", "_ZNKSd", "_ZSa", "_ZSo", "_ZSi", "_ZSs",
	"_ZdlPv", "_ZdaPv", "_Znwm", "_Znam", "_ZnwmSt", "_ZnamSt", "__cxa_", "__cxx_", "_Unwind_", "__gxx_", "_Fortran",
	"_gfortran_", "_FortranA", "__dynamic_cast", "__gcc_", "__clang_", "__assert", "__stack_chk", "__errno",
	"__isoc99_", "__ctype_", "__fpclassify", "__isnan", "__isinf", "__signbit", "__builtin_", "pthread_",
	"__sync_", "__atomic_", "__divsc3", "__divdc3", "__divxc3", "__mulsc3", "__muldc3", "__mulxc3", "__pow", "__mingw", "_ZNK9__gnu_cxx", "_ZN9__gnu_cxx", "_ZTv", "_ZTh", "_ZThn", "_ZGV", "_ZN10__cxxabiv1",
}

// libraryNames are the C library functions (and a few POSIX ones) programs call by name.
var libraryNames = map[string]bool{}

func init() {
	for _, n := range strings.Fields(`
abort abs acos acosf acosh asin asinf asinh atan atan2 atan2f atanf atanh atexit atof atoi atol atoll
bsearch cabs calloc cbrt ceil ceilf clearerr clock clock_gettime close copysign cos cosf cosh ctime difftime div
erf erfc exit _exit exp exp2 expf expm1 fabs fabsf fclose fdopen feof ferror fflush fgetc fgets fileno floor floorf
fma fmax fmin fmod fmodf fopen fprintf fputc fputs fread free freopen frexp fscanf fseek fseeko fstat ftell ftello fwrite
getc getchar getcwd getenv gethostname getline getopt getopt_long getpid getrusage gettimeofday gmtime hypot
isalnum isalpha isdigit islower isspace isupper isxdigit labs ldexp ldiv llabs llround lgamma localtime log log10
log10f log1p log2 logf lrint lround lseek malloc mallinfo memalign memchr memcmp memcpy memmove memset mkdir mktime modf
nanosleep nearbyint open perror posix_memalign pow powf printf putc putchar puts qsort rand rand_r random read
realloc remove rename rewind rint round roundf scanf setbuf setvbuf signal sin sincos sinf sinh sleep snprintf sprintf
sqrt sqrtf srand srand48 drand48 erand48 lrand48 mrand48 srandom sscanf stat strcasecmp strcat strchr strcmp strcpy strcspn strdup
strerror strftime strlen strncasecmp strncat strncmp strncpy strndup strpbrk strrchr strsep strspn strstr strtod
strtof strtok strtok_r strtol strtold strtoll strtoul strtoull sysconf system tan tanf tanh time times tolower toupper
trunc truncf tmpfile ungetc uname unlink usleep vfprintf vprintf vsnprintf vsprintf write aligned_alloc
sched_getaffinity sched_setaffinity sched_getcpu getpagesize mmap munmap madvise exp10 sincosf cimag creal conj
cabs cabsf cabsl cexp cexpf clog clogf csqrt csqrtf cpow cpowf carg cargf cimagf crealf conjf ccos csin
`) {
		libraryNames[n] = true
	}
}

// LibraryName reports whether a function defined nowhere in the run is a library's (above).
func LibraryName(name string) bool {
	if libraryNames[name] {
		return true
	}
	for _, pre := range libraryPrefixes {
		if strings.HasPrefix(name, pre) {
			return true
		}
	}
	return false
}
