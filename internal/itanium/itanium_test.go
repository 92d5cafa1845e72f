package itanium

import (
	"slices"
	"testing"
)

// The expected parameter lists were read from c++filt's demangling of each name (binutils),
// not from this package: `echo NAME | c++filt`.
func TestParse(t *testing.T) {
	const (
		O  = Other
		N  = Number
		P  = Pointer
		R  = Reference
		RR = RvalueReference
		CP = ConstPointer
		CR = ConstReference
	)
	tests := []struct {
		name        string
		std, cmem   bool
		structor    bool
		params      []Kind
		description string
	}{
		{"_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1ERKS4_", true, false, true, []Kind{CR},
			"basic_string::basic_string(basic_string const&): S4_ is the template-id, after 4 earlier candidates"},
		{"_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEPKc", true, false, false, []Kind{CP},
			"basic_string::assign(char const*)"},
		{"_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EPKcRKS3_", true, false, true, []Kind{CP, CR},
			"basic_string(char const*, allocator<char> const&)"},
		{"_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEOS4_", true, false, false, []Kind{RR},
			"operator=(basic_string&&)"},
		{"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareERKS4_", true, true, false, []Kind{CR},
			"compare(basic_string const&) const"},
		{"_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_", true, false, false, []Kind{R},
			"std::endl<char>(basic_ostream&): the template's return type is not a parameter"},
		{"_ZStrsIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RNSt7__cxx1112basic_stringIS4_S5_T1_EE", true, false, false, []Kind{R, R},
			"operator>>(basic_istream&, basic_string&)"},
		{"_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode", true, false, true, []Kind{CR, O},
			"basic_istringstream(basic_string const&, _Ios_Openmode)"},
		{"_ZNSt14basic_ofstreamIcSt11char_traitsIcEEC1EPKcSt13_Ios_Openmode", true, false, true, []Kind{CP, O},
			"basic_ofstream(char const*, _Ios_Openmode)"},
		{"_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_", true, false, false, []Kind{N, P, P, R},
			"_Rb_tree_insert_and_rebalance(bool, node*, node*, node&)"},
		{"_ZSt18_Rb_tree_incrementPKSt18_Rb_tree_node_base", true, false, false, []Kind{CP},
			"_Rb_tree_increment(node const*)"},
		{"_ZNSirsERd", true, false, false, []Kind{R}, "istream::operator>>(double&): Si is std::istream"},
		{"_ZNSaIcEC1ERKS_", true, false, true, []Kind{CR}, "allocator<char>(allocator<char> const&): S_ is SaIcE, Sa itself is no candidate"},
		{"_Z7CommSBNR6DomainiPMS_FRdiE", false, false, false, []Kind{R, N, P},
			"CommSBN(Domain&, int, double& (Domain::**)(int))"},
		{"_ZN9__gnu_cxx17__normal_iteratorIPKcSt6vectorIcSaIcEEEC2IPcvEERKNS0_IT_S5_EE", false, false, true, []Kind{CR},
			"a constructor template: no return type in its name"},
		{"_Z12mpiAllreducePvS_iiii", false, false, false, []Kind{P, P, N, N, N, N}, "mpiAllreduce(void*, void*, int x4)"},
		{"_ZNK9InputFile13getDoubleListERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERKSt6vectorIdSaIdEE", false, true, false, []Kind{CR, CR},
			"InputFile::getDoubleList(string const&, vector<double> const&) const"},
		{"_Z3foov", false, false, false, nil, "foo(void)"},
		{"_Z3fooPKPc", false, false, false, []Kind{CP}, "foo(char* const*): the pointee, a pointer, is const"},
		{"_Z3fooPPKc", false, false, false, []Kind{P}, "foo(char const**): the pointee is a non-const pointer"},
		{"_ZN6miniFE3fooEv.cold", false, false, false, nil, "a vendor suffix"},
	}
	for _, tc := range tests {
		sig, ok := Parse(tc.name)
		if !ok {
			t.Errorf("%s (%s): not read", tc.name, tc.description)
			continue
		}
		if sig.Std != tc.std || sig.ConstMember != tc.cmem || sig.Structor != tc.structor || !slices.Equal(sig.Params, tc.params) {
			t.Errorf("%s (%s):\n got std=%v const=%v structor=%v params=%v\nwant std=%v const=%v structor=%v params=%v",
				tc.name, tc.description, sig.Std, sig.ConstMember, sig.Structor, sig.Params, tc.std, tc.cmem, tc.structor, tc.params)
		}
	}
}

// Names that are not functions, or that use grammar the package does not read, give ok ==
// false: a caller must then assume nothing.
func TestParseRefuses(t *testing.T) {
	for _, name := range []string{
		"main", "_ZL10recv_count", "_ZN8Parallel4mypeE", "_Z", "_Z3foo", "_Z3fooPK", "_ZN3fooE",
		"_Z3fooS5_", // a substitution that was never defined
		"_ZNSt15__new_allocatorI10InputBlockE9constructIS0_JS0_EEEvPT_DpOT0_", // a pack: any number of parameters
		"_Z3fooIXadL_Z3barvEEEvv", // an expression template argument
		"_Z99foo",
	} {
		if sig, ok := Parse(name); ok {
			t.Errorf("%s: read as %+v, want ok == false", name, sig)
		}
	}
}

func TestReadOnly(t *testing.T) {
	for k, want := range map[Kind]bool{Other: false, Number: false, Pointer: false, Reference: false, RvalueReference: false, ConstPointer: true, ConstReference: true} {
		if k.ReadOnly() != want {
			t.Errorf("%v.ReadOnly() = %v", k, !want)
		}
	}
}
