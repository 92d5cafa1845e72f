// Package graph holds the graph algorithms of parcoach: pure algorithms over
// directed graphs whose nodes are the integers 0..N-1 (basic blocks of a
// function, functions of a call graph), with no knowledge of the IR.
//
// What is here:
//
//   - Digraph, adjacency lists in both directions; depth-first orders
//     (ReversePostOrder, BackEdges, AcyclicOrder), all iterative so that
//     graphs of 100k nodes in a chain are fine.
//   - Dominators: the dominator tree (Lengauer-Tarjan), with O(1) dominance
//     queries from DFS intervals of the tree.
//   - PostDominators: post-dominance with a virtual exit node, id N, joined
//     to every exit node (return, unreachable, call that never returns) and
//     to one node of each region no exit can be reached from (the header of
//     an infinite loop; see PostDominators for the exact rule).
//   - Frontiers and PostFrontiers: dominance and post-dominance frontiers
//     (Cooper-Harvey-Kennedy), IteratedFrontier (DF+ of a set, Cytron et al.).
//   - PDFPlusOfSet: the iterated post-dominance frontier of a set of nodes as
//     the PARCOACH thesis defines it, the core of the collective check.
//   - NaturalLoops (loop nesting forest) and SCC (Tarjan, bottom-up order).
//
// Definitions (the thesis, seed 000, Appendix B and §3.1.1, after Cytron,
// Ferrante, Rosen, Wegman and Zadeck 1991):
//
//   - X dominates Y if X is on every path from the entry to Y; X
//     post-dominates Y if X is on every path from Y to the exit. Both are
//     reflexive; "strictly" excludes X = Y.
//   - DF(Y) = {X | Y dominates a predecessor of X and does not strictly
//     dominate X}; PDF(Y) = {X | Y post-dominates a successor of X and does
//     not strictly post-dominate X}.
//   - A set S post-dominates v if every path from v to the exit goes through
//     at least one node of S. S strictly post-dominates v if it
//     post-dominates every successor of v (every path from v meets S after
//     v). PDF(S) = {v | S post-dominates a successor of v and does not
//     strictly post-dominate v}: the nodes with one successor post-dominated
//     by S and one that is not.
//   - PDF+(S) is PDF(S) closed under the node frontiers PDF(x); see
//     PDFPlusOfSet for why, and how it relates to Cytron's DF+ of a set.
//
// Cost: every function is linear or near-linear in nodes plus edges (the
// dominator computation is O(E log N)); nothing is quadratic in the number of
// blocks of a function. The benchmarks in bench_test.go measure it.
package graph
