// Package llvmir is a tolerant, fast reader of the LLVM IR text that clang
// (14 and later, typed or opaque pointers) and flang-new (16 and later) emit
// with `-S -emit-llvm`. It is not a validator and has no type system: it
// recovers the structure the analyses need and keeps everything else as text.
//
// # Design
//
// Parse makes one pass over the text. The top level is line oriented: each
// global, declaration, attribute group, comdat, type or metadata definition is
// one line (as LLVM prints them); a function definition runs from its `define`
// line to the line starting with `}`. Inside a body, a line is a label
// (`5:`, `omp.par.region:`, `"quoted":`; the entry block gets its implicit
// number), or the first line of an instruction. An instruction extends over
// the following lines while brackets are open (multi-line switch, long
// argument lists) or while the next indented line starts with a keyword that
// LLVM prints on lines of its own (`to`, `unwind`, `cleanup`, `catch`,
// `filter`: invoke, callbr, landingpad). Strings and `;` comments are
// honoured everywhere, so `c";a.c;f;10;1;;\00"` is a string, not a comment.
//
// Every instruction is read generically: optional `%result =`, the opcode,
// flags, then comma-separated operands that are typed (`i32 %x`) or take the
// type of the previous operand (`add i32 %a, %b`), keyword items (`align 4`,
// orderings, `syncscope("...")`), `to T` for casts, and metadata attachments.
// Operands whose type is `label` become successors (Inst.Succs), not operands.
// Dedicated code handles the parts a generic reader cannot know:
// call/invoke/callbr (return attributes, explicit function type, callee,
// arguments with their attributes, function attributes, operand bundles),
// phi (value/block pairs), icmp/fcmp predicates and the atomicrmw operation
// (both in Inst.Pred), and the bare types of alloca/load/getelementptr/
// va_arg/landingpad.
//
// What is exact: names (unquoted and unescaped), opcodes, call targets and
// arguments (CalledFunction looks through bitcast and addrspacecast constant
// expressions), successors of every terminator, phi incoming blocks,
// Block.Succs/Preds, operand lists of load/store/GEP/alloca/icmp/br/switch,
// constant expressions and aggregates as trees of Values (Value.Base strips
// casts and GEPs), integer literals, `!dbg` attachments, and the debug
// locations resolved from DILocation / DILexicalBlock(File) / DISubprogram /
// DIFile. Type texts are exact substrings of the input; the result type of an
// instruction is given where it is written or follows from what is written
// (Inst.Type), and left empty otherwise (extractvalue, whose result type needs
// the aggregate's structure). Debug records of LLVM 19+ (`#dbg_value(...)`)
// and `uselistorder` directives are skipped; they are not instructions. The calls
// of the intrinsics those records replaced (llvm.dbg.declare, .value, .assign,
// .label) are read as the records are: a `#dbg_declare` or a call of
// llvm.dbg.declare becomes an entry of Function.Declares, the rest is dropped.
//
// Metadata nodes come after the functions. The reader only indexes the
// offset of each `!N = ...` line; Location and FuncLocation decode the few
// nodes they need on demand and cache the resolved scopes, so a module with
// no use of its debug info pays almost nothing for it. flang-new-16 emits no
// debug info: FuncLocation then falls back to the demangled function name
// (DemangleFortran) with Known false; no line is ever invented.
//
// # Tolerance
//
// Syntax the reader does not understand inside an instruction makes it skip
// to the end of that instruction, record one Problem (line:col and a
// message), keep what it read (opcode, result, span, operands so far) and go
// on; an unknown top-level line is skipped the same way. Parse returns an
// error (an *Error, with the position) when the input is not LLVM IR text at
// all (bitcode, binary data, nothing recognisable, an empty file) or is not a
// whole module (verify.go): the file ends inside a function or in the middle
// of a line, a `!N`, `#N` or `@name` used is defined nowhere, a `%name` used
// in a function is defined nowhere in it, numbered names do not increase, a
// block does not end with a terminator, or a module written by a compiler
// (it has a source_filename) has no `!llvm.module.flags`. These are the cheap
// checks of LLVM's parser and verifier that a truncated file (a full disk, an
// interrupted build) always fails: TestTruncatedIRIsAnError cuts compiler
// output everywhere, and TestRejectionsAgreeWithLLVMAs compares with llvm-as.
// Parse never panics (a recovered internal error becomes an error with the
// position). FuzzParse exercises this.
//
// # Cost
//
// Strings in the result (names, types, texts) are substrings of Module.Src,
// which Parse keeps and views as a string without copying: the caller must not
// modify the slice afterwards. Values, instructions, blocks and the pointer
// slices that link them are carved from slabs, so the allocation count is a
// few hundred per ten megabytes. See bench_test.go for the measured speed and
// memory. Methods of Module are safe for concurrent use once Parse returned.
package llvmir
