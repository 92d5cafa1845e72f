// The program of TestDeadCodeMakesNoPointer (dead_test.go); dead.ll is
// `clang -O0 -S -emit-llvm dead.c` of it.
int x, y;
int *p;

int use(int *a) { return *a; }

// never runs: nothing calls it and its address is not taken
void never(void) { p = &y; }

int main(void) {
  p = &x;
  return use(p);
}
