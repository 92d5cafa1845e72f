package llvmir

import "strconv"

// Span is a byte range [Start, End) in Module.Src. The offsets are int32 (Parse refuses a text
// of 2 GB or more): an instruction keeps 8 bytes less (issue 18).
type Span struct{ Start, End int32 }

// Problem is a piece of input the reader could not understand and skipped.
type Problem struct {
	Line, Col int
	Msg       string
}

// String formats the problem as "line:col: msg".
func (p Problem) String() string {
	return strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col) + ": " + p.Msg
}

// Error is why Parse could not read a file: it is not LLVM IR text, or the
// module is not complete (truncated or damaged). Line is 0 when the reason is
// about the whole file.
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

// Error formats the error as "file:line:col: msg" (or "file: msg").
func (e *Error) Error() string {
	if e.Line == 0 {
		return e.File + ": " + e.Msg
	}
	return e.File + ":" + strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Col) + ": " + e.Msg
}

// Module is one parsed LLVM IR text file.
type Module struct {
	Name           string      // file name used in messages
	Src            []byte      // the text parsed (kept: instrumentation splices into it)
	SourceFilename string      // from `source_filename = "..."`
	Globals        []*Global   // global variables, in file order
	Funcs          []*Function // definitions and declarations, in file order
	Problems       []Problem   // skipped syntax, each reported once, in order
	Aliases        []*Alias    // aliases and ifuncs, in file order

	src     string // Src viewed as a string (shares memory)
	funcIdx map[string]*Function
	globIdx map[string]*Global
	md      *mdTable
	pinned  int        // strings Compact could not move (they keep the text it replaced alive)
	used    *usedSlabs // the slab slots the parser used (for Compact and DropBodies; dropped by DropBodies)
	pieces  []piece    // after DropBodies: where the text kept is (Text reads through it)
}

// Alias is an `@a = ... alias T, ptr @target` or `ifunc` definition.
type Alias struct {
	Name    string // without '@'
	Kind    string // "alias" or "ifunc"
	Linkage string
	Type    string
	Target  *Value
	Span    Span
}

// Location is a source position resolved from debug metadata.
type Location struct {
	File, Dir   string
	Line, Col   int
	Func        string // DISubprogram name of the scope chain's subprogram
	LinkageName string
	InlinedAt   *Location
	Known       bool // false when no debug info: never invent a line
}

// Global is a global variable (or constant) definition or declaration.
type Global struct {
	Name     string // without '@', unquoted/unescaped
	Linkage  string // "private", "internal", "external", "common", ... ("" when default)
	Constant bool   // `constant` vs `global`
	Type     string // type text
	Init     *Value // nil for external declarations
	Span     Span
}

// Function is a function definition or declaration.
type Function struct {
	Name       string // without '@', unquoted
	RetType    string
	Params     []*Param
	Variadic   bool
	Decl       bool     // `declare` (no body)
	Blocks     []*Block // Blocks[0] is the entry
	Subprogram int      // metadata id of its `!dbg !N` DISubprogram, -1 if none
	Span       Span

	Linkage string // "internal", "private", "linkonce_odr", ... ("" when not written)

	// Declares are the `#dbg_declare(ptr %x, !N, ...)` records of LLVM 19+ in the body: the
	// variable each local's storage holds. Older IR says it with calls to llvm.dbg.declare.
	Declares []Declare
}

// Declare ties a local (an alloca's result, without '%') to its DILocalVariable !Var.
type Declare struct {
	Local string
	Var   int
}

// Param is a formal parameter of a function.
type Param struct {
	Name  string // "0" for unnamed %0; attributes dropped
	Type  string
	Index int
}

// Block is a basic block.
type Block struct {
	Name   string // label: "5", "omp.par.region"; the entry gets its implicit number or name
	Index  int    // position in Function.Blocks
	Insts  []*Inst
	Succs  []*Block // from the terminator, in operand order, duplicates removed
	Preds  []*Block // in order of first appearance, duplicates removed
	Parent *Function
}

// Inst is one instruction.
//
// The fields only some opcodes have (Callee, Args, Pred, Succs, PhiBlocks) live in an
// embedded part shared, read-only, by every instruction that has none of them: 245,000
// instructions of AMG keep 104 bytes each instead of 200 (issue 18). Read them as fields
// (in.Callee, in.Succs...); write them only on an instruction that has them already (a
// call's Callee and Args), never on one that has none.
type Inst struct {
	Result   string   // "" when the instruction has no result; name without '%'
	Op       string   // opcode text: "call", "br", "load", ...
	Type     string   // result type text; "" if none
	Operands []*Value // all value operands in textual order
	Block    *Block
	*instParts
	Span Span  // the whole instruction text
	Dbg  int32 // metadata id of `!dbg !N`, -1 if none
}

// instParts are the fields of an Inst that only some opcodes have.
type instParts struct {
	Callee    *Value   // call/invoke/callbr only; its Type is the type written after the opcode (return or function type)
	Args      []*Value // call/invoke/callbr only
	Pred      string   // icmp/fcmp predicate ("eq", "slt", "olt"...); atomicrmw operation ("add", "fadd", "xchg"...)
	Succs     []*Block // terminators: successor blocks in operand order
	PhiBlocks []*Block // phi: incoming block of each operand, parallel to Operands
}

// noParts is the part of every instruction without Callee, Args, Pred, Succs or PhiBlocks.
var noParts instParts

// ValueKind classifies a Value.
type ValueKind int

// Value kinds.
const (
	ValLocal     ValueKind = iota // %x: Name
	ValGlobal                     // @x: Name
	ValInt                        // 42, -1, true, false: Int (Text when it does not fit in int64)
	ValFloat                      // 1.5, 0x3FF0000000000000, 0xK...: Text
	ValNull                       // null, none, zeroinitializer
	ValUndef                      // undef, poison
	ValConstExpr                  // bitcast (...), getelementptr (...), blockaddress(...), dso_local_equivalent @f, splat (...): Expr, Elems
	ValAggregate                  // { ... }, [ ... ], < ... >, <{ ... }>: Elems; c"...": Text only
	ValMetadata                   // !N (Int = N), !{...}, !"s", !DIExpression(...): Text; `metadata T v`: Elems[0]
	ValLabel                      // a block in blockaddress: Name
	ValAsm                        // asm [sideeffect] "code", "constraints": Text
	ValOther                      // any other keyword: Text
)

// Value is an operand: a local or global name, a literal, or a constant
// expression. Values are read-only: references to the same global, or to the
// same numbered local of a function with the same type, share one *Value.
//
// The parts only constant expressions, aggregates and metadata wrappers have (Expr, Elems)
// live apart, read through methods that answer "" and nil for the others: the 170,000
// local values of AMG's IR keep 72 bytes each instead of 104 (issue 18).
type Value struct {
	Kind ValueKind
	Type string // type text as written before the value, attributes stripped
	Name string // ValLocal / ValGlobal: without sigil, unquoted
	Int  int64  // ValInt (true=1, false=0); for values that do not fit, Text holds the literal
	Text string // raw text of the value
	ext  *valueExt
}

// valueExt holds the fields of a Value only some kinds have.
type valueExt struct {
	expr  string
	elems []*Value
}

// Expr is the opcode of a ValConstExpr ("bitcast", "getelementptr", ...); "" for other values.
func (v *Value) Expr() string {
	if v == nil || v.ext == nil {
		return ""
	}
	return v.ext.expr
}

// Elems are the operands of a ValConstExpr, the elements of a ValAggregate, the value a
// `metadata T v` wraps; nil for other values.
func (v *Value) Elems() []*Value {
	if v == nil || v.ext == nil {
		return nil
	}
	return v.ext.elems
}

// Walk calls visit on v and, depth first, on every value inside it (the operands of a
// constant expression, the elements of an aggregate: a global initialiser's references, a
// constant getelementptr's base); visit returning false skips what is inside that value.
func (v *Value) Walk(visit func(*Value) bool) {
	if v == nil || !visit(v) {
		return
	}
	for _, e := range v.Elems() {
		e.Walk(visit)
	}
}
