package mpi

import (
	"fmt"
	"slices"
	"strings"
)

// Func describes one MPI function. The zero-based argument indices of its C
// binding are the embedded Args (f.Comm, f.Root, ...); FortranArgs holds
// those of its Fortran binding. Use ArgsFor to pick by binding.
type Func struct {
	Name       string // canonical C name, e.g. "MPI_Bcast"
	Kind       Kind
	Sub        Sub
	Collective bool // collective over Comm (see Over); includes MPI_Win_fence and MPI_Finalize
	// Blocking is false for calls that only start an operation completed
	// later (nonblocking collectives and point-to-point, persistent
	// initialisations, MPI_Start(all), RMA communication, nonblocking file
	// I/O, the _begin half of a split collective, MPI_Win_post) and for
	// the calls that test without waiting (MPI_Test*, MPI_Iprobe,
	// MPI_Improbe, MPI_Win_test, MPI_Parrived). It is true for all others.
	Blocking bool
	// Over says what Comm designates: a communicator, a window, a file, a
	// group, or nothing (NoScope; World for MPI_Finalize).
	Over       Scope
	Completion CompletionKind // for Kind Completion: Unitary or Multi
	Completes  Completes      // for Kind Completion: which requests a successful call completes
	// Base is the blocking function of the same family: "MPI_Bcast" for
	// MPI_Ibcast and MPI_Bcast_init, "MPI_Comm_dup" for MPI_Comm_idup,
	// "MPI_Send" for MPI_Isend and MPI_Send_init, "MPI_Put" for MPI_Rput,
	// "MPI_Probe" for MPI_Iprobe; the function itself otherwise. A blocking
	// collective never matches its nonblocking variant, but reports may
	// name the family.
	Base string
	// LargeCount: an MPI-4 large-count variant Name+"_c" exists. It has
	// the same parameters, with MPI_Count / MPI_Aint counts, except
	// MPI_Type_get_envelope_c and MPI_Type_get_contents_c, which add large
	// counts after the addresses (Other functions, not analysed).
	LargeCount bool
	// Params are the C parameter names (mpich spelling, which follows the
	// standard); "..." for the variadic tail of MPI_Pcontrol.
	Params []string
	// FortranParams are the Fortran parameter names, ierror included; nil
	// when the function has no Fortran binding (see HasFortran).
	FortranParams []string
	HasFortran    bool
	Args                 // argument indices in the C binding
	FortranArgs   Args   // argument indices in the Fortran binding
	cptr          []bool // C parameter i is a pointer or an array
	cconst        []bool // C parameter i points to const: the call only reads through it
}

// Args holds zero-based argument indices; -1 when the function has no such
// argument. Each field is filled from the parameter names of the binding;
// the names recognised are listed with the field.
type Args struct {
	N int // number of arguments (Fortran: ierror included, hidden CHARACTER lengths not)

	// Comm designates the processes: for a collective call the object it is
	// collective over, whose kind Func.Over gives (a communicator; the
	// window for MPI_Win_fence and MPI_Win_free; the file handle for
	// MPI_File_close and the collective file operations; the group for
	// MPI_Comm_create_from_group and MPI_Intercomm_create_from_groups; -1
	// for MPI_Finalize). For other calls it is the communicator argument
	// (comm, comm_old, local_comm, by-value intercomm), or -1.
	Comm int
	Root int // root (also of MPI_Comm_spawn, MPI_Comm_accept, MPI_Comm_connect)
	Op   int // op

	Datatype     int // datatype, sendtype, sendtypes (array), origin_datatype
	Count        int // count, sendcount, sendcounts (array), origin_count, incount (MPI_Waitsome); for MPI_Waitall etc. the length of the request array
	Buffer       int // buf, buffer, sendbuf, origin_addr, inbuf; the window memory: base (MPI_Win_create, MPI_Win_attach), baseptr (MPI_Win_allocate*, MPI_Alloc_mem: an output)
	RecvBuffer   int // recvbuf, result_addr (MPI_Get_accumulate, MPI_Fetch_and_op, MPI_Compare_and_swap), inoutbuf (MPI_Reduce_local)
	RecvCount    int // recvcount, recvcounts (array), result_count
	RecvDatatype int // recvtype, recvtypes (array), result_datatype

	CompareBuffer int // compare_addr (MPI_Compare_and_swap)

	Request int // request, array_of_requests
	Status  int // status, array_of_statuses
	Message int // message (MPI_Mprobe, MPI_Improbe, MPI_Mrecv, MPI_Imrecv)
	Win     int // win
	File    int // fh
	Group   int // group, local_group

	Target int // dest, target_rank; rank for RMASync calls (MPI_Win_lock, MPI_Win_flush, ...)
	Source int // source
	Tag    int // tag, sendtag
	Flag   int // flag (MPI_Test*, MPI_Iprobe, ...)
	Index  int // indx / index (MPI_Waitany, MPI_Testany)

	TargetDisp     int // target_disp
	TargetCount    int // target_count
	TargetDatatype int // target_datatype
	Assert         int // assert (MPI_Win_fence, MPI_Win_lock, MPI_Win_post, ...)
	LockType       int // lock_type (MPI_Win_lock)

	Required int // required thread level (MPI_Init_thread: C 2, Fortran 0)
	Provided int // provided thread level (MPI_Init_thread: C 3, Fortran 1; MPI_Query_thread)
	Rank     int // the rank returned by a Rank function
	Size     int // the size returned by a Size function
	New      int // the handle a constructor returns: newcomm, comm_cart, newintercomm, ..., win, fh
	Ierror   int // ierror (Fortran only)
}

// ArgsFor returns the argument indices of the given binding.
func (f *Func) ArgsFor(b Binding) Args {
	if b == Fortran {
		return f.FortranArgs
	}
	return f.Args
}

// CPointer reports whether C parameter i is a pointer or an array: an
// output, an input-output handle (MPI_Comm_free(MPI_Comm *comm), MPI_Wait's
// request), a buffer or an array. In Fortran every argument is a pointer.
func (f *Func) CPointer(i int) bool {
	return i >= 0 && i < len(f.cptr) && f.cptr[i]
}

// CConst reports whether C parameter i is a pointer to const (MPI-3's C bindings: a send
// buffer, the counts, displacements and datatypes arrays of the v and w collectives, the
// dims of MPI_Cart_create, ...): the call reads through it and never writes.
func (f *Func) CConst(i int) bool {
	return i >= 0 && i < len(f.cconst) && f.cconst[i]
}

// CWritten reports whether the call may write through C parameter i: a pointer that is not
// to const.
func (f *Func) CWritten(i int) bool {
	return f.CPointer(i) && !f.CConst(i)
}

// FortranWritten reports whether Fortran argument i may be written by the call: ierror, and
// the parameters whose C namesake is a pointer or an array not to const (CWritten). In the Fortran binding
// every argument is passed by reference, so that a communicator or a count passed as a
// variable is a pointer the callee only reads.
func (f *Func) FortranWritten(i int) bool {
	if i < 0 || i >= len(f.FortranParams) {
		return false
	}
	name := f.FortranParams[i]
	if name == "ierror" {
		return true
	}
	for j, p := range f.Params {
		if p == name {
			return f.CPointer(j)
		}
	}
	return true // no C namesake: assume it is written
}

// CreatesRequest reports whether a call returns a new request in
// Args.Request: nonblocking and persistent collectives and point-to-point,
// request-based RMA (MPI_Rput, ...), nonblocking file I/O, MPI_Grequest_start.
func (f *Func) CreatesRequest() bool {
	if f.Request < 0 {
		return false
	}
	switch f.Kind {
	case NonblockingCollective, PersistentCollective, NonblockingP2P, PersistentP2P, RMAComm:
		return true
	}
	return f.Sub == FileOp || f.Name == "MPI_Grequest_start"
}

func (f *Func) String() string { return f.Name }

// Family is the name of the blocking function of f's family (Base), or f's own name when it
// is one: "MPI_Bcast" for MPI_Ibcast and MPI_Bcast_init, and for MPI_Bcast itself.
func (f *Func) Family() string {
	if f.Base != "" {
		return f.Base
	}
	return f.Name
}

// flag marks a table row.
type flag uint8

const (
	// LC: the MPI-4 large-count variant Name_c exists.
	flagLC flag = 1 << iota
	// Coll: collective although its Kind is not one of the collective kinds
	// (MPI_Win_fence, MPI_Finalize).
	flagColl
	// NB: Blocking is false although the Kind does not say so (MPI_Iprobe,
	// MPI_Test, MPI_Win_post, MPI_File_iread, MPI_File_read_all_begin, ...).
	flagNB
)

// row is one parsed line of the table.
type row struct {
	name   string
	kind   Kind
	sub    Sub
	flags  flag
	params string // C parameters, then optionally "|" and the Fortran ones
}

func parseRow(line string) (row, error) {
	t := strings.Fields(line)
	if len(t) < 4 {
		return row{}, fmt.Errorf("table row %q: want name, kind, sub, flags, parameters", line)
	}
	r := row{name: t[0], params: strings.Join(t[4:], " ")}
	var ok bool
	if r.kind, ok = parseKind(t[1]); !ok {
		return row{}, fmt.Errorf("%s: unknown kind %q", r.name, t[1])
	}
	if t[2] != "-" {
		if r.sub, ok = parseSub(t[2]); !ok || r.sub == NoSub {
			return row{}, fmt.Errorf("%s: unknown sub %q", r.name, t[2])
		}
	}
	if t[3] != "-" {
		for _, fl := range strings.Split(t[3], ",") {
			switch fl {
			case "LC":
				r.flags |= flagLC
			case "Coll":
				r.flags |= flagColl
			case "NB":
				r.flags |= flagNB
			default:
				return row{}, fmt.Errorf("%s: unknown flag %q", r.name, fl)
			}
		}
	}
	return r, nil
}

func parseKind(s string) (Kind, bool) {
	for i, n := range kindNames {
		if n == s {
			return Kind(i), true
		}
	}
	return 0, false
}

func parseSub(s string) (Sub, bool) {
	for i, n := range subNames {
		if n == s {
			return Sub(i), true
		}
	}
	return 0, false
}

var (
	funcs   []*Func          // sorted by name
	byName  map[string]*Func // canonical C name
	byLower map[string]*Func // lower-case name, for Fortran symbols
)

func init() {
	var err error
	funcs, err = build(table)
	if err != nil {
		panic("mpi: " + err.Error())
	}
	byName = make(map[string]*Func, len(funcs))
	byLower = make(map[string]*Func, len(funcs))
	for _, f := range funcs {
		byName[f.Name] = f
		byLower[strings.ToLower(f.Name)] = f
	}
}

// All returns every function of the registry, sorted by name. The slice is
// a copy; the *Func it holds are shared and must not be modified.
func All() []*Func { return slices.Clone(funcs) }

// ByName returns the function with canonical C name name ("MPI_Bcast").
func ByName(name string) (*Func, bool) {
	f, ok := byName[name]
	return f, ok
}

func build(lines []string) ([]*Func, error) {
	seen := map[string]bool{}
	var fs []*Func
	for _, line := range lines {
		r, err := parseRow(line)
		if err != nil {
			return nil, err
		}
		if !strings.HasPrefix(r.name, "MPI_") {
			return nil, fmt.Errorf("%s: not an MPI_ name", r.name)
		}
		if seen[r.name] {
			return nil, fmt.Errorf("%s: listed twice", r.name)
		}
		seen[r.name] = true
		f, err := newFunc(r)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", r.name, err)
		}
		fs = append(fs, f)
	}
	slices.SortFunc(fs, func(a, b *Func) int { return strings.Compare(a.Name, b.Name) })
	names := map[string]*Func{}
	for _, f := range fs {
		names[f.Name] = f
	}
	for _, f := range fs {
		f.Base = family(f, names)
	}
	return fs, nil
}

func newFunc(r row) (*Func, error) {
	f := &Func{Name: r.name, Kind: r.kind, Sub: r.sub, LargeCount: r.flags&flagLC != 0}
	cpart, fpart, hasF := strings.Cut(r.params, "|")
	for _, p := range strings.Fields(cpart) {
		p, isConst := strings.CutPrefix(p, "const")
		ptr := strings.HasPrefix(p, "*")
		if isConst && !ptr {
			return nil, fmt.Errorf("const without * in %q", "const"+p)
		}
		p = strings.TrimPrefix(p, "*")
		if p == "" {
			return nil, fmt.Errorf("empty parameter name")
		}
		f.Params = append(f.Params, p)
		f.cptr = append(f.cptr, ptr)
		f.cconst = append(f.cconst, isConst)
	}
	switch {
	case !hasF:
		f.HasFortran = true
		f.FortranParams = append(slices.Clone(f.Params), "ierror")
	case strings.TrimSpace(fpart) == "-":
		f.HasFortran = false
	default:
		f.HasFortran = true
		f.FortranParams = strings.Fields(fpart)
		if f.FortranParams == nil {
			f.FortranParams = []string{}
		}
	}
	if slices.Contains(f.FortranParams, "...") || strings.Contains(fpart, "*") {
		return nil, fmt.Errorf("bad Fortran parameters %q", fpart)
	}

	switch f.Kind {
	case Collective, NonblockingCollective, PersistentCollective:
		f.Collective = true
	}
	if r.flags&flagColl != 0 {
		if f.Collective {
			return nil, fmt.Errorf("Coll flag on a collective kind")
		}
		f.Collective = true
	}
	switch f.Kind {
	case NonblockingCollective, PersistentCollective, NonblockingP2P, PersistentP2P, Start, RMAComm:
		f.Blocking = false
		if r.flags&flagNB != 0 {
			return nil, fmt.Errorf("NB flag on a nonblocking kind")
		}
	default:
		f.Blocking = r.flags&flagNB == 0
	}
	if f.Kind == Completion {
		f.Completion, f.Completes = completionOf(f.Name)
	}

	ptr := map[string]bool{}
	for i, p := range f.Params {
		ptr[p] = f.cptr[i]
	}
	f.Args = f.assign(f.Params, ptr)
	f.Over = f.Args.scope(f)
	if f.HasFortran {
		f.FortranArgs = f.assign(f.FortranParams, ptr)
		f.FortranArgs.scope(f)
	} else {
		f.FortranArgs = noArgs()
	}
	return f, nil
}

func completionOf(name string) (CompletionKind, Completes) {
	switch {
	case strings.HasSuffix(name, "all"):
		return Multi, CompletesAll
	case strings.HasSuffix(name, "any"):
		return Multi, CompletesAny
	case strings.HasSuffix(name, "some"):
		return Multi, CompletesSome
	}
	return Unitary, CompletesOne
}

func noArgs() Args {
	a := Args{}
	for _, p := range a.fields() {
		*p = -1
	}
	a.N = 0
	return a
}

// fields lists pointers to every index field of a, N excepted.
func (a *Args) fields() []*int {
	return []*int{
		&a.Comm, &a.Root, &a.Op,
		&a.Datatype, &a.Count, &a.Buffer, &a.RecvBuffer, &a.RecvCount, &a.RecvDatatype,
		&a.CompareBuffer, &a.Request, &a.Status, &a.Message, &a.Win, &a.File, &a.Group,
		&a.Target, &a.Source, &a.Tag, &a.Flag, &a.Index,
		&a.TargetDisp, &a.TargetCount, &a.TargetDatatype, &a.Assert, &a.LockType,
		&a.Required, &a.Provided, &a.Rank, &a.Size, &a.New, &a.Ierror,
	}
}

// assign fills the indices of one binding from its parameter names. ptr
// says which C parameters are pointers (Fortran lists reuse the C names).
func (f *Func) assign(params []string, ptr map[string]bool) Args {
	a := noArgs()
	a.N = len(params)
	for i, p := range params {
		set := func(dst *int) {
			if *dst < 0 {
				*dst = i
			}
		}
		switch p {
		case "comm", "comm_old", "local_comm":
			set(&a.Comm)
		case "intercomm":
			if !ptr[p] { // MPI_Intercomm_merge's input; an output elsewhere
				set(&a.Comm)
			}
		case "root":
			set(&a.Root)
		case "op":
			set(&a.Op)
		case "datatype", "sendtype", "sendtypes", "origin_datatype":
			set(&a.Datatype)
		case "count", "sendcount", "sendcounts", "origin_count", "incount":
			set(&a.Count)
		case "buf", "buffer", "sendbuf", "origin_addr", "inbuf", "base", "baseptr":
			set(&a.Buffer)
		case "recvbuf", "result_addr", "inoutbuf":
			set(&a.RecvBuffer)
		case "recvcount", "recvcounts", "result_count":
			set(&a.RecvCount)
		case "recvtype", "recvtypes", "result_datatype":
			set(&a.RecvDatatype)
		case "compare_addr":
			set(&a.CompareBuffer)
		case "request", "array_of_requests":
			set(&a.Request)
		case "status", "array_of_statuses":
			set(&a.Status)
		case "message":
			set(&a.Message)
		case "win":
			set(&a.Win)
		case "fh":
			set(&a.File)
		case "group", "local_group":
			set(&a.Group)
		case "dest", "target_rank":
			set(&a.Target)
		case "source":
			set(&a.Source)
		case "tag", "sendtag":
			set(&a.Tag)
		case "flag":
			set(&a.Flag)
		case "indx", "index":
			set(&a.Index)
		case "target_disp":
			set(&a.TargetDisp)
		case "target_count":
			set(&a.TargetCount)
		case "target_datatype":
			set(&a.TargetDatatype)
		case "assert":
			set(&a.Assert)
		case "lock_type":
			set(&a.LockType)
		case "required":
			set(&a.Required)
		case "provided":
			set(&a.Provided)
		case "ierror":
			set(&a.Ierror)
		}
		switch {
		case p == "rank" && f.Kind == RMASync:
			set(&a.Target)
		case p == "rank" && f.Kind == Rank:
			set(&a.Rank)
		case p == "size" && f.Kind == Size:
			set(&a.Size)
		}
		switch f.Sub {
		case CommConstructor:
			switch p {
			case "newcomm", "newintercomm", "newintracomm", "comm_cart", "comm_graph", "comm_dist_graph":
				set(&a.New)
			case "intercomm":
				if ptr[p] {
					set(&a.New)
				}
			}
		case WinConstructor:
			if p == "win" {
				set(&a.New)
			}
		case FileConstructor:
			if p == "fh" {
				set(&a.New)
			}
		}
	}
	return a
}

// scope sets a.Comm to the argument that designates the processes and
// returns what kind of object it is (see Args.Comm).
func (a *Args) scope(f *Func) Scope {
	if !f.Collective {
		if a.Comm >= 0 {
			return OverComm
		}
		return NoScope
	}
	switch {
	case a.Comm >= 0:
		return OverComm
	case a.Win >= 0:
		a.Comm = a.Win
		return OverWin
	case a.File >= 0:
		a.Comm = a.File
		return OverFile
	case a.Group >= 0:
		a.Comm = a.Group
		return OverGroup
	}
	return World
}

// family computes Func.Base.
func family(f *Func, names map[string]*Func) string {
	name := f.Name
	exists := func(n string) bool { _, ok := names[n]; return ok }
	switch {
	case f.Kind == PersistentCollective || f.Kind == PersistentP2P:
		if b := strings.TrimSuffix(name, "_init"); b != name && exists(b) {
			return b
		}
	case f.Kind == RMAComm && strings.HasPrefix(name, "MPI_R"):
		if b := "MPI_" + strings.ToUpper(name[5:6]) + name[6:]; exists(b) {
			return b
		}
	case !f.Blocking && f.Kind != Start && f.Kind != RMASync && f.Kind != Completion:
		// MPI_Ibcast -> MPI_Bcast, MPI_Comm_idup -> MPI_Comm_dup,
		// MPI_File_iread_at_all -> MPI_File_read_at_all, MPI_Iprobe -> MPI_Probe.
		segs := strings.Split(name, "_")
		for i := 1; i < len(segs); i++ {
			s := segs[i]
			if len(s) < 2 || (s[0] != 'I' && s[0] != 'i') {
				continue
			}
			rest := s[1:]
			if i == 1 {
				rest = strings.ToUpper(rest[:1]) + rest[1:]
			}
			b := strings.Join(append(append(slices.Clone(segs[:i]), rest), segs[i+1:]...), "_")
			if exists(b) {
				return b
			}
		}
	}
	return name
}
