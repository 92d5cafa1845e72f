// Package rtlib holds the C sources of parcoach's runtime check library, embedded in the
// parcoach binary. `parcoach cc --instrument` compiles them with the user's MPI compiler on
// first use (internal/instrument caches the object) and links them into instrumented programs.
package rtlib

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
)

// Source is the C source of the runtime library (runtime/c/parcoach_rt.c).
//
//go:embed c/parcoach_rt.c
var Source string

// OMPSource is the C source of the OpenMP part of the runtime library
// (runtime/c/parcoach_rt_omp.c), compiled with -fopenmp and without MPI.
//
//go:embed c/parcoach_rt_omp.c
var OMPSource string

// HybridSource is the C source of the hybrid MPI+OpenMP part of the runtime library
// (runtime/c/parcoach_rt_hybrid.c), compiled with the MPI compiler and -fopenmp.
//
//go:embed c/parcoach_rt_hybrid.c
var HybridSource string

// TableHeader is the header the three parts include for reading the site table
// (runtime/c/parcoach_rt_table.h); it is written next to each source when it is compiled.
//
//go:embed c/parcoach_rt_table.h
var TableHeader string

// TableHeaderName is the name TableHeader is written under.
const TableHeaderName = "parcoach_rt_table.h"

// HybridFileName is the name HybridSource is compiled under.
const HybridFileName = "parcoach_rt_hybrid.c"

// OMPFileName is the name OMPSource is compiled under.
const OMPFileName = "parcoach_rt_omp.c"

// FileName is the name Source is compiled under.
const FileName = "parcoach_rt.c"

// Hash is the hexadecimal SHA-256 of Source: part of the cache key of the compiled library.
func Hash() string {
	h := sha256.Sum256([]byte(Source))
	return hex.EncodeToString(h[:])
}
