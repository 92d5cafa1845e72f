package alias

// valLocs memoises Loc of SSA pointer values (valuetable.go). Loc is asked of every operand
// of every load, store and call, by the build and again by the dependence solver: the
// graph's most asked table. NoClass too may be an answer, so classes are kept shifted by
// 1-NoClass.
type valLocs = valueTable[Class]

func newValLocs() valLocs { return newValueTable(1 - NoClass) }
