package fortranmod

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/mpi"
)

// This file writes the Fortran source of the modules. Three modules, one file:
//
//   - parcoach_mpif: `include 'mpif.h'` of the installed MPI, nothing else: every constant and
//     sentinel with the installed values.
//   - mpi: the same, as the module `use mpi` asks for. Calls stay implicit-interface calls to
//     the legacy symbols (mpi_send_), exactly as with mpif.h.
//   - mpi_f08: the derived handle types (type(MPI_Comm) with its MPI_VAL, ...), MPI_Status with
//     the components of the installed status layout, the named handle constants, == and /= on
//     handles, the sentinels in the common blocks of mpif.h (so that MPI_STATUS_IGNORE is the
//     address the library compares with), and for each function of the registry a generic name
//     (MPI_Send) with one specific module procedure (MPI_Send_f08, symbol
//     _QMmpi_f08Pmpi_send_f08, which internal/mpi resolves to MPI_Send). The procedure takes
//     the f08 arguments, ierror optional, and calls the legacy Fortran symbol of the library
//     (mpi_send_): a handle type is one default integer, so passing it by reference is passing
//     the legacy integer, and a status is the legacy integer array.

// Caps are what the Fortran compiler can compile.
type Caps struct {
	// AssumedType: choice buffers as `type(*), dimension(*)` under `!dir$ ignore_tkr`
	// (flang 17 and later). Without it (flang-new-16: "not yet implemented: support for
	// polymorphic types", directives ignored) the functions with choice buffers get no
	// explicit interface: calls to them stay implicit-interface calls to the legacy symbols.
	AssumedType bool
}

// input is what the generator reads.
type input struct {
	mpif   *mpifHeader
	protos map[string][]cParam
	// legacy reports whether the library exports a legacy Fortran symbol ("mpi_send_"); nil
	// when the library could not be read (every symbol is assumed to exist).
	legacy func(symbol string) bool
	caps   Caps
}

// generated is the generator's result.
type generated struct {
	source  string
	f08     []string          // functions with an mpi_f08 procedure
	skipped map[string]string // function -> why it has none
}

// handleTypes are the C handle types, which are also the names of the f08 derived types.
var handleTypes = map[string]mpi.HandleClass{
	"MPI_Comm": mpi.CommHandle, "MPI_Group": mpi.GroupHandle, "MPI_Datatype": mpi.DatatypeHandle,
	"MPI_Op": mpi.OpHandle, "MPI_Request": mpi.RequestHandle, "MPI_Message": mpi.MessageHandle,
	"MPI_Errhandler": mpi.ErrhandlerHandle, "MPI_Info": mpi.InfoHandle, "MPI_Win": mpi.WinHandle,
	"MPI_Session": mpi.SessionHandle, "MPI_File": mpi.FileHandle,
}

func isHandleType(t string) bool { _, ok := handleTypes[t]; return ok }

// typeOfClass is the f08 type name of a handle class.
func typeOfClass(c mpi.HandleClass) string {
	for t, k := range handleTypes {
		if k == c {
			return t
		}
	}
	return ""
}

func sortedHandleTypes() []string {
	var l []string
	for t := range handleTypes {
		l = append(l, t)
	}
	sort.Strings(l)
	return l
}

// logicalParams are the C int parameters that are LOGICAL in Fortran.
var logicalParams = map[string]bool{
	"flag": true, "high": true, "reorder": true, "periods": true, "remain_dims": true,
	"weighted": true, "commute": true,
}

// generate writes the three modules.
func generate(in input) generated {
	g := generated{skipped: map[string]string{}}
	var procs, generics, legacyIfaces strings.Builder
	var legacyUses, privates []string
	for _, f := range mpi.All() {
		ds, why := in.dummies(f)
		if why != "" {
			g.skipped[f.Name] = why
			continue
		}
		g.f08 = append(g.f08, f.Name)
		fmt.Fprintf(&generics, "  interface %s\n    module procedure %s_f08\n  end interface %s\n", f.Name, f.Name, f.Name)
		legacy := strings.ToLower(f.Name)
		local := "pc_l_" + strings.TrimPrefix(legacy, "mpi_")
		legacyIfaces.WriteString(writeLegacy(legacy, ds))
		legacyUses = append(legacyUses, local+" => "+legacy)
		privates = append(privates, local)
		procs.WriteString(writeProcedure(f.Name, local, ds))
	}

	var b strings.Builder
	b.WriteString("! The MPI modules parcoach gives flang (internal/fortranmod). Generated: do not edit.\n")
	b.WriteString("module parcoach_mpif\n  implicit none\n  include 'mpif.h'\nend module parcoach_mpif\n\n")
	b.WriteString("module mpi\n  implicit none\n  include 'mpif.h'\nend module mpi\n\n")
	b.WriteString("module parcoach_f08_types\n  implicit none\n")
	for _, t := range sortedHandleTypes() {
		fmt.Fprintf(&b, "  type, bind(C) :: %s\n    integer :: MPI_VAL\n  end type %s\n", t, t)
	}
	b.WriteString(in.statusType())
	b.WriteString("end module parcoach_f08_types\n\n")
	// The legacy symbols, declared in a module of their own so that mpi_f08 can use them under
	// other names: a local interface named mpi_send inside the procedure behind the generic
	// MPI_Send would resolve to the generic (flang), and the call would recurse.
	b.WriteString("module parcoach_f08_legacy\n  use, intrinsic :: iso_c_binding, only: c_ptr\n")
	b.WriteString("  use parcoach_mpif, only: MPI_ADDRESS_KIND, MPI_OFFSET_KIND, MPI_COUNT_KIND\n")
	b.WriteString("  use parcoach_f08_types\n  implicit none\n  interface\n")
	b.WriteString(legacyIfaces.String())
	b.WriteString("  end interface\nend module parcoach_f08_legacy\n\n")
	b.WriteString("module mpi_f08\n  use, intrinsic :: iso_c_binding, only: c_ptr\n  use parcoach_f08_types\n")
	b.WriteString(statements("use parcoach_f08_legacy, only: ", legacyUses))
	renames, redeclared := in.renames()
	for _, r := range renames {
		local, _, _ := strings.Cut(r, " =>")
		privates = append(privates, local)
	}
	// ONLY lists, several of them (a union): the constants kept as they are, then the renamed.
	b.WriteString(statements("use parcoach_mpif, only: ", append(in.keptNames(renames), renames...)))
	b.WriteString("  implicit none\n")
	b.WriteString(statements("private :: ", privates))
	b.WriteString(in.handleConstants())
	b.WriteString(redeclared)
	b.WriteString("  interface operator(==)\n")
	for _, t := range sortedHandleTypes() {
		fmt.Fprintf(&b, "    module procedure pc_eq_%s\n", strings.ToLower(t[4:]))
	}
	b.WriteString("  end interface\n  interface operator(/=)\n")
	for _, t := range sortedHandleTypes() {
		fmt.Fprintf(&b, "    module procedure pc_ne_%s\n", strings.ToLower(t[4:]))
	}
	b.WriteString("  end interface\n")
	b.WriteString(generics.String())
	b.WriteString("contains\n")
	for _, t := range sortedHandleTypes() {
		n := strings.ToLower(t[4:])
		fmt.Fprintf(&b, "  elemental logical function pc_eq_%s(a, b)\n    type(%s), intent(in) :: a, b\n    pc_eq_%s = a%%MPI_VAL == b%%MPI_VAL\n  end function\n", n, t, n)
		fmt.Fprintf(&b, "  elemental logical function pc_ne_%s(a, b)\n    type(%s), intent(in) :: a, b\n    pc_ne_%s = a%%MPI_VAL /= b%%MPI_VAL\n  end function\n", n, t, n)
	}
	b.WriteString(procs.String())
	b.WriteString("end module mpi_f08\n")
	g.source = b.String()
	return g
}

// renames lists the `local => NAME` renames of the use of parcoach_mpif: the handle constants
// (mpi_f08 declares them again with their derived type) and the members of the common blocks
// holding MPI_STATUS_IGNORE or MPI_STATUSES_IGNORE (declared again with the status type). It
// also returns those common blocks' declarations.
func (in input) renames() ([]string, string) {
	var out []string
	for _, name := range in.mpif.Order {
		d := in.mpif.Decls[name]
		if _, ok := mpi.HandleClassOf(name); ok && d.Parameter {
			out = append(out, "pc_"+strings.ToLower(name)+" => "+name)
		}
	}
	var decl strings.Builder
	blocks := make([]string, 0, len(in.mpif.Common))
	for blk := range in.mpif.Common {
		blocks = append(blocks, blk)
	}
	sort.Strings(blocks)
	for _, blk := range blocks {
		members := in.mpif.Common[blk]
		hasStatus := false
		for _, m := range members {
			hasStatus = hasStatus || m == "MPI_STATUS_IGNORE" || m == "MPI_STATUSES_IGNORE"
		}
		if !hasStatus {
			continue
		}
		for _, m := range members {
			out = append(out, "pc_"+strings.ToLower(m)+" => "+m)
			d := in.mpif.Decls[m]
			switch {
			case m == "MPI_STATUS_IGNORE":
				decl.WriteString("  type(MPI_Status) :: MPI_STATUS_IGNORE\n")
			case m == "MPI_STATUSES_IGNORE":
				decl.WriteString("  type(MPI_Status) :: MPI_STATUSES_IGNORE(1)\n")
			case d != nil && d.Type != "":
				fmt.Fprintf(&decl, "  %s %s%s\n", d.Type, m, d.Dims)
			default:
				fmt.Fprintf(&decl, "  integer %s\n", m)
			}
		}
		fmt.Fprintf(&decl, "  common /%s/ %s\n  save /%s/\n", blk, strings.Join(members, ", "), blk)
	}
	return out, decl.String()
}

// statusType declares MPI_Status with the installed layout: MPI_STATUS_SIZE integers, the
// public components at the (1-based) indices MPI_SOURCE, MPI_TAG and MPI_ERROR of mpif.h.
func (in input) statusType() string {
	size := in.intParam("MPI_STATUS_SIZE", 5)
	names := make([]string, size)
	for i := range names {
		names[i] = fmt.Sprintf("pc_internal_%d", i+1)
	}
	for _, n := range []string{"MPI_SOURCE", "MPI_TAG", "MPI_ERROR"} {
		if i := in.intParam(n, 0); i >= 1 && i <= size {
			names[i-1] = n
		}
	}
	return "  type, bind(C) :: MPI_Status\n    integer :: " + strings.Join(names, ", ") + "\n  end type MPI_Status\n"
}

func (in input) intParam(name string, def int) int {
	if d := in.mpif.Decls[name]; d != nil && d.Parameter {
		if v, err := strconv.Atoi(d.Value); err == nil {
			return v
		}
	}
	return def
}

// handleConstants declares each predefined handle of mpif.h with its derived type.
func (in input) handleConstants() string {
	var b strings.Builder
	for _, name := range in.mpif.Order {
		d := in.mpif.Decls[name]
		c, ok := mpi.HandleClassOf(name)
		if !ok || !d.Parameter {
			continue
		}
		t := typeOfClass(c)
		fmt.Fprintf(&b, "  type(%s), parameter :: %s = %s(pc_%s)\n", t, name, t, strings.ToLower(name))
	}
	return b.String()
}

// keptNames are the names of mpif.h that mpi_f08 takes from parcoach_mpif unchanged: all
// declared names but the renamed ones.
func (in input) keptNames(renames []string) []string {
	renamed := map[string]bool{}
	for _, r := range renames {
		_, name, _ := strings.Cut(r, "=> ")
		renamed[name] = true
	}
	var out []string
	for _, name := range in.mpif.Order {
		if !renamed[name] && in.mpif.Decls[name].Type != "" {
			out = append(out, name)
		}
	}
	return out
}

// statements writes head+list as several statements of at most 40 items each (the standard
// allows 255 continuation lines).
func statements(head string, list []string) string {
	var b strings.Builder
	for len(list) > 0 {
		n := min(40, len(list))
		b.WriteString("  " + head + strings.Join(list[:n], ", &\n    ") + "\n")
		list = list[n:]
	}
	return b.String()
}

// dummy is one argument of an f08 procedure.
type dummy struct {
	name   string
	decl   string // the declaration's type part, e.g. "type(MPI_Comm), dimension(*)"
	choice bool   // a choice buffer: !dir$ ignore_tkr
}

// dummies gives the arguments of the mpi_f08 procedure of f (ierror left out), or says why f
// has none.
func (in input) dummies(f *mpi.Func) ([]dummy, string) {
	if !f.HasFortran {
		return nil, "no Fortran binding"
	}
	params := f.FortranParams
	if len(params) == 0 || params[len(params)-1] != "ierror" {
		return nil, "the Fortran binding is a function"
	}
	legacy := strings.ToLower(f.Name) + "_"
	if in.legacy != nil && !in.legacy(legacy) {
		return nil, "the library does not export " + legacy
	}
	proto, ok := in.protos[f.Name]
	if !ok {
		return nil, "no C prototype in the MPI headers"
	}
	var ds []dummy
	for _, p := range params[:len(params)-1] {
		var cp *cParam
		for i := range proto {
			if proto[i].Name == p {
				cp = &proto[i]
			}
		}
		if cp == nil {
			return nil, "Fortran parameter " + p + " has no C counterpart"
		}
		d, why := in.fortranDummy(f, *cp)
		if why != "" {
			return nil, why
		}
		ds = append(ds, d)
	}
	return ds, ""
}

// fortranDummy maps a C parameter to its f08 dummy argument.
func (in input) fortranDummy(f *mpi.Func, p cParam) (dummy, string) {
	d := dummy{name: p.Name}
	if p.Type == "MPIO_Request" { // mpich's mpio.h: typedef MPI_Request MPIO_Request
		p.Type = "MPI_Request"
	}
	array := p.Array || strings.HasPrefix(p.Name, "array_of_")
	dim := ""
	if array {
		dim = ", dimension(*)"
	}
	switch {
	case p.Type == "":
		return d, "a procedure argument"
	case isHandleType(p.Type):
		d.decl = "type(" + p.Type + ")" + dim
	case p.Type == "MPI_Status":
		d.decl = "type(MPI_Status)" + dim
	case p.Type == "int" && logicalParams[p.Name]:
		d.decl = "logical" + dim
	case p.Type == "int" || p.Type == "MPI_Fint":
		d.decl = "integer" + dim
	case p.Type == "MPI_Aint":
		d.decl = "integer(MPI_ADDRESS_KIND)" + dim
	case p.Type == "MPI_Offset":
		d.decl = "integer(MPI_OFFSET_KIND)" + dim
	case p.Type == "MPI_Count":
		d.decl = "integer(MPI_COUNT_KIND)" + dim
	case p.Type == "char" && p.Stars+boolInt(p.Array) == 1:
		d.decl = "character(len=*)"
	case p.Type == "void" && p.Stars == 1 && p.Name == "baseptr":
		d.decl = "type(c_ptr)"
	case p.Type == "void" && p.Stars == 1 && p.Name == "attribute_val":
		if f.Name == "MPI_Attr_get" || f.Name == "MPI_Attr_put" {
			d.decl = "integer"
		} else {
			d.decl = "integer(MPI_ADDRESS_KIND)"
		}
	case p.Type == "void" && p.Stars == 1 && p.Name == "extra_state":
		d.decl = "integer(MPI_ADDRESS_KIND)"
	case p.Type == "void" && p.Stars == 1 && p.Name != "buffer_addr":
		if !in.caps.AssumedType {
			return d, "a choice buffer, which this flang cannot declare (type(*))"
		}
		d.decl, d.choice = "type(*), dimension(*)", true
	default:
		return d, fmt.Sprintf("C parameter %s of type %s%s", p.Name, p.Type, strings.Repeat("*", p.Stars))
	}
	return d, ""
}

func dummyDecls(ds []dummy, indent string) string {
	var b strings.Builder
	for _, d := range ds {
		if d.choice {
			fmt.Fprintf(&b, "%s!dir$ ignore_tkr %s\n", indent, d.name)
		}
		fmt.Fprintf(&b, "%s%s :: %s\n", indent, d.decl, d.name)
	}
	return b.String()
}

func argList(ds []dummy, last string) string {
	var names []string
	for _, d := range ds {
		names = append(names, d.name)
	}
	return strings.Join(append(names, last), ", ")
}

// writeLegacy writes the interface of the legacy symbol (mpi_send, external name mpi_send_):
// the f08 arguments, which have the legacy layout, and a mandatory ierror.
func writeLegacy(legacy string, ds []dummy) string {
	var b strings.Builder
	fmt.Fprintf(&b, "    subroutine %s(%s)\n      import\n", legacy, argList(ds, "ierror"))
	b.WriteString(dummyDecls(ds, "      "))
	fmt.Fprintf(&b, "      integer :: ierror\n    end subroutine %s\n", legacy)
	return b.String()
}

// writeProcedure writes the specific procedure name_f08, which calls the legacy symbol under
// its local name and gives ierror back when it is present.
func writeProcedure(name, local string, ds []dummy) string {
	var b strings.Builder
	fmt.Fprintf(&b, "  subroutine %s_f08(%s)\n", name, argList(ds, "ierror"))
	b.WriteString(dummyDecls(ds, "    "))
	b.WriteString("    integer, optional, intent(out) :: ierror\n    integer :: pc_ierr\n")
	fmt.Fprintf(&b, "    call %s(%s)\n", local, argList(ds, "pc_ierr"))
	b.WriteString("    if (present(ierror)) ierror = pc_ierr\n")
	fmt.Fprintf(&b, "  end subroutine %s_f08\n", name)
	return b.String()
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
