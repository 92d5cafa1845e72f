package llvmir

import (
	"os"
	"testing"
)

// BenchmarkParseFile parses the file named by $LLVMIR_BENCH_FILE (skipped
// when unset), e.g. real compiler output too large to commit.
func BenchmarkParseFile(b *testing.B) {
	f := os.Getenv("LLVMIR_BENCH_FILE")
	if f == "" {
		b.Skip("set LLVMIR_BENCH_FILE=file.ll")
	}
	src, err := os.ReadFile(f)
	if err != nil {
		b.Fatal(err)
	}
	benchParse(b, src)
}
