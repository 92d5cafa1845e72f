package handles

// errorEdge reports whether the edge b -> s is taken only when an MPI call returned an error
// code (model.Function.FailedMPISucc). With MPI_ERRORS_RETURN it is an error path, where the
// failed call created nothing and a program that does not free everything before giving up is
// not what the leak search is about (issue 13 item 3).
func (fl *flow) errorEdge(b, s int) bool {
	t, ok := fl.fn.FailedMPISucc(b)
	return ok && t == s
}
