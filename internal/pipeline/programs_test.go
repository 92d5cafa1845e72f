package pipeline

import (
	"strings"
	"testing"

	"github.com/parcoach/parcoach/internal/llvmir"
)

// ir is a module defining and declaring functions: "name" defines, "-name" declares (and
// calls it from the first definition), "name:linkage" defines with a linkage.
func ir(t *testing.T, file string, funcs ...string) *llvmir.Module {
	t.Helper()
	var defs, decls, calls []string
	for _, f := range funcs {
		switch {
		case strings.HasPrefix(f, "-"):
			decls = append(decls, "declare void @"+f[1:]+"()")
			calls = append(calls, "  call void @"+f[1:]+"()")
		default:
			name, linkage, _ := strings.Cut(f, ":")
			if linkage != "" {
				linkage += " "
			}
			defs = append(defs, "define "+linkage+"void @"+name+"() {\n%CALLS%  ret void\n}")
		}
	}
	src := strings.Join(defs, "\n")
	src = strings.Replace(src, "%CALLS%", strings.Join(calls, "\n")+"\n", 1)
	src = strings.ReplaceAll(src, "%CALLS%", "")
	src += "\n" + strings.Join(decls, "\n") + "\n"
	m, err := llvmir.Parse(file, []byte(src))
	if err != nil {
		t.Fatalf("%s: %v\n%s", file, err, src)
	}
	return m
}

func grouped(t *testing.T, mods ...*llvmir.Module) []string {
	t.Helper()
	srcOf := map[*llvmir.Module]string{}
	for _, m := range mods {
		srcOf[m] = m.Name
	}
	g := groupPrograms(mods, srcOf)
	if g == nil {
		return nil
	}
	var out []string
	for k, ms := range g.groups {
		var files []string
		for _, m := range ms {
			files = append(files, m.Name)
		}
		out = append(out, g.names[k]+"="+strings.Join(files, ","))
	}
	return out
}

func TestGroupPrograms(t *testing.T) {
	for _, c := range []struct {
		name string
		mods func() []*llvmir.Module
		want string // "" when one program
	}{
		{"one program", func() []*llvmir.Module {
			return []*llvmir.Module{ir(t, "a/m.c", "main", "-f"), ir(t, "a/f.c", "f")}
		}, ""},
		{"static twins and inline copies are no conflict", func() []*llvmir.Module {
			return []*llvmir.Module{ir(t, "m.c", "main", "h:internal", "g:linkonce_odr"), ir(t, "f.c", "h:internal", "g:linkonce_odr")}
		}, ""},
		{"two mains, a shared file", func() []*llvmir.Module {
			return []*llvmir.Module{ir(t, "a/m.c", "main", "-u"), ir(t, "b/m.c", "main", "-u"), ir(t, "lib/u.c", "u")}
		}, "a/m.c=a/m.c,lib/u.c b/m.c=b/m.c,lib/u.c"},
		{"the nearest definition of a symbol two files define", func() []*llvmir.Module {
			return []*llvmir.Module{ir(t, "a/f.c", "f"), ir(t, "a/m.c", "main", "-f"), ir(t, "b/f.c", "f"), ir(t, "b/m.c", "main", "-f")}
		}, "a/m.c=a/f.c,a/m.c b/m.c=b/f.c,b/m.c"},
		{"references followed through the files", func() []*llvmir.Module {
			return []*llvmir.Module{ir(t, "m.c", "main", "-f"), ir(t, "f.c", "f", "-g"), ir(t, "g.c", "g"), ir(t, "x/m.c", "main")}
		}, "m.c=m.c,f.c,g.c x/m.c=x/m.c"},
		{"a Fortran main program and a C main", func() []*llvmir.Module {
			return []*llvmir.Module{ir(t, "p.f90", "_QQmain"), ir(t, "c.c", "main")}
		}, "p.f90=p.f90 c.c=c.c"},
		{"no main: groups without a symbol defined twice", func() []*llvmir.Module {
			return []*llvmir.Module{ir(t, "a.c", "f", "g"), ir(t, "b.c", "f"), ir(t, "c.c", "h")}
		}, "files without main (1)=a.c,c.c files without main (2)=b.c"},
		{"variables defined in each file (C written for -fcommon) do not conflict", func() []*llvmir.Module {
			m1, err := llvmir.Parse("a.c", []byte("@rank = global i32 0\ndefine i32 @main() {\n  ret i32 0\n}\n"))
			if err != nil {
				t.Fatal(err)
			}
			m2, err := llvmir.Parse("b.c", []byte("@rank = global i32 0\ndefine void @f() {\n  ret void\n}\n"))
			if err != nil {
				t.Fatal(err)
			}
			return []*llvmir.Module{m1, m2}
		}, ""},
		{"a weak definition does not conflict", func() []*llvmir.Module {
			return []*llvmir.Module{ir(t, "m.c", "main", "-f"), ir(t, "f.c", "f"), ir(t, "w.c", "f:weak")}
		}, ""},
	} {
		got := strings.Join(grouped(t, c.mods()...), " ")
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
