package dependence

import (
	"github.com/parcoach/parcoach/internal/alias"
	"github.com/parcoach/parcoach/internal/graph"
	"github.com/parcoach/parcoach/internal/llvmir"
	"github.com/parcoach/parcoach/internal/model"
)

// Arrays of structs packed element by element into a broadcast buffer (miniAMR's objects):
//
//	if (my_pe == 0) {                                   } else {
//	    ... objects[n].type = atoi(argv[++i]); ...          objects = malloc(num_objects * sizeof(object));
//	    objs = malloc(14 * num_objects * sizeof(double));   objs = malloc(14 * num_objects * sizeof(double));
//	    for (i = o = 0; o < num_objects; o++) {             MPI_Bcast(objs, 14 * num_objects, MPI_DOUBLE, 0, ...);
//	        objs[i++] = (double) objects[o].type;           for (i = o = 0; o < num_objects; o++) {
//	        objs[i++] = objects[o].cen[0]; ...                  objects[o].type = (int) objs[i++];
//	    }                                                       objects[o].cen[0] = objs[i++]; ...
//	    MPI_Bcast(objs, 14 * num_objects, MPI_DOUBLE, 0, ...);  }
//	}                                                   }
//
// After the join every process's objects[] holds what rank 0 parsed: the root sent its
// elements through the buffer, the others copied them back cell for cell. copyLoop reads
// such a loop at the -O0 shape clang gives it (counters in allocas, one straight body block)
// by symbolic evaluation: each store of the body is "buffer element per*k + j" ↔ "array
// element k, byte offset off", through at most one conversion. addPackKills pairs a pack
// loop with an unpack loop that is its mirror image and makes the array's memory and its
// pointer kill points at the join, after checking the paths around them: the root's side
// runs the pack then the broadcast, the other side the broadcast then the unpack, nothing
// else writes the buffer between them nor the array after them, and before them the array
// is written only at the cells the unpack restores.

// copyLoop is a loop `for (i = k = 0; k < bound; k++) { one straight block }` whose stores all
// copy between a buffer (indexed by i++) and an array of structs (indexed by k).
type copyLoop struct {
	header, body, latch int
	pre                 int    // the block entering the header from outside
	bound               string // the global holding the trip count
	arr, buf            string // the cells (global or alloca) holding the array's and the buffer's pointers
	stride, elem        int64  // bytes per array element, per buffer element
	per                 int64  // buffer elements per iteration
	pack                bool   // buffer <- array (else array <- buffer)
	cells               map[int64]copyCell
	stores              []*llvmir.Inst // the body's stores into the array or the buffer
}

// copyCell is one copy of the body, by buffer element j (0 <= j < per).
type copyCell struct {
	off, size int64  // the array element's byte offset and size
	conv      string // the conversion between them ("" when none)
	from, to  string // its source and destination types
}

// symVal is the value of an SSA value of the body: an integer k*ck + i0*ci + c (i0: the running
// index at the iteration's start), a pointer (the loaded pointer of cell base, plus an integer
// byte offset), or data loaded through such a pointer, maybe converted once.
type symVal struct {
	kind      symKind
	ck, ci, c int64
	base      string
	from      *symVal // data: the address loaded
	size      int64
	typ       string
	conv      string
	convFrom  string
}

type symKind uint8

const (
	symUnknown symKind = iota
	symInt
	symPtr
	symData
)

// readCopyLoop recognises l as a copy loop of f, or returns nil.
func readCopyLoop(f *model.Function, view *alias.Func, header int, blocks []int, latches []int) *copyLoop {
	if len(blocks) != 3 || len(latches) != 1 {
		return nil
	}
	cfg := f.CFG
	hs := cfg.Succ[header]
	if len(hs) != 2 {
		return nil
	}
	cl := &copyLoop{header: header, latch: latches[0], pre: -1}
	for _, b := range blocks {
		if b != header && b != cl.latch {
			cl.body = b
		}
	}
	if len(cfg.Succ[cl.body]) != 1 || cfg.Succ[cl.body][0] != cl.latch || len(cfg.Pred[cl.body]) != 1 || len(cfg.Succ[cl.latch]) != 1 {
		return nil
	}
	for _, p := range cfg.Pred[header] {
		if p != cl.latch {
			if cl.pre >= 0 {
				return nil
			}
			cl.pre = p
		}
	}
	if cl.pre < 0 {
		return nil
	}
	kcell, bound, ok := headerTest(f, header)
	if !ok || !latchIncrements(f, cl.latch, kcell) {
		return nil
	}
	cl.bound = bound
	icell, ok := zeroedBefore(f, cl.pre, kcell)
	if !ok {
		return nil
	}
	if !cl.evalBody(f, view, kcell, icell) {
		return nil
	}
	return cl
}

// headerTest reads `%k = load kcell; %n = load @bound; icmp slt %k, %n; br`.
func headerTest(f *model.Function, b int) (kcell, bound string, ok bool) {
	insts := f.Blocks[b].IR.Insts
	if len(insts) != 4 || insts[0].Op != "load" || insts[1].Op != "load" || insts[2].Op != "icmp" || insts[3].Op != "br" {
		return "", "", false
	}
	k, n, cmp := insts[0], insts[1], insts[2]
	if cmp.Pred != "slt" || len(cmp.Operands) != 2 || cmp.Operands[0].Name != k.Result || cmp.Operands[1].Name != n.Result {
		return "", "", false
	}
	if k.Operands[0].Kind != llvmir.ValLocal || n.Operands[0].Kind != llvmir.ValGlobal {
		return "", "", false
	}
	return k.Operands[0].Name, n.Operands[0].Name, true
}

// latchIncrements reads `%x = load kcell; %y = add nsw %x, 1; store %y, kcell; br`.
func latchIncrements(f *model.Function, b int, kcell string) bool {
	insts := f.Blocks[b].IR.Insts
	if len(insts) != 4 || insts[0].Op != "load" || insts[1].Op != "add" || insts[2].Op != "store" {
		return false
	}
	ld, add, st := insts[0], insts[1], insts[2]
	return ld.Operands[0].Name == kcell && len(add.Operands) == 2 && add.Operands[0].Name == ld.Result &&
		add.Operands[1].Kind == llvmir.ValInt && add.Operands[1].Int == 1 &&
		st.Operands[0].Name == add.Result && st.Operands[1].Kind == llvmir.ValLocal && st.Operands[1].Name == kcell
}

// zeroedBefore finds the running index: the block entering the loop ends with stores of 0
// into kcell and one other alloca, nothing after them but the branch.
func zeroedBefore(f *model.Function, pre int, kcell string) (string, bool) {
	insts := f.Blocks[pre].IR.Insts
	n := len(insts)
	if n < 3 || insts[n-1].Op != "br" || insts[n-2].Op != "store" || insts[n-3].Op != "store" {
		return "", false
	}
	var other string
	sawK := false
	for _, st := range insts[n-3 : n-1] {
		if st.Operands[0].Kind != llvmir.ValInt || st.Operands[0].Int != 0 || st.Operands[1].Kind != llvmir.ValLocal {
			return "", false
		}
		if st.Operands[1].Name == kcell {
			sawK = true
		} else {
			other = st.Operands[1].Name
		}
	}
	if !sawK || other == "" || f.Def(other) == nil || f.Def(other).Op != "alloca" || f.Def(kcell) == nil || f.Def(kcell).Op != "alloca" {
		return "", false
	}
	return other, true
}

// evalBody evaluates the body block symbolically and fills the loop's copies.
func (cl *copyLoop) evalBody(f *model.Function, view *alias.Func, kcell, icell string) bool {
	vals := map[string]*symVal{}
	get := func(v *llvmir.Value) *symVal {
		switch v.Kind {
		case llvmir.ValInt:
			return &symVal{kind: symInt, c: v.Int}
		case llvmir.ValLocal:
			if s := vals[v.Name]; s != nil {
				return s
			}
		}
		return &symVal{}
	}
	di := int64(0)
	var stores []copyStore
	for _, in := range f.Blocks[cl.body].IR.Insts {
		var out *symVal
		switch in.Op {
		case "load":
			p := in.Operands[0]
			switch {
			case p.Kind == llvmir.ValLocal && p.Name == kcell:
				out = &symVal{kind: symInt, ck: 1}
			case p.Kind == llvmir.ValLocal && p.Name == icell:
				out = &symVal{kind: symInt, ci: 1, c: di}
			case llvmir.IsPointerType(in.Type) && (p.Kind == llvmir.ValGlobal || p.Kind == llvmir.ValLocal && f.Def(p.Name) != nil && f.Def(p.Name).Op == "alloca"):
				out = &symVal{kind: symPtr, base: cellName(p)}
			default:
				if a := get(p); a.kind == symPtr {
					out = &symVal{kind: symData, from: a, size: view.SizeOf(in.Type), typ: in.Type}
				}
			}
		case "store":
			dst := in.Operands[1]
			if dst.Kind == llvmir.ValLocal && dst.Name == icell {
				v := get(in.Operands[0])
				if v.kind != symInt || v.ck != 0 || v.ci != 1 {
					return false
				}
				di = v.c
				continue
			}
			d, v := get(dst), get(in.Operands[0])
			if d.kind != symPtr || v.kind != symData {
				return false
			}
			stores = append(stores, copyStore{d, v})
			cl.stores = append(cl.stores, in)
		case "add":
			a, b := get(in.Operands[0]), get(in.Operands[1])
			if a.kind == symInt && b.kind == symInt && (b.ck == 0 && b.ci == 0 || a.ck == 0 && a.ci == 0) {
				out = &symVal{kind: symInt, ck: a.ck + b.ck, ci: a.ci + b.ci, c: a.c + b.c}
			}
		case "sext", "zext":
			if a := get(in.Operands[0]); a.kind == symInt {
				out = a
			} else if a.kind == symData && a.conv == "" {
				out = convert(a, in)
			}
		case "sitofp", "fptosi", "fpext", "fptrunc", "trunc":
			if a := get(in.Operands[0]); a.kind == symData && a.conv == "" {
				out = convert(a, in)
			}
		case "bitcast":
			if a := get(in.Operands[0]); a.kind == symPtr {
				out = a
			}
		case "getelementptr":
			out = gepSym(f, in, get)
		case "call", "invoke", "callbr", "atomicrmw", "cmpxchg":
			return false
		case "br":
		}
		if out != nil && in.Result != "" {
			vals[in.Result] = out
		}
	}
	return cl.classify(view, stores, di)
}

// copyStore is a store of the body: where, and what.
type copyStore struct{ dst, val *symVal }

func cellName(v *llvmir.Value) string {
	if v.Kind == llvmir.ValGlobal {
		return "@" + v.Name
	}
	return "%" + v.Name
}

func convert(a *symVal, in *llvmir.Inst) *symVal {
	c := *a
	c.conv, c.convFrom, c.typ = in.Op, a.typ, in.Type
	return &c
}

// gepSym is the pointer a getelementptr computes: the first index may be a symbolic integer,
// the others must be constants.
func gepSym(f *model.Function, in *llvmir.Inst, get func(*llvmir.Value) *symVal) *symVal {
	if len(in.Operands) < 2 {
		return nil
	}
	base := get(in.Operands[0])
	idx := get(in.Operands[1])
	if base.kind != symPtr || idx.kind != symInt {
		return nil
	}
	src := alias.GEPSourceText(f, in)
	t := llvmir.TypesOf(f.Module).Of(src)
	if t == nil || t.Size <= 0 {
		return nil
	}
	cp := *in
	cp.Operands = append([]*llvmir.Value{in.Operands[0], {Kind: llvmir.ValInt, Int: 0, Type: "i64"}}, in.Operands[2:]...)
	rest, ok := alias.GEPOffset(f, &cp)
	if !ok {
		return nil
	}
	return &symVal{kind: symPtr, base: base.base, ck: base.ck + idx.ck*t.Size, ci: base.ci + idx.ci*t.Size, c: base.c + idx.c*t.Size + rest}
}

// classify checks that every store copies between one buffer indexed by the running index
// alone and one array indexed by k alone, each buffer element of an iteration once.
func (cl *copyLoop) classify(view *alias.Func, stores []copyStore, per int64) bool {
	if per <= 0 || int64(len(stores)) != per {
		return false
	}
	cl.per, cl.cells = per, map[int64]copyCell{}
	for n, st := range stores {
		buf, arr, pack := st.dst, st.val.from, true
		if buf.ck != 0 || buf.ci <= 0 {
			buf, arr, pack = st.val.from, st.dst, false
		}
		if buf.ck != 0 || buf.ci <= 0 || arr.ci != 0 || arr.ck <= 0 || buf.base == arr.base {
			return false
		}
		if n == 0 {
			cl.pack, cl.buf, cl.arr, cl.elem, cl.stride = pack, buf.base, arr.base, buf.ci, arr.ck
		}
		if pack != cl.pack || buf.base != cl.buf || arr.base != cl.arr || buf.ci != cl.elem || arr.ck != cl.stride {
			return false
		}
		if buf.c%cl.elem != 0 || buf.c < 0 || buf.c/cl.elem >= per || arr.c < 0 {
			return false
		}
		j := buf.c / cl.elem
		if _, dup := cl.cells[j]; dup {
			return false
		}
		// The value's types: the loaded type, converted to the stored one.
		loaded := st.val.typ
		if st.val.conv != "" {
			loaded = st.val.convFrom
		}
		c := copyCell{off: arr.c, conv: st.val.conv, from: loaded, to: st.val.typ}
		bufSize, arrSize := view.SizeOf(st.val.typ), view.SizeOf(loaded)
		if !pack {
			bufSize, arrSize = arrSize, bufSize
		}
		if bufSize != cl.elem || arrSize <= 0 || arr.c+arrSize > cl.stride {
			return false
		}
		c.size = arrSize
		cl.cells[j] = c
	}
	return true
}

// mirrors reports whether unpack loop u copies back, cell for cell and without loss, what
// pack loop p packed.
func mirrors(p, u *copyLoop) bool {
	if !p.pack || u.pack || p.buf != u.buf || p.arr != u.arr || p.bound != u.bound ||
		p.stride != u.stride || p.elem != u.elem || p.per != u.per {
		return false
	}
	for j, uc := range u.cells {
		pc, ok := p.cells[j]
		if !ok || pc.off != uc.off || pc.size != uc.size || !roundTrip(pc, uc) {
			return false
		}
	}
	return true
}

// roundTrip reports whether converting with p's conversion, then u's, gives back every value.
func roundTrip(p, u copyCell) bool {
	if p.from != u.to {
		return false
	}
	switch {
	case p.conv == "" && u.conv == "":
		return true
	case p.conv == "sitofp" && u.conv == "fptosi":
		return p.to == "double" && (p.from == "i32" || p.from == "i16" || p.from == "i8")
	case p.conv == "fpext" && u.conv == "fptrunc":
		return true
	case (p.conv == "sext" || p.conv == "zext") && u.conv == "trunc":
		return true
	}
	return false
}

// addPackKills makes the kill points of arrays that main's rank test packs on the root's side
// and unpacks with the mirror loop on the other side.
func (w *copyWalk) addPackKills(in []*copyState) {
	f := w.f
	if !f.IsMain() {
		return
	}
	var packs, unpacks []*copyLoop
	for _, l := range f.Loops().Loops {
		if cl := readCopyLoop(f, w.view, l.Header, l.Blocks, l.Latches); cl != nil {
			if cl.pack {
				packs = append(packs, cl)
			} else {
				unpacks = append(unpacks, cl)
			}
		}
	}
	for _, p := range packs {
		for _, u := range unpacks {
			if mirrors(p, u) {
				w.packKill(in, p, u)
			}
		}
	}
}

// packKill checks the paths around pack loop p and unpack loop u and adds the kill points.
func (w *copyWalk) packKill(in []*copyState, p, u *copyLoop) {
	pk, ok := w.packSides(in, p, u)
	if !ok || !w.packClasses(pk) || !w.packPathsClean(pk) || !w.earlierWritesRestored(pk) {
		return
	}
	writes := w.shared.writes
	w.s.addKill(w.f, pk.join, -1, pk.content, writes, nil, w.comm)
	w.s.addKill(w.f, pk.join, -1, pk.arrCell, writes, nil, w.comm)
}

// packing is a pack loop and its mirror with what packKill found around them.
type packing struct {
	p, u           *copyLoop
	c1b, c1i       int // the root side's broadcast (block, instruction index)
	c2b, c2i       int // the other side's
	join           int
	content        class // the array's memory
	arrCell        class // the cell holding the pointer to it
	bufFam, bufPtr map[class]bool
	arrFam, arrPtr map[class]bool
}

// packSides finds the rank test whose one side packs and broadcasts, the other broadcasts and
// unpacks, and the join where every path from either side passes its loop and broadcast.
func (w *copyWalk) packSides(in []*copyState, p, u *copyLoop) (*packing, bool) {
	f := w.f
	dom := f.Dom()
	r := dom.NearestCommonDominator(p.header, u.header)
	if r < 0 || len(f.CFG.Succ[r]) != 2 {
		return nil, false
	}
	sT, sE := f.CFG.Succ[r][0], f.CFG.Succ[r][1]
	if !dom.Dominates(sT, p.header) {
		sT, sE = sE, sT
	}
	if len(f.CFG.Pred[sT]) != 1 || len(f.CFG.Pred[sE]) != 1 || !dom.Dominates(sT, p.header) || !dom.Dominates(sE, u.header) {
		return nil, false
	}
	pk := &packing{p: p, u: u}
	var ok1, ok2 bool
	pk.c1b, pk.c1i, ok1 = w.packBcast(p, func(b int) bool { return dom.Dominates(sT, b) })
	pk.c2b, pk.c2i, ok2 = w.packBcast(p, func(b int) bool { return dom.Dominates(sE, b) })
	if !ok1 || !ok2 || in[pk.c1b] == nil || !in[pk.c1b].root() {
		return nil, false
	}
	j := f.PostDom().Tree.NearestCommonDominator(p.header, u.header)
	if j < 0 || j >= len(f.Blocks) || in[j] == nil || !dom.Dominates(r, j) ||
		w.reachesAvoiding(sT, j, p.header) || w.reachesAvoiding(p.header, j, pk.c1b) ||
		w.reachesAvoiding(sE, j, pk.c2b) || w.reachesAvoiding(pk.c2b, j, u.header) ||
		!dom.Dominates(p.header, pk.c1b) || !dom.Dominates(pk.c2b, u.header) {
		return nil, false
	}
	pk.join = j
	// The trip count: the same broadcast bytes at both loops and at the join.
	g, ok := w.pointee(&llvmir.Value{Kind: llvmir.ValGlobal, Name: p.bound, Type: "ptr"}, 4)
	if !ok || in[p.header] == nil || in[u.header] == nil ||
		!in[p.header].broadcastValue(g) || !in[u.header].broadcastValue(g) || !in[j].broadcastValue(g) {
		return nil, false
	}
	return pk, true
}

// packClasses finds the classes of the buffer, the array and the cells pointing to them; the
// array's must hold only blocks allocated here and pointed to by its cell alone, apart from
// the buffer's.
func (w *copyWalk) packClasses(pk *packing) bool {
	f, s := w.f, w.s
	bc := f.Blocks[pk.c1b].IR.Insts[pk.c1i]
	buf := bc.Args[f.EventOf(bc).ArgIndex().Buffer]
	pk.bufFam = s.family(s.bufferOf(f, buf))
	pk.bufPtr = s.family(s.locOf(f, cellValue(f, pk.p.buf)))
	content := s.pt.Find(s.locOf(f, pk.u.stores[0].Operands[1]))
	for o := s.pt.OwnerOf(content); o != noClass; o = s.pt.OwnerOf(content) {
		content = s.pt.Find(o)
	}
	pk.content = content
	pk.arrCell = s.pt.Find(s.locOf(f, cellValue(f, pk.p.arr)))
	pk.arrFam, pk.arrPtr = s.family(content), s.family(pk.arrCell)
	return !pk.bufFam[content] && !pk.arrFam[s.pt.Find(s.bufferOf(f, buf))] && w.alone(pk.arrCell) && w.heapOnlyIn(content, pk.p.arr)
}

// packPathsClean checks that nothing but the loops writes the buffer or its pointer between
// the pack and its broadcast and between the broadcast and the unpack, nor the array or its
// pointer from the loops to the join.
func (w *copyWalk) packPathsClean(pk *packing) bool {
	f, p, u := w.f, pk.p, pk.u
	own := map[*llvmir.Inst]bool{}
	for _, st := range append(append([]*llvmir.Inst(nil), p.stores...), u.stores...) {
		own[st] = true
	}
	segs := []struct {
		from, to   int // blocks: from's instructions after fromI, to's before toI
		fromI, toI int
		fams       []map[class]bool
	}{
		{p.header, pk.c1b, -1, pk.c1i, []map[class]bool{pk.bufFam, pk.bufPtr}},
		{pk.c2b, u.header, pk.c2i, 1 << 30, []map[class]bool{pk.bufFam, pk.bufPtr}},
		{p.header, pk.join, -1, 0, []map[class]bool{pk.arrFam, pk.arrPtr}},
		{u.header, pk.join, -1, 0, []map[class]bool{pk.arrFam, pk.arrPtr}},
	}
	for _, sg := range segs {
		fwd := graph.Reachable(f.CFG, sg.from)
		back := graph.Reachable(f.CFG.Reverse(), sg.to)
		for b := range f.Blocks {
			if !fwd[b] || !back[b] {
				continue
			}
			for i, ins := range f.Blocks[b].IR.Insts {
				if b == sg.from && i <= sg.fromI || b == sg.to && i >= sg.toI || own[ins] {
					continue
				}
				if w.mayWrite(ins, sg.fams...) {
					return false
				}
			}
		}
	}
	return true
}

// earlierWritesRestored checks the writes of the array before the join: the unpack's, or
// before the pack at the cells the unpack restores (a process that unpacks overwrites them).
func (w *copyWalk) earlierWritesRestored(pk *packing) bool {
	f, dom := w.f, w.f.Dom()
	unpack := map[*llvmir.Inst]bool{}
	for _, st := range pk.u.stores {
		unpack[st] = true
	}
	offs := map[[2]int64]bool{}
	for _, c := range pk.u.cells {
		offs[[2]int64{c.off, c.size}] = true
	}
	fromP := graph.Reachable(f.CFG, pk.p.header)
	reachJ := graph.Reachable(f.CFG.Reverse(), pk.join)
	for b := range f.Blocks {
		if dom.Dominates(pk.join, b) || !reachJ[b] {
			continue
		}
		for _, ins := range f.Blocks[b].IR.Insts {
			if unpack[ins] || !w.mayWrite(ins, pk.arrFam) {
				continue
			}
			if ins.Op != "store" || fromP[b] {
				return false
			}
			off, ok := fieldOffset(f, ins.Operands[1], pk.p.arr, pk.p.stride)
			if !ok || !offs[[2]int64{off, w.view.SizeOf(ins.Operands[0].Type)}] {
				return false
			}
		}
	}
	return true
}

// reachesAvoiding reports whether a path of the CFG leads from block from to block to
// without entering block avoid.
func (w *copyWalk) reachesAvoiding(from, to, avoid int) bool {
	seen := map[int]bool{avoid: true}
	stack := []int{from}
	if from == avoid {
		return false
	}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b == to {
			return true
		}
		if seen[b] {
			continue
		}
		seen[b] = true
		stack = append(stack, w.f.CFG.Succ[b]...)
	}
	return false
}

// packBcast finds the MPI_Bcast, in blocks where says, of the buffer loop p copies: the
// pointer loaded from its cell, per × bound elements of its element size, root 0 of
// MPI_COMM_WORLD.
func (w *copyWalk) packBcast(p *copyLoop, where func(int) bool) (int, int, bool) {
	f := w.f
	fb, fi, n := -1, -1, 0
	for b, blk := range f.Blocks {
		if !where(b) {
			continue
		}
		for i, in := range blk.IR.Insts {
			e := f.EventOf(in)
			if e == nil || e.Kind != model.MPICall || e.MPI.Name != "MPI_Bcast" {
				continue
			}
			a := e.ArgIndex()
			if a.Buffer < 0 || a.Buffer >= len(in.Args) {
				continue
			}
			ld := f.Def(in.Args[a.Buffer].Name)
			for ld != nil && ld.Op == "bitcast" {
				ld = f.Def(ld.Operands[0].Name)
			}
			if ld == nil || ld.Op != "load" || cellName(ld.Operands[0]) != p.buf {
				continue
			}
			root, okr := intArg(e.Arg(a.Root))
			world := e.Comm().Kind == model.CommConst && e.Comm().String() == "MPI_COMM_WORLD"
			if !okr || root != 0 || !world || alias.DatatypeSize(e.Arg(a.Datatype)) != p.elem || !countIs(f, e.Arg(a.Count), p.per, p.bound) {
				return -1, -1, false
			}
			fb, fi, n = b, i, n+1
		}
	}
	return fb, fi, n == 1
}

// countIs reports whether v is `mul per, (load @bound)` (either order).
func countIs(f *model.Function, v *llvmir.Value, per int64, bound string) bool {
	if v == nil || v.Kind != llvmir.ValLocal {
		return false
	}
	m := f.Def(v.Name)
	if m == nil || m.Op != "mul" || len(m.Operands) != 2 {
		return false
	}
	x, y := m.Operands[0], m.Operands[1]
	if x.Kind != llvmir.ValInt {
		x, y = y, x
	}
	if x.Kind != llvmir.ValInt || x.Int != per || y.Kind != llvmir.ValLocal {
		return false
	}
	ld := f.Def(y.Name)
	return ld != nil && ld.Op == "load" && ld.Operands[0].Kind == llvmir.ValGlobal && ld.Operands[0].Name == bound
}

// cellValue is the pointer value of a cell named by cellName.
func cellValue(f *model.Function, name string) *llvmir.Value {
	if name[0] == '@' {
		return &llvmir.Value{Kind: llvmir.ValGlobal, Name: name[1:], Type: "ptr"}
	}
	return &llvmir.Value{Kind: llvmir.ValLocal, Name: name[1:], Type: "ptr"}
}

// mayWrite reports whether an instruction may write memory of one of the families.
func (w *copyWalk) mayWrite(in *llvmir.Inst, fams ...map[class]bool) bool {
	var written []class
	switch in.Op {
	case "store", "atomicrmw", "cmpxchg":
		written = w.s.writesOf(w.f, in)
	case "call", "invoke", "callbr":
		e := w.f.EventOf(in)
		if w.mayCallUnseen(in, e) {
			return true
		}
		written = w.s.writesOf(w.f, in)
		if e != nil && e.Kind == model.MPICall {
			for _, i := range mpiEffect(w.s.d, e.MPI, e.Binding).uniform {
				if i >= 0 && i < len(in.Args) && llvmir.IsPointerType(in.Args[i].Type) {
					written = append(written, w.s.bufferOf(w.f, in.Args[i]))
				}
			}
		}
		if e != nil && e.Callee != nil {
			for c := range w.through(e.Callee.Index) {
				written = append(written, c)
			}
		}
	default:
		return false
	}
	for _, c := range written {
		c = w.s.pt.Find(c)
		for _, fam := range fams {
			if fam[c] {
				return true
			}
		}
	}
	return false
}

// heapOnlyIn reports whether every object of class c is a heap block allocated by a call of
// the current function whose result goes only into the cell arr: no other pointer to it.
func (w *copyWalk) heapOnlyIn(c class, arr string) bool {
	pt := w.s.pt
	if pt.Find(pt.Unknown) == c {
		return false
	}
	n := 0
	for call, x := range pt.Heap {
		if pt.Find(x) != c {
			continue
		}
		n++
		if !w.storedOnlyInto(call, arr) {
			return false
		}
	}
	return n > 0 && n == w.objectsIn(c)
}

// storedOnlyInto reports whether call is an instruction of the current function whose result
// is used once, maybe through one bitcast, as the value of a store into cell arr.
func (w *copyWalk) storedOnlyInto(call *llvmir.Inst, arr string) bool {
	if call.Result == "" || w.f.Def(call.Result) != call {
		return false
	}
	v := call.Result
	for hop := 0; hop < 2; hop++ {
		users := w.f.Uses(v)
		if len(users) != 1 {
			return false
		}
		u := users[0]
		switch {
		case u.Op == "bitcast" && hop == 0:
			v = u.Result
		case u.Op == "store" && u.Operands[0].Name == v && cellName(u.Operands[1]) == arr:
			return true
		default:
			return false
		}
	}
	return false
}

// fieldOffset is the byte offset within its element of the array of structs that a store's
// address selects: `gep T, (load arr), idx` then constant field selections.
func fieldOffset(f *model.Function, v *llvmir.Value, arr string, stride int64) (int64, bool) {
	var rest int64
	for depth := 0; depth < 8 && v.Kind == llvmir.ValLocal; depth++ {
		d := f.Def(v.Name)
		if d == nil {
			return 0, false
		}
		switch d.Op {
		case "bitcast":
			v = d.Operands[0]
			continue
		case "getelementptr":
		default:
			return 0, false
		}
		if base := f.Def(d.Operands[0].Name); d.Operands[0].Kind == llvmir.ValLocal && base != nil && base.Op == "load" && cellName(base.Operands[0]) == arr {
			t := llvmir.TypesOf(f.Module).Of(alias.GEPSourceText(f, d))
			if t == nil || t.Size != stride {
				return 0, false
			}
			cp := *d
			cp.Operands = append([]*llvmir.Value{d.Operands[0], {Kind: llvmir.ValInt, Int: 0, Type: "i64"}}, d.Operands[2:]...)
			off, ok := alias.GEPOffset(f, &cp)
			return off + rest, ok && off+rest < stride
		}
		off, ok := alias.GEPOffset(f, d)
		if !ok {
			return 0, false
		}
		rest += off
		v = d.Operands[0]
	}
	return 0, false
}
