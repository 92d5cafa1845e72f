package mpi

import (
	"slices"
	"strings"
	"testing"
)

func mustFunc(t *testing.T, name string) *Func {
	t.Helper()
	f, ok := ByName(name)
	if !ok {
		t.Fatalf("%s not in the registry", name)
	}
	return f
}

func TestLookup(t *testing.T) {
	tests := []struct {
		symbol  string
		name    string
		binding Binding
		prof    bool
		large   bool
		f08     bool
	}{
		{"MPI_Bcast", "MPI_Bcast", C, false, false, false},
		{"@MPI_Bcast", "MPI_Bcast", C, false, false, false},
		{`@"MPI_Bcast"`, "MPI_Bcast", C, false, false, false},
		{"PMPI_Bcast", "MPI_Bcast", C, true, false, false},
		{"MPI_Bcast_c", "MPI_Bcast", C, false, true, false},
		{"PMPI_Bcast_c", "MPI_Bcast", C, true, true, false},
		{"MPI_Ibcast", "MPI_Ibcast", C, false, false, false},
		{"MPI_Allreduce_init_c", "MPI_Allreduce_init", C, false, true, false},
		{"MPI_Wtime", "MPI_Wtime", C, false, false, false},
		{"MPI_DUP_FN", "MPI_DUP_FN", C, false, false, false},
		{"MPI_File_read_all", "MPI_File_read_all", C, false, false, false},

		{"mpi_bcast_", "MPI_Bcast", Fortran, false, false, false},
		{"mpi_bcast__", "MPI_Bcast", Fortran, false, false, false},
		{"mpi_bcast", "MPI_Bcast", Fortran, false, false, false},
		{"MPI_BCAST", "MPI_Bcast", Fortran, false, false, false},
		{"MPI_BCAST_", "MPI_Bcast", Fortran, false, false, false},
		{"pmpi_bcast_", "MPI_Bcast", Fortran, true, false, false},
		{"PMPI_BCAST", "MPI_Bcast", Fortran, true, false, false},
		{"mpi_allreduce_", "MPI_Allreduce", Fortran, false, false, false},
		{"mpi_init_", "MPI_Init", Fortran, false, false, false},
		{"mpi_init_thread_", "MPI_Init_thread", Fortran, false, false, false},
		{"mpi_comm_rank_", "MPI_Comm_rank", Fortran, false, false, false},
		{"mpi_barrier_", "MPI_Barrier", Fortran, false, false, false},
		{"mpi_wtime_", "MPI_Wtime", Fortran, false, false, false},
		{"mpi_file_read_all_begin_", "MPI_File_read_all_begin", Fortran, false, false, false},

		// mpi_f08: mpich 4.0 (libmpichfort.so), mpich 4.1+ / MPI-4 names, Open MPI.
		{"mpi_barrier_f08_", "MPI_Barrier", Fortran, false, false, true},
		{"mpi_bcast_f08ts_", "MPI_Bcast", Fortran, false, false, true},
		{"mpi_bcast_f08ts_large_", "MPI_Bcast", Fortran, false, true, true},
		{"mpi_get_count_f08_large_", "MPI_Get_count", Fortran, false, true, true},
		{"mpi_bcast_c_f08ts_", "MPI_Bcast", Fortran, false, true, true},
		{"mpi_type_size_c_f08_", "MPI_Type_size", Fortran, false, true, true},
		{"mpi_bcast_f08_", "MPI_Bcast", Fortran, false, false, true},
		{"pmpi_bcast_f08_", "MPI_Bcast", Fortran, true, false, true},
		{"mpi_isend_f08ts_", "MPI_Isend", Fortran, false, false, true},
		{"__mpi_f08_MOD_mpi_bcast_f08", "MPI_Bcast", Fortran, false, false, true},
		{"_QMmpi_f08Pmpi_barrier_f08", "MPI_Barrier", Fortran, false, false, true},
		{"__mpi_MOD_mpi_barrier", "MPI_Barrier", Fortran, false, false, false},
	}
	for _, tt := range tests {
		s, ok := Resolve(tt.symbol)
		if !ok {
			t.Errorf("Resolve(%q) failed", tt.symbol)
			continue
		}
		got := Symbol{Func: s.Func, Binding: s.Binding, Profiling: s.Profiling, LargeCount: s.LargeCount, F08: s.F08}
		want := Symbol{Func: mustFunc(t, tt.name), Binding: tt.binding, Profiling: tt.prof, LargeCount: tt.large, F08: tt.f08}
		if got != want {
			t.Errorf("Resolve(%q) = {%s %s prof=%v large=%v f08=%v}, want {%s %s prof=%v large=%v f08=%v}",
				tt.symbol, got.Func, got.Binding, got.Profiling, got.LargeCount, got.F08,
				want.Func, want.Binding, want.Profiling, want.LargeCount, want.F08)
		}
		f, b, ok := Lookup(tt.symbol)
		if !ok || f != s.Func || b != s.Binding {
			t.Errorf("Lookup(%q) = %v, %v, %v; Resolve says %v, %v", tt.symbol, f, b, ok, s.Func, s.Binding)
		}
	}
}

func TestLookupRejects(t *testing.T) {
	for _, sym := range []string{
		"", "@", "printf", "main", "MPI_Foo", "mpi_foo_", "MPI_bcast", "Mpi_Bcast", "mpi_Bcast_",
		"MPI_Barrier_c",     // MPI_Barrier has no large-count variant
		"mpi_barrier_c_f08", // neither in Fortran
		"MPI_T_init_thread", "MPIX_Comm_revoke", "PMPIR_Bcast", "pmpir_bcast_f08ts_", "MPIR_Bcast_impl",
		"mpi_status_c2f_",                         // C-only function
		"__foo_MOD_mpi_bcast", "_QMfooPmpi_bcast", // not an MPI module
		"mpi_bcast___", // three underscores
		"_Z9MPI_Bcastv",
	} {
		if s, ok := Resolve(sym); ok {
			t.Errorf("Resolve(%q) = %s (%s), want no match", sym, s.Func, s.Binding)
		}
		if f, _, ok := Lookup(sym); ok || f != nil {
			t.Errorf("Lookup(%q) = %v, want no match", sym, f)
		}
	}
}

// TestArgIndices checks the argument indices the analyses rely on, in C and
// in Fortran.
func TestArgIndices(t *testing.T) {
	type idx = map[string]int
	tests := []struct {
		name string
		c, f idx // f nil: same as c
	}{
		{"MPI_Barrier", idx{"Comm": 0, "N": 1}, idx{"Comm": 0, "Ierror": 1, "N": 2}},
		{"MPI_Bcast", idx{"Buffer": 0, "Count": 1, "Datatype": 2, "Root": 3, "Comm": 4}, nil},
		{"MPI_Allreduce", idx{"Buffer": 0, "RecvBuffer": 1, "Count": 2, "Datatype": 3, "Op": 4, "Comm": 5, "Root": -1, "N": 6},
			idx{"Comm": 5, "Op": 4, "Ierror": 6, "N": 7}},
		{"MPI_Reduce", idx{"Op": 4, "Root": 5, "Comm": 6}, nil},
		{"MPI_Gather", idx{"Buffer": 0, "Count": 1, "Datatype": 2, "RecvBuffer": 3, "RecvCount": 4, "RecvDatatype": 5, "Root": 6, "Comm": 7}, nil},
		{"MPI_Alltoallw", idx{"Count": 1, "Datatype": 3, "RecvCount": 5, "RecvDatatype": 7, "Comm": 8}, nil},
		{"MPI_Ibcast", idx{"Root": 3, "Comm": 4, "Request": 5}, idx{"Request": 5, "Ierror": 6}},
		{"MPI_Bcast_init", idx{"Root": 3, "Comm": 4, "Request": 6}, nil},
		{"MPI_Ibarrier", idx{"Comm": 0, "Request": 1}, nil},
		{"MPI_Send", idx{"Buffer": 0, "Count": 1, "Datatype": 2, "Target": 3, "Tag": 4, "Comm": 5, "Source": -1}, nil},
		{"MPI_Recv", idx{"Buffer": 0, "Source": 3, "Tag": 4, "Comm": 5, "Status": 6, "Target": -1}, nil},
		{"MPI_Sendrecv", idx{"Buffer": 0, "Target": 3, "Tag": 4, "RecvBuffer": 5, "Source": 8, "Comm": 10, "Status": 11}, nil},
		{"MPI_Isend", idx{"Target": 3, "Comm": 5, "Request": 6}, nil},
		{"MPI_Irecv", idx{"Source": 3, "Comm": 5, "Request": 6}, nil},
		{"MPI_Psend_init", idx{"Buffer": 0, "Count": 2, "Target": 4, "Comm": 6, "Request": 8}, nil},
		{"MPI_Precv_init", idx{"Buffer": 0, "Count": 2, "Source": 4, "Target": -1, "Comm": 6, "Request": 8}, nil},
		{"MPI_Mprobe", idx{"Source": 0, "Comm": 2, "Message": 3, "Status": 4}, nil},
		{"MPI_Imrecv", idx{"Buffer": 0, "Message": 3, "Request": 4, "Comm": -1}, nil},
		{"MPI_Iprobe", idx{"Source": 0, "Comm": 2, "Flag": 3, "Request": -1}, nil},
		{"MPI_Start", idx{"Request": 0}, nil},
		{"MPI_Startall", idx{"Count": 0, "Request": 1}, nil},
		{"MPI_Wait", idx{"Request": 0, "Status": 1}, idx{"Request": 0, "Ierror": 2}},
		{"MPI_Test", idx{"Request": 0, "Flag": 1, "Status": 2}, nil},
		{"MPI_Request_free", idx{"Request": 0}, nil},
		{"MPI_Waitall", idx{"Count": 0, "Request": 1, "Status": 2}, idx{"Count": 0, "Request": 1, "Ierror": 3}},
		{"MPI_Waitany", idx{"Count": 0, "Request": 1, "Index": 2, "Status": 3}, nil},
		{"MPI_Waitsome", idx{"Count": 0, "Request": 1, "Status": 4}, nil},
		{"MPI_Testany", idx{"Count": 0, "Request": 1, "Index": 2, "Flag": 3}, nil},
		{"MPI_Put", idx{"Buffer": 0, "Count": 1, "Datatype": 2, "Target": 3, "TargetDisp": 4, "TargetCount": 5, "TargetDatatype": 6, "Win": 7, "Comm": -1, "Request": -1}, nil},
		{"MPI_Rput", idx{"Buffer": 0, "Target": 3, "Win": 7, "Request": 8}, nil},
		{"MPI_Get_accumulate", idx{"Buffer": 0, "RecvBuffer": 3, "RecvCount": 4, "RecvDatatype": 5, "Target": 6, "Op": 10, "Win": 11}, nil},
		{"MPI_Compare_and_swap", idx{"Buffer": 0, "CompareBuffer": 1, "RecvBuffer": 2, "Datatype": 3, "Target": 4, "TargetDisp": 5, "Win": 6}, nil},
		{"MPI_Fetch_and_op", idx{"Buffer": 0, "RecvBuffer": 1, "Target": 3, "Op": 5, "Win": 6}, nil},
		{"MPI_Win_fence", idx{"Assert": 0, "Win": 1, "Comm": 1}, idx{"Win": 1, "Comm": 1, "Ierror": 2}},
		{"MPI_Win_lock", idx{"LockType": 0, "Target": 1, "Assert": 2, "Win": 3, "Comm": -1}, nil},
		{"MPI_Win_unlock", idx{"Target": 0, "Win": 1}, nil},
		{"MPI_Win_flush", idx{"Target": 0, "Win": 1}, nil},
		{"MPI_Win_lock_all", idx{"Assert": 0, "Win": 1, "Target": -1}, nil},
		{"MPI_Win_post", idx{"Group": 0, "Assert": 1, "Win": 2, "Comm": -1}, nil},
		{"MPI_Win_create", idx{"Buffer": 0, "Comm": 4, "Win": 5, "New": 5}, nil},
		{"MPI_Win_allocate", idx{"Comm": 3, "Buffer": 4, "Win": 5, "New": 5}, nil},
		{"MPI_Win_free", idx{"Win": 0, "Comm": 0}, nil},
		{"MPI_Comm_split", idx{"Comm": 0, "New": 3}, nil},
		{"MPI_Comm_dup", idx{"Comm": 0, "New": 1}, nil},
		{"MPI_Comm_idup", idx{"Comm": 0, "New": 1, "Request": 2}, nil},
		{"MPI_Comm_create_group", idx{"Comm": 0, "Group": 1, "Tag": 2, "New": 3}, nil},
		{"MPI_Comm_create_from_group", idx{"Comm": 0, "Group": 0, "New": 4}, nil},
		{"MPI_Intercomm_create", idx{"Comm": 0, "Tag": 4, "New": 5}, nil},
		{"MPI_Intercomm_merge", idx{"Comm": 0, "New": 2}, nil},
		{"MPI_Cart_create", idx{"Comm": 0, "New": 5}, nil},
		{"MPI_Dist_graph_create_adjacent", idx{"Comm": 0, "New": 9}, nil},
		{"MPI_Comm_spawn", idx{"Root": 4, "Comm": 5, "New": 6}, nil},
		{"MPI_Comm_accept", idx{"Root": 2, "Comm": 3, "New": 4}, nil},
		{"MPI_Comm_join", idx{"Comm": -1, "New": 1}, nil},
		{"MPI_Comm_free", idx{"Comm": 0}, nil},
		{"MPI_File_open", idx{"Comm": 0, "File": 4, "New": 4}, nil},
		{"MPI_File_close", idx{"Comm": 0, "File": 0}, nil},
		{"MPI_File_read_all", idx{"Comm": 0, "File": 0, "Buffer": 1, "Count": 2, "Datatype": 3, "Status": 4}, nil},
		{"MPI_File_iwrite_at_all", idx{"Comm": 0, "File": 0, "Buffer": 2, "Request": 5}, nil},
		{"MPI_File_read", idx{"Comm": -1, "File": 0}, nil},
		{"MPI_Finalize", idx{"Comm": -1, "N": 0}, idx{"Comm": -1, "Ierror": 0, "N": 1}},
		{"MPI_Abort", idx{"Comm": 0}, nil},
		{"MPI_Init", idx{"N": 2, "Required": -1}, idx{"Ierror": 0, "N": 1}},
		{"MPI_Init_thread", idx{"Required": 2, "Provided": 3, "N": 4}, idx{"Required": 0, "Provided": 1, "Ierror": 2, "N": 3}},
		{"MPI_Query_thread", idx{"Provided": 0}, nil},
		{"MPI_Comm_rank", idx{"Comm": 0, "Rank": 1}, nil},
		{"MPI_Group_rank", idx{"Group": 0, "Rank": 1, "Comm": -1}, nil},
		{"MPI_Comm_size", idx{"Comm": 0, "Size": 1}, nil},
		{"MPI_Reduce_local", idx{"Buffer": 0, "RecvBuffer": 1, "Count": 2, "Datatype": 3, "Op": 4, "Comm": -1}, nil},
		{"MPI_Wtime", idx{"N": 0}, idx{"N": 0, "Ierror": -1}},
		{"MPI_Pcontrol", idx{"N": 2}, idx{"N": 1, "Ierror": -1}},
	}
	for _, tt := range tests {
		f := mustFunc(t, tt.name)
		check := func(b Binding, want idx) {
			a := f.ArgsFor(b)
			got := argMap(&a)
			for k, v := range want {
				g, ok := got[k]
				if !ok {
					t.Fatalf("test names unknown field %q", k)
				}
				if g != v {
					t.Errorf("%s (%s): %s = %d, want %d", tt.name, b, k, g, v)
				}
			}
		}
		check(C, tt.c)
		if tt.f != nil {
			check(Fortran, tt.f)
		} else {
			check(Fortran, tt.c)
		}
	}
}

// argMap gives the fields of a by name.
func argMap(a *Args) map[string]int {
	m := map[string]int{"N": a.N}
	names := []string{
		"Comm", "Root", "Op",
		"Datatype", "Count", "Buffer", "RecvBuffer", "RecvCount", "RecvDatatype",
		"CompareBuffer", "Request", "Status", "Message", "Win", "File", "Group",
		"Target", "Source", "Tag", "Flag", "Index",
		"TargetDisp", "TargetCount", "TargetDatatype", "Assert", "LockType",
		"Required", "Provided", "Rank", "Size", "New", "Ierror",
	}
	fs := a.fields()
	if len(fs) != len(names) {
		panic("argMap out of date with Args.fields")
	}
	for i, p := range fs {
		m[names[i]] = *p
	}
	return m
}

func TestAllSortedAndUnique(t *testing.T) {
	all := All()
	if len(all) < 400 {
		t.Fatalf("only %d functions", len(all))
	}
	for i := 1; i < len(all); i++ {
		if all[i-1].Name >= all[i].Name {
			t.Errorf("All() not sorted or duplicated at %s, %s", all[i-1].Name, all[i].Name)
		}
	}
	all[0] = nil
	if All()[0] == nil {
		t.Error("All returns the registry's own slice")
	}
}

// TestKindCounts pins the classification: a change to the table shows here.
func TestKindCounts(t *testing.T) {
	want := map[Kind]int{
		Other: 223, Collective: 77, NonblockingCollective: 28, PersistentCollective: 22,
		PointToPoint: 12, NonblockingP2P: 8, PersistentP2P: 7, Start: 2, Completion: 9,
		RMAComm: 10, RMASync: 15, Init: 1, InitThread: 1, Finalize: 1, Abort: 1, Rank: 2, Size: 2,
	}
	got := map[Kind]int{}
	for _, f := range All() {
		got[f.Kind]++
	}
	for _, k := range Kinds() {
		if got[k] != want[k] {
			t.Errorf("%s: %d functions, want %d", k, got[k], want[k])
		}
		t.Logf("%-22s %3d", k, got[k])
	}
}

func TestCollectivesHaveComm(t *testing.T) {
	for _, f := range All() {
		if !f.Collective {
			if f.Over != NoScope && f.Over != OverComm {
				t.Errorf("%s: not collective but Over %s", f.Name, f.Over)
			}
			continue
		}
		for _, b := range []Binding{C, Fortran} {
			a := f.ArgsFor(b)
			switch f.Over {
			case World: // the one documented exception
				if f.Name != "MPI_Finalize" || a.Comm != -1 {
					t.Errorf("%s (%s): Over World, Comm %d", f.Name, b, a.Comm)
				}
			case OverComm:
				if a.Comm < 0 {
					t.Errorf("%s (%s): no communicator", f.Name, b)
				}
			case OverWin:
				if a.Comm < 0 || a.Comm != a.Win {
					t.Errorf("%s (%s): Over window but Comm %d, Win %d", f.Name, b, a.Comm, a.Win)
				}
			case OverFile:
				if a.Comm < 0 || a.Comm != a.File {
					t.Errorf("%s (%s): Over file but Comm %d, File %d", f.Name, b, a.Comm, a.File)
				}
			case OverGroup:
				if a.Comm < 0 || a.Comm != a.Group {
					t.Errorf("%s (%s): Over group but Comm %d, Group %d", f.Name, b, a.Comm, a.Group)
				}
			default:
				t.Errorf("%s: collective with Over %s", f.Name, f.Over)
			}
		}
		if f.Sub == FileOp && f.Over != OverFile {
			t.Errorf("%s: collective file operation over %s", f.Name, f.Over)
		}
	}
	for name, over := range map[string]Scope{
		"MPI_Finalize": World, "MPI_Win_fence": OverWin, "MPI_Win_free": OverWin, "MPI_Win_set_info": OverWin,
		"MPI_File_close": OverFile, "MPI_File_set_view": OverFile, "MPI_File_open": OverComm,
		"MPI_Comm_create_from_group": OverGroup, "MPI_Intercomm_create_from_groups": OverGroup,
		"MPI_Win_create": OverComm, "MPI_Comm_free": OverComm,
	} {
		if f := mustFunc(t, name); f.Over != over || !f.Collective {
			t.Errorf("%s: Over %s collective %v, want %s collective", name, f.Over, f.Collective, over)
		}
	}
	for _, name := range []string{"MPI_Reduce_local", "MPI_Comm_join", "MPI_Win_lock_all", "MPI_Win_post",
		"MPI_File_read", "MPI_File_iread_shared", "MPI_Init", "MPI_Init_thread", "MPI_Comm_rank", "MPI_Send"} {
		if mustFunc(t, name).Collective {
			t.Errorf("%s: collective", name)
		}
	}
}

func TestFamilies(t *testing.T) {
	without := func(ps []string, drop ...string) []string {
		return slices.DeleteFunc(slices.Clone(ps), func(p string) bool { return slices.Contains(drop, p) })
	}
	for _, f := range All() {
		base := mustFunc(t, f.Base)
		switch f.Kind {
		case NonblockingCollective, PersistentCollective:
			if f.Request < 0 || !f.CreatesRequest() {
				t.Errorf("%s: no request", f.Name)
			}
			if base == f || base.Kind != Collective || base.Sub != f.Sub {
				t.Errorf("%s: Base %s is %s/%s", f.Name, base.Name, base.Kind, base.Sub)
				continue
			}
			// The nonblocking / persistent variant has the blocking
			// parameters, minus status, plus info (persistent) and request.
			if got, want := without(f.Params, "request", "info"), without(base.Params, "status", "info"); !slices.Equal(got, want) {
				t.Errorf("%s%v is not %s%v plus request", f.Name, f.Params, base.Name, base.Params)
			}
			if f.Blocking {
				t.Errorf("%s: blocking", f.Name)
			}
		case NonblockingP2P, PersistentP2P:
			if f.Request < 0 || !f.CreatesRequest() {
				t.Errorf("%s: no request", f.Name)
			}
			if f.Sub == Partitioned {
				if base != f {
					t.Errorf("%s: Base %s", f.Name, base.Name)
				}
				continue
			}
			if base == f || base.Kind != PointToPoint {
				t.Errorf("%s: Base %s is %s", f.Name, base.Name, base.Kind)
				continue
			}
			if got, want := without(f.Params, "request"), without(base.Params, "status"); !slices.Equal(got, want) {
				t.Errorf("%s%v is not %s%v plus request", f.Name, f.Params, base.Name, base.Params)
			}
		case RMAComm:
			if f.Win < 0 || f.Target < 0 || f.Buffer < 0 || f.TargetDisp < 0 {
				t.Errorf("%s: origin buffer %d, target %d, displacement %d, window %d", f.Name, f.Buffer, f.Target, f.TargetDisp, f.Win)
			}
			if strings.HasPrefix(f.Name, "MPI_R") {
				if base == f || f.Request < 0 || !f.CreatesRequest() {
					t.Errorf("%s: Base %s, Request %d", f.Name, base.Name, f.Request)
				}
				if got, want := without(f.Params, "request"), base.Params; !slices.Equal(got, want) {
					t.Errorf("%s%v is not %s%v plus request", f.Name, f.Params, base.Name, base.Params)
				}
			} else if base != f || f.Request >= 0 {
				t.Errorf("%s: Base %s, Request %d", f.Name, base.Name, f.Request)
			}
		default:
			if base != f && !(f.Kind == PointToPoint || f.Sub == FileOp) {
				t.Errorf("%s (%s): Base %s", f.Name, f.Kind, base.Name)
			}
			if base != f && f.Blocking {
				t.Errorf("%s: blocking with Base %s", f.Name, base.Name)
			}
		}
	}
	for name, base := range map[string]string{
		"MPI_Ibcast": "MPI_Bcast", "MPI_Bcast_init": "MPI_Bcast", "MPI_Ineighbor_alltoallw": "MPI_Neighbor_alltoallw",
		"MPI_Reduce_scatter_block_init": "MPI_Reduce_scatter_block", "MPI_Comm_idup": "MPI_Comm_dup",
		"MPI_Comm_idup_with_info": "MPI_Comm_dup_with_info", "MPI_File_iread_at_all": "MPI_File_read_at_all",
		"MPI_File_iwrite_shared": "MPI_File_write_shared", "MPI_Isendrecv_replace": "MPI_Sendrecv_replace",
		"MPI_Imrecv": "MPI_Mrecv", "MPI_Improbe": "MPI_Mprobe", "MPI_Iprobe": "MPI_Probe",
		"MPI_Ssend_init": "MPI_Ssend", "MPI_Rget_accumulate": "MPI_Get_accumulate", "MPI_Bcast": "MPI_Bcast",
		"MPI_Psend_init": "MPI_Psend_init", "MPI_Info_create": "MPI_Info_create", "MPI_Init": "MPI_Init",
	} {
		if got := mustFunc(t, name).Base; got != base {
			t.Errorf("%s: Base %s, want %s", name, got, base)
		}
	}
}

func TestCompletionAndStart(t *testing.T) {
	want := map[string]Completes{
		"MPI_Wait": CompletesOne, "MPI_Test": CompletesOne, "MPI_Request_free": CompletesOne,
		"MPI_Waitall": CompletesAll, "MPI_Testall": CompletesAll, "MPI_Waitany": CompletesAny,
		"MPI_Testany": CompletesAny, "MPI_Waitsome": CompletesSome, "MPI_Testsome": CompletesSome,
	}
	for _, f := range All() {
		if f.Kind != Completion {
			if f.Completion != NotCompletion || f.Completes != CompletesNone {
				t.Errorf("%s: %s, %s but not a completion", f.Name, f.Completion, f.Completes)
			}
			if f.Kind == Start && f.Request < 0 {
				t.Errorf("%s: no request", f.Name)
			}
			continue
		}
		w, ok := want[f.Name]
		if !ok || f.Completes != w {
			t.Errorf("%s: completes %s, want %s", f.Name, f.Completes, w)
		}
		if f.Request < 0 || f.CreatesRequest() {
			t.Errorf("%s: request %d, creates %v", f.Name, f.Request, f.CreatesRequest())
		}
		switch f.Completion {
		case Unitary:
			if w != CompletesOne || f.Count >= 0 {
				t.Errorf("%s: unitary with count %d", f.Name, f.Count)
			}
		case Multi:
			if w == CompletesOne || f.Count < 0 || f.Count >= f.Request {
				t.Errorf("%s: multi with count %d, requests %d", f.Name, f.Count, f.Request)
			}
		default:
			t.Errorf("%s: no CompletionKind", f.Name)
		}
		wantBlocking := strings.HasPrefix(f.Name, "MPI_Wait") || f.Name == "MPI_Request_free"
		if f.Blocking != wantBlocking {
			t.Errorf("%s: Blocking %v", f.Name, f.Blocking)
		}
	}
	if len(want) != 9 {
		t.Fatal("test table")
	}
}

func TestKindSpecificArgs(t *testing.T) {
	for _, f := range All() {
		switch f.Kind {
		case RMASync:
			if f.Win < 0 {
				t.Errorf("%s: no window", f.Name)
			}
		case Rank:
			if f.Rank < 0 || !f.CPointer(f.Rank) {
				t.Errorf("%s: rank %d", f.Name, f.Rank)
			}
		case Size:
			if f.Size < 0 || !f.CPointer(f.Size) {
				t.Errorf("%s: size %d", f.Name, f.Size)
			}
		case PointToPoint, NonblockingP2P, PersistentP2P:
			if f.Buffer < 0 && f.Message < 0 && f.Source < 0 {
				t.Errorf("%s: no buffer, message or source", f.Name)
			}
		}
		switch f.Sub {
		case CommConstructor, WinConstructor, FileConstructor:
			if f.New < 0 || !f.CPointer(f.New) || f.FortranArgs.New != f.New {
				t.Errorf("%s: New %d (Fortran %d)", f.Name, f.New, f.FortranArgs.New)
			}
		default:
			if f.New >= 0 {
				t.Errorf("%s: New %d but not a constructor", f.Name, f.New)
			}
		}
		if f.Kind != Other && f.Kind != Init && f.Kind != Finalize && !f.HasFortran {
			t.Errorf("%s: no Fortran binding", f.Name)
		}
	}
	it := mustFunc(t, "MPI_Init_thread")
	if it.Required != 2 || it.Provided != 3 || it.FortranArgs.Required != 0 || it.FortranArgs.Provided != 1 {
		t.Errorf("MPI_Init_thread: %+v / %+v", it.Args, it.FortranArgs)
	}
	if f := mustFunc(t, "MPI_Comm_free"); !f.CPointer(f.Comm) {
		t.Error("MPI_Comm_free takes its communicator by address")
	}
	if f := mustFunc(t, "MPI_Barrier"); f.CPointer(f.Comm) || f.CPointer(-1) || f.CPointer(7) {
		t.Error("MPI_Barrier: CPointer")
	}
}

// TestFortranArgs: the Fortran binding is the C binding plus ierror, except
// for the functions documented in the package comment.
func TestFortranArgs(t *testing.T) {
	differ := map[string]bool{
		"MPI_Init": true, "MPI_Init_thread": true, "MPI_Wtime": true, "MPI_Wtick": true,
		"MPI_Aint_add": true, "MPI_Aint_diff": true, "MPI_Pcontrol": true,
	}
	cOnly := 0
	for _, f := range All() {
		if !f.HasFortran {
			cOnly++
			if f.FortranParams != nil || f.FortranArgs.N != 0 || f.FortranArgs.Comm != -1 {
				t.Errorf("%s: C only but Fortran %v %+v", f.Name, f.FortranParams, f.FortranArgs)
			}
			continue
		}
		same := slices.Equal(f.FortranParams, append(slices.Clone(f.Params), "ierror"))
		if same == differ[f.Name] {
			t.Errorf("%s: Fortran %v, C %v", f.Name, f.FortranParams, f.Params)
		}
		if !same {
			continue
		}
		want := f.Args
		want.N++
		want.Ierror = f.Args.N
		if f.FortranArgs != want {
			t.Errorf("%s: Fortran %+v, want %+v", f.Name, f.FortranArgs, want)
		}
		if f.Ierror != -1 {
			t.Errorf("%s: ierror in C", f.Name)
		}
	}
	if cOnly != 11 {
		t.Errorf("%d functions without a Fortran binding", cOnly)
	}
}

func TestBlocking(t *testing.T) {
	for name, want := range map[string]bool{
		"MPI_Bcast": true, "MPI_Ibcast": false, "MPI_Bcast_init": false, "MPI_Send": true, "MPI_Isend": false,
		"MPI_Send_init": false, "MPI_Iprobe": false, "MPI_Probe": true, "MPI_Start": false, "MPI_Wait": true,
		"MPI_Test": false, "MPI_Put": false, "MPI_Win_fence": true, "MPI_Win_post": false, "MPI_Win_test": false,
		"MPI_Win_wait": true, "MPI_File_read_all_begin": false, "MPI_File_read_all_end": true,
		"MPI_File_iread": false, "MPI_Comm_rank": true, "MPI_Parrived": false, "MPI_Finalize": true,
	} {
		if got := mustFunc(t, name).Blocking; got != want {
			t.Errorf("%s: Blocking %v, want %v", name, got, want)
		}
	}
}

func TestParseRowErrors(t *testing.T) {
	for _, line := range []string{
		"MPI_X Other",
		"MPI_X Nope - - a",
		"MPI_X Other Nope - a",
		"MPI_X Other NoSub - a",
		"MPI_X Other - XX a",
	} {
		if _, err := parseRow(line); err == nil {
			t.Errorf("parseRow(%q) accepted", line)
		}
	}
	for _, lines := range [][]string{
		{"MPI_X Other - - a", "MPI_X Other - - b"},
		{"XMPI_X Other - - a"},
		{"MPI_X Collective - Coll comm"},
		{"MPI_X Start - NB *request"},
		{"MPI_X Other - - a | *b"},
		{"MPI_X Other - - * a"},
	} {
		if _, err := build(lines); err == nil {
			t.Errorf("build(%q) accepted", lines)
		}
	}
}

func TestStrings(t *testing.T) {
	for _, k := range Kinds() {
		if got, ok := parseKind(k.String()); !ok || got != k {
			t.Errorf("Kind %d: %q", k, k)
		}
	}
	if Kind(200).String() != "Kind(200)" || Sub(200).String() != "Sub(200)" || Scope(200).String() != "Scope(200)" ||
		CompletionKind(9).String() != "CompletionKind(9)" || Completes(9).String() != "Completes(9)" ||
		Binding(9).String() != "Binding(9)" || HandleClass(99).String() != "HandleClass(99)" {
		t.Error("String of out-of-range values")
	}
	if FileOp.String() != "FileOp" || OverGroup.String() != "OverGroup" || Multi.String() != "Multi" ||
		CompletesSome.String() != "CompletesSome" || Fortran.String() != "Fortran" || C.String() != "C" ||
		mustFunc(t, "MPI_Bcast").String() != "MPI_Bcast" {
		t.Error("String")
	}
}

// TestResolveFortranNames: the Fortran spellings resolveFortran accepts (upper and lower
// case, trailing underscores, gfortran's and flang's module procedures, mpi_f08's suffixes)
// and names it must refuse without folding them (mentionsMPI's shortcut).
func TestResolveFortranNames(t *testing.T) {
	for name, want := range map[string]string{
		"mpi_allreduce_":                       "MPI_Allreduce",
		"MPI_ALLREDUCE":                        "MPI_Allreduce",
		"pmpi_barrier__":                       "MPI_Barrier",
		"__mpi_MOD_mpi_bcast":                  "MPI_Bcast",
		"_QMmpiPmpi_send":                      "MPI_Send",
		"mpi_allreduce_f08ts":                  "MPI_Allreduce",
		"_QMmpi_f08Pmpi_reduce_f08ts":          "MPI_Reduce",
		"__my_mpi_helpers_MOD_mpi_comm_rank_w": "",
	} {
		f, _, ok := Lookup(name)
		got := ""
		if ok {
			got = f.Name
		}
		if got != want {
			t.Errorf("Lookup(%q) = %q, want %q", name, got, want)
		}
	}
	for _, name := range []string{"daxpy_", "_QMsolverPcg", "__grid_MOD_exchange", "printf", "Mpi_Helper", "hypre_MPI_Bcast"} {
		if f, _, ok := Lookup(name); ok {
			t.Errorf("Lookup(%q) = %s, want no MPI function", name, f.Name)
		}
	}
}
