package dependence

import "testing"

// TestUnknownIsNoPart: unifying a field of an object with the unknown memory must not make
// the unknown memory a field of that object. It did once, and everything unknown then
// inherited the object's variation (miniMD: every loop bound of the program read through
// merged pointers varied because a timer object's fields did).
func TestUnknownIsNoPart(t *testing.T) {
	pt := newPointsTo()
	obj := pt.fresh(1)
	field := pt.part(obj, 8)
	if pt.ownerOf(field) != pt.find(obj) {
		t.Fatalf("the part at offset 8 does not belong to its object")
	}
	pt.union(field, pt.unknown)
	if o := pt.ownerOf(pt.unknown); o != noClass {
		t.Errorf("unknown memory became a part of object %d", o)
	}
	if got := pt.owners(pt.unknown); len(got) != 0 {
		t.Errorf("unknown memory has owners %v", got)
	}
}
