package fortranmod

import (
	"strings"
	"testing"
)

func TestParsePrototypes(t *testing.T) {
	const h = `/* a comment with int MPI_Fake(int x); inside */
int MPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
    MPICH_ATTR_POINTER_WITH_TYPE_TAG(1,3) MPICH_API_PUBLIC;
int MPI_Cart_create(MPI_Comm comm_old, int ndims, const int dims[], const int periods[],
                    int reorder, MPI_Comm *comm_cart) MPICH_API_PUBLIC;
int MPI_Op_create(MPI_User_function *user_fn, int commute, MPI_Op *op) MPICH_API_PUBLIC;
int MPI_Init(int *argc, char ***argv) MPICH_API_PUBLIC;
int MPI_Finalize(void) MPICH_API_PUBLIC;
double MPI_Wtime(void) MPICH_API_PUBLIC;
`
	p := parsePrototypes(h)
	if _, ok := p["MPI_Fake"]; ok {
		t.Error("a prototype inside a comment was read")
	}
	if _, ok := p["MPI_Wtime"]; ok {
		t.Error("MPI_Wtime does not return int: it is not a prototype of the generator")
	}
	send := p["MPI_Send"]
	if len(send) != 6 || send[0] != (cParam{Type: "void", Stars: 1, Name: "buf"}) || send[5] != (cParam{Type: "MPI_Comm", Name: "comm"}) {
		t.Errorf("MPI_Send: %+v", send)
	}
	cart := p["MPI_Cart_create"]
	if len(cart) != 6 || !cart[2].Array || cart[2].Type != "int" || cart[5] != (cParam{Type: "MPI_Comm", Stars: 1, Name: "comm_cart"}) {
		t.Errorf("MPI_Cart_create: %+v", cart)
	}
	if op := p["MPI_Op_create"]; len(op) != 3 || op[0].Type != "MPI_User_function" || op[0].Stars != 1 {
		t.Errorf("MPI_Op_create: %+v", op)
	}
	if init := p["MPI_Init"]; len(init) != 2 || init[1] != (cParam{Type: "char", Stars: 3, Name: "argv"}) {
		t.Errorf("MPI_Init: %+v", init)
	}
	if fin, ok := p["MPI_Finalize"]; !ok || len(fin) != 0 {
		t.Errorf("MPI_Finalize: %+v %v", fin, ok)
	}
}

const testMPIF = `!     a comment
       INTEGER MPI_SOURCE, MPI_TAG, MPI_ERROR
       PARAMETER (MPI_SOURCE=3,MPI_TAG=4,MPI_ERROR=5)
       INTEGER MPI_STATUS_SIZE
       PARAMETER (MPI_STATUS_SIZE=5)
       INTEGER MPI_STATUS_IGNORE(MPI_STATUS_SIZE)
       INTEGER MPI_STATUSES_IGNORE(MPI_STATUS_SIZE,1)
       INTEGER MPI_ERRCODES_IGNORE(1)
       INTEGER MPI_COMM_WORLD
       PARAMETER (MPI_COMM_WORLD=1140850688)
       INTEGER MPI_INTEGER
       PARAMETER (MPI_INTEGER=1275069467)
       INTEGER MPI_ANY_SOURCE
       PARAMETER (MPI_ANY_SOURCE=
     &     -2)
       INTEGER MPI_BOTTOM, MPI_IN_PLACE
       COMMON /MPIPRIV1/ MPI_BOTTOM, MPI_IN_PLACE, MPI_STATUS_IGNORE
       COMMON /MPIPRIV2/ MPI_STATUSES_IGNORE, MPI_ERRCODES_IGNORE
`

func TestParseMPIF(t *testing.T) {
	h := parseMPIF(testMPIF)
	if d := h.Decls["MPI_ANY_SOURCE"]; d == nil || !d.Parameter || d.Value != "-2" {
		t.Errorf("a PARAMETER continued on the next line: %+v", d)
	}
	if d := h.Decls["MPI_STATUSES_IGNORE"]; d == nil || d.Dims != "(MPI_STATUS_SIZE,1)" || d.Type != "INTEGER" || d.Parameter {
		t.Errorf("MPI_STATUSES_IGNORE: %+v", d)
	}
	if got := strings.Join(h.Common["mpipriv1"], " "); got != "MPI_BOTTOM MPI_IN_PLACE MPI_STATUS_IGNORE" {
		t.Errorf("/MPIPRIV1/: %s", got)
	}
}

func testProtos() map[string][]cParam {
	return parsePrototypes(`int MPI_Barrier(MPI_Comm comm);
int MPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
int MPI_Test(MPI_Request *request, int *flag, MPI_Status *status);
int MPI_Waitall(int count, MPI_Request array_of_requests[], MPI_Status array_of_statuses[]);
int MPI_Get_processor_name(char *name, int *resultlen);
int MPI_Op_create(MPI_User_function *user_fn, int commute, MPI_Op *op);
int MPI_Init_thread(int *argc, char ***argv, int required, int *provided);
`)
}

// TestGenerate checks the Fortran the generator writes: types, the status layout of mpif.h,
// constants with their handle type, the sentinels in their common blocks, and one procedure per
// function with the f08 types, ierror optional, calling the legacy symbol under another name.
func TestGenerate(t *testing.T) {
	g := generate(input{mpif: parseMPIF(testMPIF), protos: testProtos(), caps: Caps{AssumedType: true}})
	src := g.source
	for _, want := range []string{
		"module mpi\n  implicit none\n  include 'mpif.h'\nend module mpi",
		"type, bind(C) :: MPI_Comm\n    integer :: MPI_VAL\n  end type MPI_Comm",
		"integer :: pc_internal_1, pc_internal_2, MPI_SOURCE, MPI_TAG, MPI_ERROR",
		"type(MPI_Comm), parameter :: MPI_COMM_WORLD = MPI_Comm(pc_mpi_comm_world)",
		"type(MPI_Datatype), parameter :: MPI_INTEGER = MPI_Datatype(pc_mpi_integer)",
		"type(MPI_Status) :: MPI_STATUS_IGNORE\n",
		"common /mpipriv1/ MPI_BOTTOM, MPI_IN_PLACE, MPI_STATUS_IGNORE",
		"type(MPI_Status) :: MPI_STATUSES_IGNORE(1)",
		"interface MPI_Send\n    module procedure MPI_Send_f08\n  end interface MPI_Send",
		"  subroutine MPI_Send_f08(buf, count, datatype, dest, tag, comm, ierror)\n    !dir$ ignore_tkr buf\n    type(*), dimension(*) :: buf\n",
		"    type(MPI_Comm) :: comm\n    integer, optional, intent(out) :: ierror\n    integer :: pc_ierr\n    call pc_l_send(buf, count, datatype, dest, tag, comm, pc_ierr)\n    if (present(ierror)) ierror = pc_ierr\n",
		"pc_l_send => mpi_send",
		"    subroutine mpi_send(buf, count, datatype, dest, tag, comm, ierror)\n      import\n",
		"    logical :: flag\n",
		"    type(MPI_Request), dimension(*) :: array_of_requests\n    type(MPI_Status), dimension(*) :: array_of_statuses\n",
		"    character(len=*) :: name\n",
		"  subroutine MPI_Init_thread_f08(required, provided, ierror)\n",
		"elemental logical function pc_eq_comm(a, b)",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("the source lacks %q", want)
		}
	}
	if why := g.skipped["MPI_Op_create"]; !strings.Contains(why, "MPI_User_function") {
		t.Errorf("MPI_Op_create: skipped for %q, want the procedure argument named", why)
	}
	if strings.Contains(src, "MPI_Op_create_f08") {
		t.Error("MPI_Op_create has a procedure")
	}

	// Without assumed-type dummies (flang-new-16), functions with choice buffers stay implicit.
	g16 := generate(input{mpif: parseMPIF(testMPIF), protos: testProtos()})
	if strings.Contains(g16.source, "MPI_Send_f08") || !strings.Contains(g16.skipped["MPI_Send"], "choice buffer") {
		t.Errorf("without type(*): MPI_Send skipped for %q", g16.skipped["MPI_Send"])
	}
	if !strings.Contains(g16.source, "MPI_Barrier_f08") {
		t.Error("without type(*): MPI_Barrier has no procedure")
	}

	// A symbol the library does not export gets no procedure (the object would not link).
	g3 := generate(input{mpif: parseMPIF(testMPIF), protos: testProtos(), caps: Caps{AssumedType: true},
		legacy: func(s string) bool { return s != "mpi_test_" }})
	if strings.Contains(g3.source, "MPI_Test_f08") || !strings.Contains(g3.skipped["MPI_Test"], "mpi_test_") {
		t.Errorf("MPI_Test without mpi_test_ in the library: skipped for %q", g3.skipped["MPI_Test"])
	}
}

func TestUses(t *testing.T) {
	for src, want := range map[string]bool{
		"program p\n  use mpi\n":              true,
		"  USE MPI_F08 ! comment\n":           true,
		"  use :: mpi_f08, only: MPI_Comm\n":  true,
		"  use mpi_helpers\n":                 false,
		"  include 'mpif.h'\n":                false,
		"  ! use mpi\n":                       false,
		"  use, intrinsic :: iso_c_binding\n": false,
	} {
		if got := Uses([]byte(src)); got != want {
			t.Errorf("Uses(%q) = %v, want %v", src, got, want)
		}
	}
}

func TestMayNeed(t *testing.T) {
	for src, want := range map[string]bool{
		"  use mpi\n":                          true,
		"  use clover_module\n":                true, // may use mpi in turn
		"  use :: data_m, only: n\n":           true,
		"  use omp_lib\n":                      false,
		"  use, intrinsic :: iso_c_binding\n":  false,
		"  use iso_fortran_env\n  use omp_lib": false,
		"  include 'mpif.h'\n":                 false,
	} {
		if got := MayNeed([]byte(src)); got != want {
			t.Errorf("MayNeed(%q) = %v, want %v", src, got, want)
		}
	}
}
