package nonblocking

// Error paths. `MPI_ASSERT(MPI_Irecv(..., &req))` is `if (MPI_Irecv(...) != MPI_SUCCESS)
// verbose_abort(MPI_Irecv(...))` in MPI-CorrBench's large_type_sendrec: the failure branch
// starts the receive a second time, which looked like a request overwritten while pending. An
// edge taken only when an MPI call returned an error code (model.Function.FailedMPISucc, as in
// handles, rma and collective) is left out of the graph the dataflow runs on (scan.go,
// fnAnalysis.graph): with the default error handler it is never taken, and with
// MPI_ERRORS_RETURN the program gives up there.
