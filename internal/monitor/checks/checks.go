// Package checks documents the check ids of the runtime correctness monitor (`parcoach run`,
// internal/monitor), for `parcoach explain`. It depends on nothing but internal/check, so that
// internal/check/all can list these ids without importing the monitor.
package checks

import (
	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/diag"
)

// Checks are the ids the monitor prints in its `DYNAMIC-CHECK <id>: rank R: <call> (<site>): ...` lines.
var Checks = []check.Check{
	{ID: "invalid-handle", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "arguments"},
		Short: "An MPI call receives a null or already freed communicator, datatype, operation, window or group.",
		Doc: "Reported at run time by `parcoach run` when an MPI call receives MPI_COMM_NULL, MPI_DATATYPE_NULL, " +
			"MPI_OP_NULL, MPI_WIN_NULL or MPI_GROUP_NULL where a valid handle is required, or a copy of a handle the " +
			"program already freed (MPI_Comm_free, MPI_Type_free, ...); the message names the function that created it. " +
			"MPI 4.0 §2.5.1 makes such calls erroneous. A common cause is a communicator from MPI_Comm_split with " +
			"MPI_UNDEFINED (MPI_COMM_NULL) used on the processes outside it. Also reported: a communicator without the " +
			"topology a topology function needs (MPI_Cart_get on MPI_COMM_WORLD), and MPI_Comm_free of MPI_COMM_WORLD " +
			"or MPI_COMM_SELF. Arguments that are significant only at the root, or ignored with MPI_IN_PLACE, are not checked."},
	{ID: "uncommitted-datatype", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "datatypes"},
		Short: "A derived datatype is used for communication before MPI_Type_commit.",
		Doc: "Reported at run time by `parcoach run` when a datatype built by a type constructor (MPI_Type_contiguous, " +
			"MPI_Type_vector, MPI_Type_create_struct...) describes data sent, received or accessed (point-to-point, " +
			"collectives, RMA, file I/O) without having been committed (MPI 4.0 §5.1.9). Call MPI_Type_commit on it " +
			"once, after building it."},
	{ID: "invalid-count", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "arguments"},
		Short: "An MPI call receives a negative count.",
		Doc: "Reported at run time by `parcoach run` when a count argument (count, sendcount, recvcount, origin_count, " +
			"target_count, the length of a request array) is negative. Counts significant only at the root of a " +
			"gather or scatter, or ignored because of MPI_IN_PLACE, are not checked."},
	{ID: "invalid-argument", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "arguments"},
		Short: "A communicator constructor receives a negative color or an invalid Cartesian grid.",
		Doc: "Reported at run time by `parcoach run` when MPI_Comm_split receives a negative color other than " +
			"MPI_UNDEFINED (MPI 4.0 §7.4.2), or MPI_Cart_create a negative ndims, a dimension that is not positive, " +
			"or a grid with more processes than the communicator (§8.5.1)."},
	{ID: "invalid-rank", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "arguments"},
		Short: "A destination, source, root or target rank is outside the communicator or window.",
		Doc: "Reported at run time by `parcoach run` when dest, source, root or an RMA target rank is outside [0, size) " +
			"of the communicator (the remote group for an intercommunicator) or of the window's group. MPI_PROC_NULL " +
			"is accepted as destination, source and target, MPI_ANY_SOURCE as source of receives and probes, MPI_ROOT " +
			"and MPI_PROC_NULL as root of intercommunicator collectives (MPI 4.0 §3.2.3, §6.2.2)."},
	{ID: "invalid-tag", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "arguments"},
		Short: "A message tag is outside [0, MPI_TAG_UB], or MPI_ANY_TAG is used by a send.",
		Doc: "Reported at run time by `parcoach run` when a point-to-point tag is negative or larger than the value of " +
			"the MPI_TAG_UB attribute of MPI_COMM_WORLD, or when MPI_ANY_TAG is given to a send: it is a wildcard only " +
			"receives and probes accept (MPI 4.0 §3.2.3, §3.5)."},
	{ID: "request-reuse", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "nonblocking"},
		Short: "A request variable holding an active request is overwritten by a new nonblocking call.",
		Doc: "Reported at run time by `parcoach run` when a nonblocking or persistent-initialisation call stores its " +
			"request in a variable that still holds an active request of an earlier nonblocking call, at the same " +
			"address: that operation can no longer be completed (MPI 4.0 §3.7.3 requires every nonblocking operation " +
			"to be completed). Complete the earlier request (MPI_Wait, MPI_Test) or use one request per operation."},
	{ID: "request-start", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "nonblocking"},
		Short: "MPI_Start or MPI_Startall is given an active or a non-persistent request.",
		Doc: "Reported at run time by `parcoach run` when MPI_Start or MPI_Startall receives a persistent request that " +
			"was started and not completed yet, or a request that is not persistent (MPI 4.0 §3.9: the request must be " +
			"an inactive persistent request). Complete the previous start with MPI_Wait or MPI_Test first."},
	{ID: "request-free-active", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "nonblocking", "collectives"},
		Short: "MPI_Request_free is called on the active request of a collective operation.",
		Doc: "Reported at run time by `parcoach run` when MPI_Request_free receives the request of a nonblocking or " +
			"started persistent collective before it completed, which MPI 4.0 §6.12 makes erroneous (freeing an active " +
			"point-to-point request is allowed and not reported). Wait for the request instead."},
	{ID: "invalid-in-place", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "arguments", "collectives"},
		Short: "MPI_IN_PLACE is given where the call does not accept it.",
		Doc: "Reported at run time by `parcoach run` (and programs built with `parcoach cc --instrument`) when MPI_IN_PLACE " +
			"is the buffer of a point-to-point call or of MPI_Bcast, the send buffer of a gather or reduce away from " +
			"its root, the send buffer of a scatter at its root, the receive buffer of a collective (except at the root " +
			"of a scatter), or any buffer of a collective on an intercommunicator (MPI 4.0 §6.2.1, §6.5-6.11). Give the " +
			"process's own data instead, or use MPI_IN_PLACE only where the standard lists it."},
	{ID: "buffer-overlap", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "arguments"},
		Short: "The send buffer and the receive buffer of one MPI call overlap.",
		Doc: "Reported at run time by `parcoach run` (and programs built with `parcoach cc --instrument`) when the " +
			"bytes a call sends (count x datatype, from the datatype's true extent) and the bytes it receives overlap: " +
			"MPI_Sendrecv, MPI_Allreduce, MPI_Reduce at the root, MPI_Scan, MPI_Exscan, MPI_Reduce_scatter_block, " +
			"MPI_Gather and MPI_Scatter at the root, MPI_Allgather, MPI_Alltoall and their nonblocking and persistent " +
			"forms. MPI 4.0 §2.3 forbids aliased arguments; the result is undefined (MPICH refuses some). Use " +
			"MPI_IN_PLACE for a collective, MPI_Sendrecv_replace, or two buffers. The v and w variants are not checked."},
	{ID: "mpi-init-state", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "initialization"},
		Short: "An MPI function is called before MPI_Init, after MPI_Finalize, or MPI is initialised twice.",
		Doc: "Reported at run time by `parcoach run` when an MPI function other than those MPI 4.0 §11.4.1 allows " +
			"(MPI_Initialized, MPI_Finalized, MPI_Get_version, MPI_Info_*, MPI_Session_*, ...) is called before " +
			"MPI_Init/MPI_Init_thread or after MPI_Finalize, and when MPI_Init or MPI_Finalize is called a second " +
			"time. Programs using the sessions model (MPI_Session_init) are not checked for this."},
	{ID: "resource-leak", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "resources"},
		Short: "A communicator, datatype, group, operation, window, file or persistent request is never freed.",
		Doc: "A warning printed by `parcoach run` at MPI_Finalize for each handle the program created and did not free " +
			"(communicators, derived datatypes, groups, user operations, windows, files, persistent requests), with the " +
			"call and line that created it. The run's exit status does not change. Free each handle with its free " +
			"function (MPI_Comm_free, MPI_Type_free, ...); PARCOACH_RT_LEAKS=0 silences these warnings."},
	{ID: "pending-request", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "nonblocking"},
		Short: "A nonblocking operation is never completed before MPI_Finalize.",
		Doc: "A warning printed by `parcoach run` at MPI_Finalize for each request of a nonblocking operation that no " +
			"MPI_Wait or MPI_Test completed, with the call and line that started it: MPI 4.0 §11.2.2 requires every " +
			"pending nonblocking communication to be completed before MPI_Finalize, and its buffer may not be reused " +
			"safely before. The run's exit status does not change."},
	{ID: "unreceived-message", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "p2p"},
		Short: "A point-to-point message is sent and never received before MPI_Finalize.",
		Doc: "Reported at MPI_Finalize by `parcoach run` (and `parcoach cc --instrument=all`) for each message a process sent " +
			"that no receive matched: the line names the sending process, its call and line, the destination, the tag and " +
			"the message's type signature. MPI 4.0 §11.2.2 requires every communication to complete before MPI_Finalize; a " +
			"small message is buffered, so the plain run usually ends normally, but a larger or synchronous one waits " +
			"forever. Found with the shadow messages of the point-to-point type matching (each send is preceded by a small " +
			"message on a private duplicate of its communicator; at MPI_Finalize each process counts and receives the ones " +
			"left). Not reported when the program received a message by a call that does not consume its shadow (MPI_Mrecv, " +
			"MPI_Imrecv, MPI_Isendrecv) or cancelled or freed an active request, nor for mpich's mpi_f08 binding."},
	{ID: "deadlock", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "deadlock"},
		Short: "Every process of the job is blocked in an MPI call that no other process can complete.",
		Doc: "Reported at run time by `parcoach run`: blocking calls (point-to-point, collectives, the MPI_Wait family, " +
			"MPI_Probe) run as their nonblocking counterparts in a progress loop; a process blocked for " +
			"PARCOACH_RT_DEADLOCK seconds (default 1) sends its wait state (call, line, the processes it waits for: " +
			"all of them for MPI_Waitall and collectives, any one for MPI_ANY_SOURCE, MPI_Waitany and MPI_Waitsome) " +
			"to rank 0 over a private communicator. When every process is blocked and stays so for one more period, " +
			"none can progress: the wait-for cycle is printed, with each rank's call and file:line, and the job " +
			"aborts (a program built without -g names each call by its function and its offset in the module: " +
			"\"main [app+0x11e6; no line number: built without -g]\", which addr2line -e APP 0x11e6 turns into the line " +
			"on the same program built with -g). MPI_Finalize counts as a collective, so a receive no one sends is found when the others " +
			"finish. A process that computes, sleeps or polls with MPI_Test is not blocked, so a late process is " +
			"never reported. Off with PARCOACH_RT_DEADLOCK=0 and under MPI_THREAD_MULTIPLE."},
	{ID: "deadlock-suspected", Severity: diag.Warning, Tags: []string{"mpi", "runtime", "deadlock"},
		Short: "A process stays blocked in one MPI call longer than PARCOACH_RT_TIMEOUT seconds.",
		Doc: "With PARCOACH_RT_TIMEOUT=S, `parcoach run` prints, for each process blocked for S seconds in one blocking " +
			"MPI call (receive, send, probe, wait, collective, RMA synchronisation), the call, its line and its peer " +
			"and tag, then aborts the job (PARCOACH_RT_CONTINUE=1 keeps waiting). The lines of all blocked processes " +
			"together show the cycle of a deadlock. It is a timeout, not a proof: a process that computes longer " +
			"than S seconds while others wait for it is reported too, so choose S above the longest computation " +
			"between communications. Off by default."},
}

// RuntimeSide is what the monitor checks at run time under the ids it shares with the static
// checks (their `parcoach explain` text is the static check's; this paragraph follows it).
var RuntimeSide = map[string]string{
	"collective-mismatch": "At run time: `parcoach run`, a program built with `parcoach cc --instrument=all`, and one " +
		"built with `parcoach cc --instrument` whose static pass reported a collective-argument-mismatch (or run with " +
		"PARCOACH_RT_DEADLOCK=S) compare every collective on every communicator over a private duplicate of it, before " +
		"it runs: the same function, root, reduction operation, data size (count x datatype size) and datatype " +
		"signature, blocking or nonblocking; the per-process counts of MPI_Gatherv, MPI_Alltoallv, " +
		"MPI_Reduce_scatter and the like; the roots of intercommunicator collectives. A difference prints " +
		"`DYNAMIC-CHECK collective-mismatch` naming the other process's call and line, and aborts the job. A " +
		"nonblocking collective is compared in the background and checked when its request completes. Processes " +
		"that never meet in a collective are reported as a deadlock. With `parcoach cc --instrument` alone, the " +
		"runtime library checks the order of the collectives at the sites the static pass could not prove.",
	"collective-argument-mismatch": "At run time, with the monitor's global checks (`parcoach run`, `parcoach cc " +
		"--instrument=all`, and `parcoach cc --instrument` when the static pass reported this finding in a C or C++ " +
		"source: its object turns the global checks on before main): when a process calls a collective on another " +
		"communicator than the others, `DYNAMIC-CHECK collective-argument-mismatch` names the communicator each " +
		"used (the call that created it and its line); a root, operation or data size that differs is reported as " +
		"collective-mismatch. A Fortran source with this finding does not turn the global checks on: use `parcoach " +
		"run` or `--instrument=all`.",
	"p2p-mismatch": "At run time (`parcoach run`, `parcoach cc --instrument=all`; off with PARCOACH_RT_TYPEMATCH=0 and " +
		"under MPI_THREAD_MULTIPLE): the type signature of each message sent (the basic types of count x datatype, " +
		"the call and its line) goes to its receiver in batches over a private duplicate of the communicator, and " +
		"each receive completed is compared with the message it got. A message whose signature is not a prefix of " +
		"the receive's (a longer one is MPI's own truncation error) prints `DYNAMIC-CHECK p2p-mismatch` naming the " +
		"send and the receive with their lines; it may be reported after the receive returned, at the latest at " +
		"MPI_Finalize.",
	"mpi-missing-start": "At run time (`parcoach run` and every build with `parcoach cc --instrument`, selective " +
		"included: a local check): MPI_Wait, MPI_Test or their multiple forms given a persistent request never " +
		"started print `DYNAMIC-CHECK mpi-missing-start` naming the call that created the request and its line.",
	"rma-local-race": "At run time (`parcoach run` and programs built with `parcoach cc --instrument`): the monitor " +
		"keeps the byte ranges of the origin and result buffers of each one-sided operation until the flush, " +
		"unlock, complete, fence or request completion that frees them; a new operation whose buffer overlaps a " +
		"pending one, one of the two writing, or a load or store the static pass could not prove safe (checked by " +
		"the instrumentation), prints `DYNAMIC-CHECK rma-local-race` at once with both call sites.",
	"rma-fence-assert": "At run time (`parcoach run` and programs built with `parcoach cc --instrument`): " +
		"MPI_Win_fence given MPI_MODE_NOPRECEDE while this process issued a one-sided operation on the window since " +
		"the previous fence (outside lock and PSCW epochs) prints `DYNAMIC-CHECK rma-fence-assert` naming the " +
		"operation; a put or accumulate into a window whose last fence was given MPI_MODE_NOPUT is reported by its " +
		"target at the next fence (or MPI_Win_free) with the operation's site; MPI_MODE_NOPRECEDE or " +
		"MPI_MODE_NOSUCCEED given by some processes of the window and not by the others is reported by the " +
		"window's rank 0. MPI_MODE_NOSTORE after a store into the process's window memory since its last " +
		"synchronisation is reported by that process at the fence, naming the store, in programs built with " +
		"`parcoach cc --instrument` (the stores the static check named get a check; `parcoach run` sees no store).",
	"rma-outside-epoch": "At run time (`parcoach run` and programs built with `parcoach cc --instrument`): a " +
		"one-sided operation issued after an MPI_Win_fence given MPI_MODE_NOSUCCEED, outside any lock or PSCW " +
		"epoch, prints `DYNAMIC-CHECK rma-outside-epoch` naming the operation and the fence.",
	"rma-target-race": "At run time (`parcoach run` and programs built with `parcoach cc --instrument`): at " +
		"MPI_Win_fence and MPI_Win_free each process sends the records of its one-sided accesses to their targets, " +
		"and each target compares the accesses to its window: two that overlap, at least one writing, not two " +
		"compatible accumulates, and not ordered by a completion or a synchronising collective, print " +
		"`DYNAMIC-CHECK rma-target-race` naming both call sites (passive-target epochs are reported at the next " +
		"fence or at MPI_Win_free).",
}
