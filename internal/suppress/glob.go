package suppress

import (
	"fmt"
	"regexp"
	"strings"
)

// compileGlob turns a glob into an anchored regular expression. In paths (paths true) `*`
// and `?` do not cross a `/`, `**` matches any number of directories (`**/` also none), and
// `[...]` is a character class (`[!...]` its complement). For names (paths false) `*` matches
// anything.
func compileGlob(glob string, paths bool) (*regexp.Regexp, error) {
	var b strings.Builder
	b.WriteString("^")
	star, one := ".*", "."
	if paths {
		star, one = "[^/]*", "[^/]"
	}
	for i := 0; i < len(glob); i++ {
		c := glob[i]
		switch c {
		case '*':
			if paths && strings.HasPrefix(glob[i:], "**") {
				i++
				if strings.HasPrefix(glob[i+1:], "/") {
					i++
					b.WriteString("(?:.*/)?")
				} else {
					b.WriteString(".*")
				}
				continue
			}
			b.WriteString(star)
		case '?':
			b.WriteString(one)
		case '[':
			end := strings.IndexByte(glob[i+1:], ']')
			if end < 0 {
				return nil, fmt.Errorf("unclosed [ in %q", glob)
			}
			class := glob[i+1 : i+1+end]
			if class == "" || class == "!" {
				// "[]" and "[!]" would need the bracket inside the class: not supported.
				return nil, fmt.Errorf("empty character class in %q", glob)
			}
			if class[0] == '!' {
				class = "^" + class[1:]
			}
			b.WriteString("[" + strings.ReplaceAll(class, `\`, `\\`) + "]")
			i += end + 1
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString("$")
	re, err := regexp.Compile(b.String())
	if err != nil {
		return nil, fmt.Errorf("bad pattern %q: %v", glob, err)
	}
	return re, nil
}
