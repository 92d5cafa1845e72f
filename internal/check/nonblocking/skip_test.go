package nonblocking

import (
	"path/filepath"
	"testing"

	"github.com/parcoach/parcoach/internal/check"
	"github.com/parcoach/parcoach/internal/irtest"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

func hooked(t *testing.T, p *model.Program) (names []string, findings int) {
	t.Helper()
	onAnalyse = func(f *model.Function) { names = append(names, f.Name) }
	defer func() { onAnalyse = nil }()
	ds, _ := irtest.Run(t, p, &check.Config{}, Analyzer)
	return names, len(ds)
}

// workIR is a function with blocking MPI calls only.
const workIR = `
declare i32 @MPI_Send(ptr, i32, i32, i32, i32, i32)
declare i32 @MPI_Barrier(i32)

define void @work(ptr %p) {
  %v = load i32, ptr %p
  store i32 %v, ptr %p
  %1 = call i32 @MPI_Send(ptr %p, i32 1, i32 1, i32 0, i32 0, i32 1)
  ret void
}
`

const blockingIR = workIR + `
define i32 @main() {
  %b = alloca i32
  call void @work(ptr %b)
  %1 = call i32 @MPI_Barrier(i32 1)
  ret i32 0
}
`

// TestSkipWithoutRequests: a program without any call that creates, starts or completes a
// request is not analysed at all; in one with such calls, the functions that neither make
// nor reach one are not looked into, and the findings are those of before.
func TestSkipWithoutRequests(t *testing.T) {
	if names, n := hooked(t, buildIR(t, blockingIR)); len(names) != 0 || n != 0 {
		t.Errorf("program without requests: analysed %v, %d findings; want none", names, n)
	}
	// helper_post_never_waited_bug: main calls post_recv (MPI_Irecv); both are analysed and
	// the two findings are still there.
	file := filepath.Join("testdata", "helper_post_never_waited_bug.ll")
	p := irtest.ProgramFile(t, file)
	names, n := hooked(t, p)
	if len(names) != 2 || n != 2 {
		t.Errorf("helper_post_never_waited_bug: analysed %v, %d findings; want [post_recv main], 2", names, n)
	}
	// The same program with a function that neither makes nor reaches a request call.
	p2 := model.Build([]*llvmir.Module{irtest.ProgramFile(t, file).Modules[0], buildIR(t, workIR).Modules[0]})
	names, n = hooked(t, p2)
	if len(names) != 2 || n != 2 {
		t.Errorf("with an unrelated function work: analysed %v, %d findings; want [post_recv main], 2", names, n)
	}
}

func buildIR(t *testing.T, src string) *model.Program {
	t.Helper()
	m, err := llvmir.Parse("blocking.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return model.Build([]*llvmir.Module{m})
}
