// Package itanium reads the parameter list of a function name mangled by the Itanium C++ ABI
// (the ABI of clang and GCC on Linux): how many parameters the function takes and which of
// them are pointers or references to const.
//
// The analyses use it for functions the program calls but does not define, the compiled
// part of the C++ standard library above all (std::string's constructors and assignments,
// streams): a `const std::string &` argument is only read by the callee, while an analysis
// that knows nothing of the function must assume that every pointer it receives is written.
//
// It is a reader of the grammar (https://itanium-cxx-abi.github.io/cxx-abi/abi.html#mangling),
// not a demangler: it keeps, for each parameter and for each substitution candidate, only what
// the type is at its outermost level. A name it does not understand gives ok == false, never a
// guess.
package itanium

import (
	"strings"
	"sync"
)

// Kind is what a parameter's type is at its outermost level.
type Kind int

const (
	// Other: a value of a class or enumeration type, or a type this package does not
	// resolve (a template parameter, a decltype).
	Other Kind = iota
	// Number: a builtin arithmetic type (bool, char, int, double, ...), passed by value.
	Number
	// Pointer: a pointer to non-const data (`char *`, `T *`).
	Pointer
	// Reference: an lvalue reference to non-const data (`std::string &`).
	Reference
	// RvalueReference: `T &&`; the callee may move from it, which writes it.
	RvalueReference
	// ConstPointer: a pointer to const data (`const char *`).
	ConstPointer
	// ConstReference: an lvalue reference to const data (`const std::string &`).
	ConstReference
)

// ReadOnly reports whether the object a parameter of this kind designates is only read by the
// callee: C++ forbids writing through a pointer or reference to const, except to mutable
// members and through const_cast, which the standard library does not do to its arguments.
// (Objects the designated one points to may still be written: `char *const *`.)
func (k Kind) ReadOnly() bool { return k == ConstPointer || k == ConstReference }

// Signature is what a mangled function name says about the function.
type Signature struct {
	// Std: the function is in namespace std (std::, std::__cxx11::, or one of the
	// abbreviations Sa, Sb, Ss, Si, So, Sd for std's allocator, basic_string and streams).
	Std bool
	// ConstMember: a member function declared const (its object is only read).
	ConstMember bool
	// Structor: a constructor or destructor (its first argument is the object).
	Structor bool
	// Params are the declared parameters, without the object of a member function and
	// without the return type a template function's name carries.
	Params []Kind
}

// Parse reads a mangled function name (`_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1ERKS4_`).
// ok is false for a name that is not a mangled function name or that uses a part of the
// grammar this package does not read.
func Parse(name string) (Signature, bool) {
	if !strings.HasPrefix(name, "_Z") {
		return Signature{}, false
	}
	if r, ok := parsed.Load(name); ok {
		r := r.(result)
		return r.sig, r.ok
	}
	sig, ok := parse(name)
	parsed.Store(name, result{sig, ok})
	return sig, ok
}

// parsed caches Parse: an analysis asks about the same library functions at every call, in
// every round of its fixpoint. The Params slices it returns are shared: callers only read them.
var parsed sync.Map // string -> result

type result struct {
	sig Signature
	ok  bool
}

func parse(name string) (sig Signature, ok bool) {
	if i := strings.IndexByte(name, '.'); i >= 0 { // vendor suffix: `.cold`, `.constprop.0`
		name = name[:i]
	}
	p := &parser{s: name, i: 2}
	defer func() {
		if r := recover(); r != nil {
			if _, bad := r.(badName); !bad {
				panic(r)
			}
			sig, ok = Signature{}, false
		}
	}()
	n := p.name()
	if p.i >= len(p.s) {
		return Signature{}, false // a variable's name, not a function's
	}
	var params []Kind
	for p.i < len(p.s) {
		if p.has("Dp") {
			return Signature{}, false // a pack expansion: as many parameters as template arguments
		}
		params = append(params, p.typ())
	}
	if n.template && !n.structor && !n.conversion {
		params = params[1:] // the return type comes first in a template function's name
	}
	if len(params) == 1 && params[0] == void {
		params = nil // f(void)
	}
	for i, k := range params {
		if k < 0 { // a const value (top-level const is not mangled), void inside a list
			params[i] = Other
		}
	}
	return Signature{Std: n.std, ConstMember: n.constMember, Structor: n.structor, Params: params}, true
}

// void marks the `v` of an empty parameter list; it is never returned in a Signature.
const void Kind = -1

// badName is the panic value of a name the parser cannot read; Parse recovers it.
type badName struct{}

type parser struct {
	s     string
	i     int
	subst []Kind // substitution candidates, in the order the ABI numbers them
}

// nameInfo is what the parser keeps of an encoding's name.
type nameInfo struct {
	std         bool // the name is in namespace std
	template    bool // the name ends with template arguments
	structor    bool // a constructor or destructor
	conversion  bool // a conversion operator (`cv <type>`): no return type in the encoding
	constMember bool // N K ...: a const member function
}

func (p *parser) fail() { panic(badName{}) }

func (p *parser) peek() byte {
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func (p *parser) has(prefix string) bool { return strings.HasPrefix(p.s[p.i:], prefix) }

func (p *parser) expect(c byte) {
	if p.peek() != c {
		p.fail()
	}
	p.i++
}

func (p *parser) addSubst(k Kind) { p.subst = append(p.subst, k) }

// name reads <name>: a nested name, a local name, an unscoped (possibly std::) name, each
// possibly followed by template arguments.
func (p *parser) name() nameInfo {
	switch {
	case p.peek() == 'N':
		return p.nested()
	case p.peek() == 'Z':
		p.local()
		return nameInfo{}
	}
	var n nameInfo
	if p.has("St") {
		p.i += 2
		n.std = true
	} else if p.peek() == 'S' {
		// An abbreviation (Sa, Ss...) or a substitution, then template arguments:
		// `_ZSt4endlIcSt11char_traitsIcEE...` takes the St branch; this one `_ZSaIcE...`.
		n.std = p.substitution()
		if p.peek() != 'I' {
			p.fail()
		}
		p.templateArgs()
		n.template = true
		return n
	}
	u := p.unqualified()
	n.structor, n.conversion = u.structor, u.conversion
	if p.peek() == 'I' {
		p.addSubst(Other) // <unscoped-template-name>
		p.templateArgs()
		n.template = true
	}
	return n
}

// nested reads N [CV-qualifiers] [ref-qualifier] <prefix> <unqualified-name> E. Every prefix
// followed by another component is a substitution candidate (the template's name before its
// arguments, the template-id before the next name), except a prefix that is a substitution
// itself; the whole name, the function's, is not.
func (p *parser) nested() nameInfo {
	p.expect('N')
	var n nameInfo
	for strings.IndexByte("rVK", p.peek()) >= 0 {
		if p.peek() == 'K' {
			n.constMember = true
		}
		p.i++
	}
	if p.peek() == 'R' || p.peek() == 'O' {
		p.i++
	}
	first, onlySubst := true, false
	for p.peek() != 'E' {
		if p.i >= len(p.s) {
			p.fail()
		}
		if !first && !onlySubst {
			p.addSubst(Other)
		}
		onlySubst = false
		if p.peek() != 'I' { // a template's arguments keep what its name was (a constructor template)
			n.structor, n.conversion = false, false
		}
		n.template = false
		switch {
		case p.peek() == 'I':
			if first {
				p.fail()
			}
			p.templateArgs()
			n.template = true
		case p.has("St"):
			if !first {
				p.fail()
			}
			p.i += 2
			n.std = true
			u := p.unqualified()
			n.structor, n.conversion = u.structor, u.conversion
		case p.peek() == 'S':
			if !first {
				p.fail()
			}
			n.std = p.substitution()
			onlySubst = true
		case p.peek() == 'T':
			if !first {
				p.fail()
			}
			p.templateParam()
		case p.has("Dt") || p.has("DT"):
			p.fail() // decltype prefix: not read
		default:
			u := p.unqualified()
			n.structor, n.conversion = u.structor, u.conversion
		}
		first = false
	}
	if first || onlySubst {
		p.fail() // N E, or a name that is only a substitution
	}
	p.i++ // E
	return n
}

// local reads Z <encoding> E <entity name> [<discriminator>] (a function-local entity).
func (p *parser) local() {
	p.expect('Z')
	inner := p.name()
	for p.peek() != 'E' { // the enclosing function's parameters
		if p.i >= len(p.s) {
			p.fail()
		}
		p.typ()
	}
	_ = inner
	p.i++
	if p.peek() == 's' {
		p.i++
	} else {
		p.name()
	}
	if p.peek() == '_' {
		p.i++
		if p.peek() == '_' { // _ _ <number> _
			p.i++
			p.number()
			p.expect('_')
		} else {
			p.digit()
		}
	}
}

// unqualifiedInfo says what kind of unqualified name was read.
type unqualifiedInfo struct{ structor, conversion bool }

// unqualified reads <unqualified-name>: a source name, a constructor or destructor name, an
// operator name, an unnamed type, each with its ABI tags.
func (p *parser) unqualified() unqualifiedInfo {
	var u unqualifiedInfo
	c := p.peek()
	switch {
	case c >= '0' && c <= '9':
		p.sourceName()
	case c == 'L': // internal linkage: L <source-name> [<discriminator>]
		p.i++
		p.sourceName()
	case c == 'C':
		p.i++
		switch p.peek() {
		case '1', '2', '3', '4', '5':
			p.i++
		case 'I': // inheriting constructor: CI1 <type> | CI2 <type>
			p.i++
			p.digit()
			p.typ()
		default:
			p.fail()
		}
		u.structor = true
	case c == 'D' && p.i+1 < len(p.s) && strings.IndexByte("0124", p.s[p.i+1]) >= 0:
		p.i += 2
		u.structor = true
	case c == 'U': // Ut [<number>] _ (unnamed type), Ul <lambda-sig> E [<number>] _
		p.i++
		switch p.peek() {
		case 't':
			p.i++
		case 'l':
			p.i++
			p.listUntilE(func() { p.typ() })
		default:
			p.fail()
		}
		for p.peek() != '_' {
			if p.i >= len(p.s) {
				p.fail()
			}
			p.i++
		}
		p.i++
	case c >= 'a' && c <= 'z':
		u.conversion = p.operator()
	default:
		p.fail()
	}
	for p.peek() == 'B' { // ABI tags: B <source-name>
		p.i++
		p.sourceName()
	}
	return u
}

// operator reads <operator-name>; it reports whether it was a conversion operator.
func (p *parser) operator() bool {
	switch {
	case p.has("cv"):
		p.i += 2
		p.typ()
		return true
	case p.has("li"): // operator "" suffix
		p.i += 2
		p.sourceName()
		return false
	case p.peek() == 'v': // vendor extended operator: v <digit> <source-name>
		p.i++
		p.digit()
		p.sourceName()
		return false
	}
	if p.i+2 > len(p.s) {
		p.fail()
	}
	if !operators[p.s[p.i:p.i+2]] {
		p.fail()
	}
	p.i += 2
	return false
}

// operators are the two-letter <operator-name> codes of the ABI.
var operators = func() map[string]bool {
	m := map[string]bool{}
	for _, op := range strings.Fields(`nw na dl da aw ps ng ad de co pl mi ml dv rm an or eo aS pL mI mL
		dV rM aN oR eO ls rs lS rS ss eq ne lt gt le ge nt aa oo pp mm cm pm pt cl ix qu`) {
		m[op] = true
	}
	return m
}()

// listUntilE reads items with read until the E that ends a list, and the E.
func (p *parser) listUntilE(read func()) {
	for p.peek() != 'E' {
		if p.i >= len(p.s) {
			p.fail()
		}
		read()
	}
	p.i++
}

func (p *parser) digit() {
	if c := p.peek(); c < '0' || c > '9' {
		p.fail()
	}
	p.i++
}

// number reads [n] <decimal digits> and returns its value.
func (p *parser) number() int {
	neg := p.peek() == 'n'
	if neg {
		p.i++
	}
	start := p.i
	v := 0
	for p.peek() >= '0' && p.peek() <= '9' {
		v = v*10 + int(p.peek()-'0')
		if v > len(p.s) {
			p.fail()
		}
		p.i++
	}
	if p.i == start {
		p.fail()
	}
	if neg {
		return -v
	}
	return v
}

// sourceName reads <length> <identifier>.
func (p *parser) sourceName() {
	n := p.number()
	if n <= 0 || p.i+n > len(p.s) {
		p.fail()
	}
	p.i += n
}

// substitution reads S_, S <seq-id> _ or one of the std abbreviations, and returns whether
// it names something in namespace std (the abbreviations do; a back-reference is not
// resolved for that, and says false).
func (p *parser) substitution() (std bool) {
	k, std := p.substitutionKind()
	_ = k
	return std
}

// substitutionKind reads a substitution and returns the kind of the type it stands for.
func (p *parser) substitutionKind() (Kind, bool) {
	p.expect('S')
	c := p.peek()
	switch c {
	case 't', 'a', 'b', 's', 'i', 'o', 'd':
		p.i++
		return Other, true
	case '_':
		p.i++
		return p.candidate(0), false
	}
	seq := 0
	for p.peek() != '_' {
		c := p.peek()
		switch {
		case c >= '0' && c <= '9':
			seq = seq*36 + int(c-'0')
		case c >= 'A' && c <= 'Z':
			seq = seq*36 + int(c-'A') + 10
		default:
			p.fail()
		}
		if seq > len(p.s) {
			p.fail()
		}
		p.i++
	}
	p.i++
	return p.candidate(seq + 1), false
}

func (p *parser) candidate(i int) Kind {
	if i >= len(p.subst) {
		p.fail() // a reference beyond the candidates read: the numbering went wrong
	}
	return p.subst[i]
}

// templateParam reads T_ or T <number> _ (a template parameter: not resolved).
func (p *parser) templateParam() {
	p.expect('T')
	for p.peek() != '_' {
		if c := p.peek(); c < '0' || c > '9' {
			p.fail()
		}
		p.i++
	}
	p.i++
}

// templateArgs reads I <template-arg>+ E.
func (p *parser) templateArgs() {
	p.expect('I')
	p.listUntilE(p.templateArg)
}

func (p *parser) templateArg() {
	switch p.peek() {
	case 'L': // <expr-primary>: L <type> <value> E, L _Z <encoding> E
		p.exprPrimary()
	case 'X':
		p.fail() // an expression: not read
	case 'J': // an argument pack
		p.i++
		p.listUntilE(p.templateArg)
	default:
		p.typ()
	}
}

// exprPrimary reads L <type> <value number> E or L _Z <encoding> E.
func (p *parser) exprPrimary() {
	p.expect('L')
	if p.has("_Z") {
		p.i += 2
		p.name()
		p.listUntilE(func() { p.typ() })
		return
	}
	p.typ()
	for p.peek() != 'E' { // the value: digits, n, hex floats
		if p.i >= len(p.s) {
			p.fail()
		}
		p.i++
	}
	p.i++
}

// builtin are the one-letter builtin types.
const builtin = "vwbcahstijlmxynofdegz"

// typ reads a <type> and returns its kind, adding the candidates the ABI adds.
func (p *parser) typ() Kind {
	c := p.peek()
	switch {
	case c == 0:
		p.fail()
	case strings.IndexByte(builtin, c) >= 0:
		p.i++
		if c == 'v' {
			return void
		}
		return Number
	case c == 'u': // vendor extended type
		p.i++
		p.sourceName()
		return Other
	case c == 'D':
		return p.typeD()
	case c == 'r' || c == 'V' || c == 'K':
		isConst := false
		for strings.IndexByte("rVK", p.peek()) >= 0 {
			if p.peek() == 'K' {
				isConst = true
			}
			p.i++
		}
		inner := p.typ()
		_ = inner
		k := Other
		if isConst {
			k = constOther
		}
		p.addSubst(k)
		return k
	case c == 'P' || c == 'R' || c == 'O':
		p.i++
		inner := p.typ()
		k := pointerKind(c, inner == constOther)
		p.addSubst(k)
		return k
	case c == 'C' || c == 'G': // complex, imaginary
		p.i++
		p.typ()
		p.addSubst(Other)
		return Other
	case c == 'F':
		p.function()
		p.addSubst(Other)
		return Other
	case c == 'A':
		p.i++
		if p.peek() == '_' {
			p.i++
		} else if p.peek() >= '0' && p.peek() <= '9' {
			p.number()
			p.expect('_')
		} else {
			p.fail() // an expression dimension
		}
		p.typ()
		p.addSubst(Other)
		return Other
	case c == 'M':
		p.i++
		p.typ()
		p.typ()
		p.addSubst(Other)
		return Other
	case c == 'T':
		p.templateParam()
		p.addSubst(Other)
		if p.peek() == 'I' {
			p.templateArgs()
			p.addSubst(Other)
		}
		return Other
	case c == 'S':
		if p.has("St") {
			// std::name as a type: St <unqualified-name> [<template-args>]
			p.i += 2
			p.unqualified()
			p.addSubst(Other)
			if p.peek() == 'I' {
				p.templateArgs()
				p.addSubst(Other)
			}
			return Other
		}
		k, _ := p.substitutionKind()
		if p.peek() == 'I' {
			p.templateArgs()
			p.addSubst(Other)
			return Other
		}
		return k
	case c == 'N':
		p.nestedType()
		return Other
	case c == 'Z':
		p.local()
		p.addSubst(Other)
		return Other
	case c >= '0' && c <= '9' || c == 'U':
		// <class-enum-type> ::= <unqualified-name> [<template-args>]
		p.unqualified()
		p.addSubst(Other)
		if p.peek() == 'I' {
			p.templateArgs()
			p.addSubst(Other)
		}
		return Other
	}
	p.fail()
	return Other
}

// constOther is the kind of a const-qualified type while a pointer or reference to it is read;
// it is never a parameter's kind that ReadOnly accepts by itself (a const value is a copy).
const constOther Kind = -2

func pointerKind(c byte, toConst bool) Kind {
	switch {
	case c == 'P' && toConst:
		return ConstPointer
	case c == 'P':
		return Pointer
	case c == 'R' && toConst:
		return ConstReference
	case c == 'R':
		return Reference
	}
	return RvalueReference
}

// nestedType reads a <nested-name> used as a type: every prefix and the whole name are
// candidates.
func (p *parser) nestedType() {
	p.expect('N')
	for strings.IndexByte("rVK", p.peek()) >= 0 {
		p.i++
	}
	first := true
	for p.peek() != 'E' {
		if p.i >= len(p.s) {
			p.fail()
		}
		switch {
		case p.peek() == 'I':
			if first {
				p.fail()
			}
			p.templateArgs()
		case p.has("St"):
			if !first {
				p.fail()
			}
			p.i += 2
			p.unqualified()
		case p.peek() == 'S':
			if !first {
				p.fail()
			}
			p.substitution()
			first = false
			continue // a substitution is not a new candidate
		case p.peek() == 'T':
			if !first {
				p.fail()
			}
			p.templateParam()
		case p.has("Dt") || p.has("DT"):
			p.fail()
		default:
			p.unqualified()
		}
		p.addSubst(Other)
		first = false
	}
	p.i++
}

// typeD reads the types that start with D: the other builtins, decltype (not read), pack
// expansions.
func (p *parser) typeD() Kind {
	if p.i+1 >= len(p.s) {
		p.fail()
	}
	switch c := p.s[p.i+1]; {
	case strings.IndexByte("dfehisu", c) >= 0: // Dd De Df Dh Di Ds Du
		p.i += 2
		return Number
	case c == 'a' || c == 'c' || c == 'n': // auto, decltype(auto), nullptr_t
		p.i += 2
		return Other
	case c == 'F': // DF <number> _ (_FloatN)
		p.i += 2
		p.number()
		p.expect('_')
		return Number
	case c == 'p': // Dp <type>: a pack expansion
		p.i += 2
		k := p.typ()
		p.addSubst(Other)
		return k
	}
	p.fail()
	return Other
}

// function reads F [Y] <return type> <parameter types> [<ref-qualifier>] E.
func (p *parser) function() {
	p.expect('F')
	if p.peek() == 'Y' {
		p.i++
	}
	for p.peek() != 'E' {
		if p.i >= len(p.s) {
			p.fail()
		}
		if (p.peek() == 'R' || p.peek() == 'O') && p.i+1 < len(p.s) && p.s[p.i+1] == 'E' {
			p.i++ // ref-qualifier
			continue
		}
		p.typ()
	}
	p.i++
}
