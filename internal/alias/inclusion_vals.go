package alias

// incVals are the inclusion solver's nodes of the SSA pointer values (or the objects of the
// allocas), by function and name (valuetable.go); nodes are numbered from 0.
type incVals = valueTable[int32]

func newIncVals() incVals { return newValueTable[int32](1) }
