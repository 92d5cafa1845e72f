package alias

// CurrentLibrary is the library knowledge registered with SetLibrary, for the external
// benchmarks (inclusion_bench_test.go).
var CurrentLibrary = currentLibrary
