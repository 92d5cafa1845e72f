package model

// The OpenMP recogniser: every call to the OpenMP runtime becomes an event with an OMP
// descriptor (this file); per function, the descriptors are grouped into constructs with their
// bodies, implicit barriers and the conditionals their lowering creates (omp_construct.go); per
// program, parallel regions are found through __kmpc_fork_call and tasks through
// __kmpc_omp_task_alloc (omp_program.go). Together they give the OMPCFG of seed 000 §3.2.1
// (Table 3.2) on top of the compiler's CFG: single, master, masked, for and sections are
// conditionals, implicit barriers are explicit events, and the combined `parallel for` is a
// nowait loop whose barrier is the end of the region.
//
// Lowering facts relied on, measured with clang 14.0.6, clang 16.0.6 and flang-new 16.0.6 at
// -O0 (tests in omp_test.go compile one snippet per construct with each compiler):
//
//   - Runtime calls are identified by name (__kmpc_*, omp_*); their first argument, when the
//     call has one, is a constant ident_t {i32 0, i32 flags, i32 0, i32 len, ptr psource}.
//     clang 14 writes the psource as a getelementptr constant expression, clang 16 and flang as
//     a plain pointer.
//   - ident_t flags (libomp kmp.h): 0x20 explicit barrier (clang and flang: 34), 0x40/0xC0/
//     0x140 implicit barrier after for/sections/single (clang: 66, 194, 322; flang uses 66
//     for every implicit barrier), 0x200 worksharing loop (clang 514), 0x400 sections (clang
//     1026; flang marks neither: its sections loop is recognised by the block names
//     "omp_section_loop.*" that the OpenMPIRBuilder gives it).
//   - The psource string is ";file;function;line;col;;" in clang (the function is the user's
//     function even inside an outlined region); flang-new-16 writes ";unknown;unknown;0;0;;"
//     and emits no !dbg at all, so its positions fall back to the function.
//   - single / master / masked: %r = call __kmpc_single(...) then `br i1 (icmp ne %r, 0)`
//     to the body, which ends with __kmpc_end_single and joins the other edge. The implicit
//     barrier of single is the first runtime call of the join block (clang 322, flang 66);
//     `single copyprivate` has no barrier call in clang: __kmpc_copyprivate in the join block
//     synchronises the team (flang-16 drops copyprivate altogether). master and masked have
//     no barrier.
//   - for with a static schedule: clang guards the whole construct with `icmp slt 0, n` (the
//     trip count, the same for every thread) in the block before the one holding
//     __kmpc_for_static_init_{4,4u,8,8u}; the guard's other edge goes to the join block where
//     the implicit barrier (66) is. Between init and __kmpc_for_static_fini: the clamp of the
//     upper bound (a diamond), the iteration loop (its test is thread-dependent: each thread
//     runs its own chunk). After fini: lastprivate copies under `if (last)`, the reduction
//     (__kmpc_reduce + a switch on its result whose cases call __kmpc_end_reduce) and then
//     the barrier. flang has no guard, puts the barrier right after fini, and a reduction
//     after that barrier followed by a second barrier.
//   - for with a dynamic/guided/runtime schedule, or ordered: __kmpc_dispatch_init_* then a
//     loop whose header calls __kmpc_dispatch_next_* and leaves when it returns 0; the
//     iteration loop is nested in it (ordered adds __kmpc_dispatch_fini_* per iteration).
//     clang has the same guard as for static. The implicit barrier follows the loop exit.
//   - sections: __kmpc_for_static_init (clang ident 1026) around a loop whose body is a
//     `switch` on the section number; __kmpc_for_static_fini; implicit barrier (194 / 66).
//   - nowait: the barrier call is absent. Combined `parallel for` / `parallel sections` in
//     clang have no barrier either (the end of the region is the barrier); flang keeps it.
//   - Reductions: blocking __kmpc_reduce synchronises the team (a barrier inside the runtime,
//     in __kmpc_reduce or __kmpc_end_reduce depending on the method), __kmpc_reduce_nowait
//     does not. clang uses the blocking form only when a barrier follows anyway.
//   - critical, ordered, taskgroup: straight-line, begin and end calls around the body.
//   - parallel: __kmpc_fork_call(ident, n, @outlined, vars...); with an if clause, the other
//     edge calls __kmpc_serialized_parallel, the outlined function directly, then
//     __kmpc_end_serialized_parallel. With -g clang's outlined function only calls its
//     `_debug__` twin, which holds the body.
//   - task: __kmpc_omp_task_alloc(ident, gtid, flags, size, shareds, @entry) where @entry
//     runs the task body (clang .omp_task_entry., flang <parent>..omp_par.wrapper).

import (
	"strconv"
	"strings"

	"github.com/parcoach/parcoach/internal/diag"
	"github.com/parcoach/parcoach/internal/llvmir"
)

// OMPKind is what an OpenMP runtime call does.
type OMPKind int

// The runtime calls the recogniser tells apart.
const (
	OMPOther                 OMPKind = iota // a runtime or API call with no role in the analyses
	OMPBarrier                              // __kmpc_barrier, __kmpc_cancel_barrier: see Implicit
	OMPForStaticInit                        // __kmpc_for_static_init_*: a static loop or sections
	OMPForStaticFini                        // __kmpc_for_static_fini
	OMPDispatchInit                         // __kmpc_dispatch_init_*: a dynamic/guided/runtime/ordered loop
	OMPDispatchNext                         // __kmpc_dispatch_next_*: the next chunk, 0 when none is left
	OMPDispatchFini                         // __kmpc_dispatch_fini_*, __kmpc_dispatch_deinit
	OMPSingle                               // __kmpc_single: nonzero on the one thread that runs the body
	OMPEndSingle                            // __kmpc_end_single
	OMPMaster                               // __kmpc_master: nonzero on thread 0
	OMPEndMaster                            // __kmpc_end_master
	OMPMasked                               // __kmpc_masked: nonzero on the filtered thread
	OMPEndMasked                            // __kmpc_end_masked
	OMPCritical                             // __kmpc_critical, __kmpc_critical_with_hint
	OMPEndCritical                          // __kmpc_end_critical
	OMPReduce                               // __kmpc_reduce: blocking, synchronises the team
	OMPEndReduce                            // __kmpc_end_reduce
	OMPReduceNowait                         // __kmpc_reduce_nowait: no synchronisation
	OMPEndReduceNowait                      // __kmpc_end_reduce_nowait
	OMPCopyprivate                          // __kmpc_copyprivate: broadcast, synchronises the team
	OMPOrdered                              // __kmpc_ordered
	OMPEndOrdered                           // __kmpc_end_ordered
	OMPTaskAlloc                            // __kmpc_omp_task_alloc: its last argument is the task entry
	OMPTask                                 // __kmpc_omp_task, __kmpc_omp_task_with_deps
	OMPTaskwait                             // __kmpc_omp_taskwait: waits for child tasks, not a barrier
	OMPTaskgroup                            // __kmpc_taskgroup
	OMPEndTaskgroup                         // __kmpc_end_taskgroup: waits for the group's tasks
	OMPTaskyield                            // __kmpc_omp_taskyield
	OMPFlush                                // __kmpc_flush
	OMPPushNumThreads                       // __kmpc_push_num_threads (num_threads clause)
	OMPSerializedParallel                   // __kmpc_serialized_parallel (parallel if(false))
	OMPEndSerializedParallel                // __kmpc_end_serialized_parallel
	OMPGlobalThreadNum                      // __kmpc_global_thread_num
	OMPGetThreadNum                         // omp_get_thread_num: differs between the threads of a team
	OMPTeamQuery                            // omp_get_num_threads, omp_in_parallel, omp_get_level...: alike in a team
)

var ompKindNames = [...]string{
	OMPOther: "other", OMPBarrier: "barrier", OMPForStaticInit: "for_static_init",
	OMPForStaticFini: "for_static_fini", OMPDispatchInit: "dispatch_init",
	OMPDispatchNext: "dispatch_next", OMPDispatchFini: "dispatch_fini", OMPSingle: "single",
	OMPEndSingle: "end_single", OMPMaster: "master", OMPEndMaster: "end_master",
	OMPMasked: "masked", OMPEndMasked: "end_masked", OMPCritical: "critical",
	OMPEndCritical: "end_critical", OMPReduce: "reduce", OMPEndReduce: "end_reduce",
	OMPReduceNowait: "reduce_nowait", OMPEndReduceNowait: "end_reduce_nowait",
	OMPCopyprivate: "copyprivate", OMPOrdered: "ordered", OMPEndOrdered: "end_ordered",
	OMPTaskAlloc: "task_alloc", OMPTask: "task", OMPTaskwait: "taskwait",
	OMPTaskgroup: "taskgroup", OMPEndTaskgroup: "end_taskgroup", OMPTaskyield: "taskyield",
	OMPFlush: "flush", OMPPushNumThreads: "push_num_threads",
	OMPSerializedParallel: "serialized_parallel", OMPEndSerializedParallel: "end_serialized_parallel",
	OMPGlobalThreadNum: "global_thread_num", OMPGetThreadNum: "omp_get_thread_num",
	OMPTeamQuery: "team_query",
}

func (k OMPKind) String() string {
	if int(k) < len(ompKindNames) {
		return ompKindNames[k]
	}
	return "OMPKind(" + strconv.Itoa(int(k)) + ")"
}

// ident_t flags (libomp kmp.h).
const (
	identBarrierExplicit   = 0x20
	identBarrierImplMask   = 0x1C0
	identBarrierImplFor    = 0x40
	identBarrierImplSect   = 0xC0
	identBarrierImplSingle = 0x140
	identWorkLoop          = 0x200
	identWorkSections      = 0x400
)

// OMP describes the OpenMP runtime call of an OMPCall event.
type OMP struct {
	Call  string  // the runtime function
	Kind  OMPKind // what it does
	Flags int     // the ident_t flags, 0 when the call has no ident_t or it is not readable
	// Source is the ident_t psource string ";file;function;line;col;;", "" when absent.
	Source string
	// Pos is where the construct is written: the call's !dbg location, else the line of the
	// psource string when it has one, else the function (flang-new-16 emits neither).
	Pos diag.Pos
}

// Implicit reports whether a barrier is the implicit barrier ending a worksharing construct
// (ident_t flags) rather than a `#pragma omp barrier`.
func (o *OMP) Implicit() bool {
	return o.Kind == OMPBarrier && o.Flags&identBarrierExplicit == 0 && o.Flags&identBarrierImplMask != 0
}

// ImplicitOf names the construct an implicit barrier's flags say it ends ("for", "sections",
// "single"), "" when the flags do not say (flang marks every implicit barrier as "for").
func (o *OMP) ImplicitOf() string {
	if !o.Implicit() {
		return ""
	}
	switch o.Flags & identBarrierImplMask {
	case identBarrierImplFor:
		return "for"
	case identBarrierImplSect:
		return "sections"
	case identBarrierImplSingle:
		return "single"
	}
	return ""
}

// SourceFunc is the user function the psource string names ("" when unknown).
func (o *OMP) SourceFunc() string {
	_, fn, _, _ := parsePSource(o.Source)
	return fn
}

// String is a short description for dumps: "barrier (implicit, flags 322)".
func (o *OMP) String() string {
	s := o.Kind.String()
	if o.Kind == OMPOther || o.Kind == OMPTeamQuery {
		s = o.Call
	}
	if o.Kind == OMPBarrier {
		if o.Implicit() {
			s += " (implicit)"
		} else {
			s += " (explicit)"
		}
	}
	if o.Flags != 0 {
		s += " [flags " + strconv.Itoa(o.Flags) + "]"
	}
	return s
}

// ompKinds maps runtime entry points to kinds; names with a type suffix (_4, _4u, _8, _8u)
// are matched by prefix in classifyOMP.
var ompKinds = map[string]OMPKind{
	"__kmpc_barrier": OMPBarrier, "__kmpc_cancel_barrier": OMPBarrier,
	"__kmpc_for_static_fini": OMPForStaticFini, "__kmpc_dispatch_deinit": OMPDispatchFini,
	"__kmpc_single": OMPSingle, "__kmpc_end_single": OMPEndSingle,
	"__kmpc_master": OMPMaster, "__kmpc_end_master": OMPEndMaster,
	"__kmpc_masked": OMPMasked, "__kmpc_end_masked": OMPEndMasked,
	"__kmpc_critical": OMPCritical, "__kmpc_critical_with_hint": OMPCritical,
	"__kmpc_end_critical": OMPEndCritical,
	"__kmpc_reduce":       OMPReduce, "__kmpc_end_reduce": OMPEndReduce,
	"__kmpc_reduce_nowait": OMPReduceNowait, "__kmpc_end_reduce_nowait": OMPEndReduceNowait,
	"__kmpc_copyprivate": OMPCopyprivate,
	"__kmpc_ordered":     OMPOrdered, "__kmpc_end_ordered": OMPEndOrdered,
	"__kmpc_omp_task_alloc": OMPTaskAlloc, "__kmpc_omp_target_task_alloc": OMPTaskAlloc,
	"__kmpc_omp_task": OMPTask, "__kmpc_omp_task_with_deps": OMPTask,
	"__kmpc_omp_taskwait": OMPTaskwait, "__kmpc_omp_taskwait_deps_51": OMPTaskwait,
	"__kmpc_taskgroup": OMPTaskgroup, "__kmpc_end_taskgroup": OMPEndTaskgroup,
	"__kmpc_omp_taskyield": OMPTaskyield, "__kmpc_flush": OMPFlush,
	"__kmpc_push_num_threads":    OMPPushNumThreads,
	"__kmpc_serialized_parallel": OMPSerializedParallel, "__kmpc_end_serialized_parallel": OMPEndSerializedParallel,
	"__kmpc_global_thread_num": OMPGlobalThreadNum,
	"omp_get_thread_num":       OMPGetThreadNum, "omp_get_thread_num_": OMPGetThreadNum,
	"omp_get_num_threads": OMPTeamQuery, "omp_get_num_threads_": OMPTeamQuery,
	"omp_in_parallel": OMPTeamQuery, "omp_in_parallel_": OMPTeamQuery,
	"omp_get_level": OMPTeamQuery, "omp_get_level_": OMPTeamQuery,
	"omp_get_active_level": OMPTeamQuery, "omp_get_active_level_": OMPTeamQuery,
	"omp_get_team_size": OMPTeamQuery, "omp_get_ancestor_thread_num": OMPTeamQuery,
	"omp_get_max_threads": OMPTeamQuery, "omp_get_max_threads_": OMPTeamQuery,
	"omp_get_num_procs": OMPTeamQuery, "omp_get_num_procs_": OMPTeamQuery,
}

// kindByPrefix handles the entry points with type suffixes.
var kindByPrefix = []struct {
	prefix string
	kind   OMPKind
}{
	{"__kmpc_for_static_init_", OMPForStaticInit},
	{"__kmpc_dispatch_init_", OMPDispatchInit},
	{"__kmpc_dispatch_next_", OMPDispatchNext},
	{"__kmpc_dispatch_fini_", OMPDispatchFini},
}

// ompKindOf returns the kind of the runtime entry point name.
func ompKindOf(name string) OMPKind {
	if k, ok := ompKinds[name]; ok {
		return k
	}
	for _, p := range kindByPrefix {
		if strings.HasPrefix(name, p.prefix) {
			return p.kind
		}
	}
	return OMPOther
}

// classifyOMP recognises calls to the OpenMP runtime (libomp's __kmpc_* entry points and the
// omp_* API).
func (f *Function) classifyOMP(in *llvmir.Inst, name string) *Event {
	o := &OMP{Call: name, Kind: ompKindOf(name)}
	if strings.HasPrefix(name, "__kmpc_") && len(in.Args) > 0 {
		o.Flags, o.Source = f.ident(in.Args[0])
	}
	o.Pos = f.ompPos(in, o.Source)
	return &Event{Kind: OMPCall, Inst: in, OMP: o}
}

// ident reads the flags and the psource string of the ident_t constant v points to.
func (f *Function) ident(v *llvmir.Value) (flags int, source string) {
	b := v.Base()
	if b == nil || b.Kind != llvmir.ValGlobal {
		return 0, ""
	}
	g := f.Module.Global(b.Name)
	if g == nil || g.Init == nil || g.Init.Kind != llvmir.ValAggregate || len(g.Init.Elems()) < 5 {
		return 0, ""
	}
	if e := g.Init.Elems()[1]; e != nil && e.Kind == llvmir.ValInt {
		flags = int(e.Int)
	}
	if p := g.Init.Elems()[4].Base(); p != nil && p.Kind == llvmir.ValGlobal {
		if s, ok := f.Module.Global(p.Name).String(); ok {
			source = s
		}
	}
	return flags, source
}

// parsePSource splits ";file;function;line;col;;". Unknown parts are "" and 0.
func parsePSource(s string) (file, fn string, line, col int) {
	parts := strings.Split(s, ";")
	if len(parts) < 5 {
		return "", "", 0, 0
	}
	file, fn = parts[1], llvmir.DemangleFortran(parts[2])
	// flang-16 writes ";unknown;unknown;0;0;;", flang-19 ";FIRModule;_QQmain;15;11;;": neither
	// names the source file.
	if file == "unknown" || file == "FIRModule" {
		file = ""
	}
	if fn == "unknown" {
		fn = ""
	}
	line, _ = strconv.Atoi(parts[3])
	col, _ = strconv.Atoi(parts[4])
	return file, fn, line, col
}

// ompPos is the source position of a runtime call: its !dbg location, else the psource line,
// else the function.
func (f *Function) ompPos(in *llvmir.Inst, source string) diag.Pos {
	if in.Dbg >= 0 {
		if p := f.InstPos(in); p.Known() {
			return p
		}
	}
	if file, _, line, col := parsePSource(source); line > 0 {
		if file == "" {
			file = f.Pos.File
		}
		return diag.Pos{File: file, Line: line, Col: col, Func: f.Name}
	}
	return diag.Pos{File: f.Pos.File, Func: f.Name}
}
