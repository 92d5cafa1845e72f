package alias

import (
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// commonBlockIR: flang's COMMON /nekmpi/ nid, np, nekcomm is one 12-byte global; the
// members after the first are passed as constant offsets into it, the first as the block's
// own address (mpi_comm_rank writes nid there), and nid is loaded from the block itself.
const commonBlockIR = `
@nekmpi_ = common global [12 x i8] zeroinitializer, align 4
declare void @mpi_comm_dup_(ptr, ptr, ptr)
declare void @mpi_comm_rank_(ptr, ptr, ptr)
define void @iniproc_() {
  %e = alloca i32
  %w = alloca i32
  store i32 1140850688, ptr %w
  call void @mpi_comm_dup_(ptr %w, ptr getelementptr inbounds nuw (i8, ptr @nekmpi_, i64 8), ptr %e)
  call void @mpi_comm_rank_(ptr getelementptr inbounds nuw (i8, ptr @nekmpi_, i64 8), ptr @nekmpi_, ptr %e)
  ret void
}
define i32 @main() {
  call void @iniproc_()
  %nid = load i32, ptr @nekmpi_
  ret i32 %nid
}
`

// TestFirstPartOfCommonBlock: the member at offset 0 of a block whose other members are
// reached by constant offsets in call arguments is a part of its own, apart from the member
// at 8 (the communicator), so that an integer MPI writes at the block's address (the rank)
// is a write of that member only; an access wider than the first member is not.
func TestFirstPartOfCommonBlock(t *testing.T) {
	m, err := llvmir.Parse("common.ll", []byte(commonBlockIR))
	if err != nil {
		t.Fatal(err)
	}
	p := model.Build([]*llvmir.Module{m})
	pt := BuildPoints(p, nil)
	f := p.Lookup("main")
	blk := pt.Find(pt.Loc(f, &llvmir.Value{Kind: llvmir.ValGlobal, Name: "nekmpi_"}))
	first, ok := pt.FirstPart(blk, 4)
	if !ok {
		t.Fatalf("no first part of @nekmpi_ (parts %v)", pt.Fields[blk])
	}
	comm := pt.Find(pt.Part(blk, 8))
	if first == blk || first == comm {
		t.Errorf("first member %d is the block %d or the communicator %d", first, blk, comm)
	}
	if _, ok := pt.FirstPart(blk, 12); ok {
		t.Errorf("a 12-byte access at the block's address taken for its first member")
	}
}
