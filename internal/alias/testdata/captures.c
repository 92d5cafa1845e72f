/* Captures (wrapper.go): keep stores its parameter, use only writes through it, f hands its
 * parameter to use only, r hands it to itself. clang-16 -S -emit-llvm -O0 -fno-discard-value-names -o captures.ll captures.c */
int *sink;
void keep(int *p) { sink = p; }
void use(int *p) { *p = 1; }
void f(int *p) { use(p); use(p + 1); }
void r(int *p, int n) { if (n > 0) r(p, n - 1); }
