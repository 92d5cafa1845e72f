package collective

import "testing"

func TestStdFunctionSig(t *testing.T) {
	for name, want := range map[string]string{
		"_ZNKSt8functionIFvvEEclEv":      "FvvE",  // std::function<void()>::operator()
		"_ZNKSt8functionIFviEEclEi":      "FviE",  // std::function<void(int)>
		"_ZNKSt8functionIFvPdEEclES0_":   "FvPdE", // std::function<void(double*)>
		"_ZNSt8functionIFvvEEC2Ev":       "",      // a constructor
		"_ZNSt17_Function_handlerIFvvEE": "",
		"main":                           "",
	} {
		if got := stdFunctionSig(name); got != want {
			t.Errorf("stdFunctionSig(%q) = %q, want %q", name, got, want)
		}
	}
}
