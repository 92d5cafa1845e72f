package monitor

import "testing"

func TestParseProtos(t *testing.T) {
	text := `
/* comment */
int MPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
    __attribute__((pointer_with_type_tag(MPI,1,3))) ;
double MPI_Wtime(void) ;
int MPI_Pcontrol(const int level, ...) ;
int MPI_Comm_spawn(const char *command, char *argv[], int maxprocs, MPI_Info info, int root,
                   MPI_Comm comm, MPI_Comm *intercomm, int array_of_errcodes[]) ;
int MPI_Comm_free(MPI_Comm *comm);
`
	ps := ParseProtos(text)
	if len(ps) != 5 {
		t.Fatalf("got %d prototypes, want 5: %v", len(ps), ps)
	}
	s := ps["MPI_Send"]
	if len(s.Params) != 6 || s.Params[0].Type != "const void *" || !s.Params[0].Ptr || s.Params[5].Base() != "MPI_Comm" || s.Params[5].Ptr {
		t.Errorf("MPI_Send: %+v", s.Params)
	}
	if w := ps["MPI_Wtime"]; w.Ret != "double" || len(w.Params) != 0 {
		t.Errorf("MPI_Wtime: %+v", w)
	}
	if p := ps["MPI_Pcontrol"]; !p.Vararg || len(p.Params) != 1 {
		t.Errorf("MPI_Pcontrol: %+v", p)
	}
	sp := ps["MPI_Comm_spawn"]
	if a := sp.Params[1]; !a.Array || a.Renamed("p1") != "char *p1[]" {
		t.Errorf("argv: %+v renamed %q", a, a.Renamed("p1"))
	}
	if c := ps["MPI_Comm_free"].Params[0]; c.Base() != "MPI_Comm" || !c.Ptr || c.Type != "MPI_Comm *" {
		t.Errorf("MPI_Comm_free: %+v", c)
	}
}
