package mpi

import "testing"

// The sizes of the table against the size mpich encodes in each predefined datatype's handle
// (bits 8-15 of 0x4c00SSKK): the two were written independently.
func TestPredefinedBasicTypeSizes(t *testing.T) {
	for _, h := range mpichHandles {
		bt, ok := PredefinedBasicType(h.Name)
		if !ok {
			continue
		}
		if size := (h.Value >> 8) & 0xff; size != bt.Size {
			t.Errorf("%s: table says %d bytes, mpich's handle %#x says %d", h.Name, bt.Size, h.Value, size)
		}
	}
	for _, name := range []string{"MPI_BYTE", "MPI_PACKED", "MPI_DOUBLE_INT", "MPI_2INTEGER", "MPI_C_DOUBLE_COMPLEX", "MPI_REAL16"} {
		if _, ok := PredefinedBasicType(name); ok {
			t.Errorf("%s describes no single C scalar, want not found", name)
		}
	}
	if bt, _ := PredefinedBasicType("MPI_DOUBLE"); bt.Kind != FloatValue {
		t.Errorf("MPI_DOUBLE: kind %v, want floating-point", bt.Kind)
	}
}
