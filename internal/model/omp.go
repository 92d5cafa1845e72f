package model

import "github.com/parcoach/parcoach/internal/llvmir"

// OMP describes the OpenMP construct an OpenMP runtime call marks.
type OMP struct {
	Call string // the runtime function
}

// classifyOMP recognises calls to the OpenMP runtime (libomp's __kmpc_* entry points and the
// omp_* API).
func (f *Function) classifyOMP(in *llvmir.Inst, name string) *Event {
	return &Event{Kind: OMPCall, Inst: in, OMP: &OMP{Call: name}}
}
