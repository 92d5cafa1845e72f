package model

import "github.com/parcoach/parcoach/internal/llvmir"

// Byte offsets of getelementptrs with constant indices, as far as the error-record fact needs
// them (errexit.go): `error%iout` written as `gep %error_t, ptr %p, 0, 1` in a callee and as
// `gep (i8, ptr @error, i64 4)` in the main program are one cell. The layouts are the
// memory model's (llvmir.Types).

// typeSize is the size in bytes of the type written as text, -1 when unknown.
func typeSize(m *llvmir.Module, text string) int64 { return llvmir.TypesOf(m).Of(text).Size }

// indexBytes is the byte offset the indices of a getelementptr on type typ select, with
// exact false when an index is not a constant (then off is the offset of the constant
// prefix: the address is at or after it), ok false when a layout is unknown.
func indexBytes(m *llvmir.Module, typ string, idx []*llvmir.Value) (off int64, exact, ok bool) {
	t := llvmir.TypesOf(m).Of(typ)
	for i, ix := range idx {
		if t == nil || t.Size < 0 {
			return 0, false, false
		}
		if ix.Kind != llvmir.ValInt {
			return off, false, true
		}
		c := ix.Int
		switch {
		case i == 0:
			off += c * t.Size
		case t.Fields != nil:
			if c < 0 || int(c) >= len(t.Fields) || t.Offsets[c] < 0 {
				return 0, false, false
			}
			off += t.Offsets[c]
			t = t.Fields[c]
		case t.Elem != nil:
			off += c * t.Elem.Size
			t = t.Elem
		default:
			return 0, false, false
		}
	}
	return off, true, true
}
