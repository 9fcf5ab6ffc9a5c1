/* The project's C baseline: the workloads of `ai bench` written as tightly as we can in
 * plain C, so that `Benchmarks/compare-reference.py` can say how far the Swift engine is
 * from what the machine does at best. Only a ratio measured in the same session means
 * anything on a shared machine; absolute times drift from one minute to the next.
 *
 *   cc -O2 -o baseline Benchmarks/Baseline/baseline.c
 *   ./baseline MODE RUNS
 *
 * MODE (3x3, three in a row, unless said otherwise):
 *
 *   perft      size of the whole game tree from the empty board: 549,946 nodes
 *   minimax    negamax value with no pruning and no memo: 0 (draw), 549,946 nodes
 *   alphabeta  fail-hard negamax alpha-beta in the window -1..1, cells in ascending
 *              order, no memo: 0, 16,811 nodes
 *   memo       exact value of every reachable position, each expanded once: 0,
 *              4,520 positions expanded
 *   solve4     4x4, four in a row: alpha-beta with a transposition table from the empty
 *              board: 0 (draw), about 124 thousand nodes (the count depends on the table)
 *   perft4     4x4, four in a row: size of the whole game tree, 36,277,691,063,105
 *              nodes, with the subtree size of every position remembered by its base-3
 *              number; 9,062,619 positions expanded. Uses 344 MB.
 *
 * Each run starts cold: the mode's tables are cleared before the clock starts. The line
 * printed is
 *
 *   mode=M result=R nodes=N runs=K median_us=T min_us=T
 *
 * with the result and node count of one run and the median (the upper middle for an even
 * count) and fastest of the K run times. The external reference prints the same line,
 * so the comparison script reads either program.
 *
 * Conventions every mode keeps, so that node counts agree with any program that walks
 * the same trees:
 *
 * - A position is two masks, `me` for the side to move and `opp` for the other, plus
 *   `empty`; bit i is cell i, row by row from the top left:
 *
 *       3x3          4x4 (perft4)          4x4 (solve4: numbered in search order)
 *      0 1 2        0  1  2  3              4  8  9  5
 *      3 4 5        4  5  6  7             10  0  1 11
 *      6 7 8        8  9 10 11             12  2  3 13
 *                  12 13 14 15              6 14 15  7
 *
 * - A move that completes a line, or fills the board, ends the game: the child is a node
 *   of the tree (a leaf) and is not searched further. Every other child is searched.
 * - Every move is tested for a line, except the move that fills the board, which ends
 *   the game either way. Where a whole position's moves are wanted at once,
 *   the test is one lookup, `threats[me] & empty`: the cells that would complete a line
 *   for `me`. Where the first winning move in cell order matters (alpha-beta), each move
 *   is tested in turn with `won[mask]`.
 * - Nothing is skipped that the workload says is visited: no symmetry, no bulk counting
 *   of subtrees, no pruning in perft, minimax or memo.
 */
#define _DEFAULT_SOURCE  /* clock_gettime, madvise and aligned_alloc under a strict -std= */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

static uint64_t nodes;

/* ---- Geometry: lines, and the tables built from them ---------------------------------- */

/* Writes every line of k cells on a rows x cols board to `lines` (as masks of cell labels,
 * `label[cell]`) and returns how many there are: rows, columns and both diagonals, each
 * found as a start cell and a step that stays on the board for k cells. */
static int board_lines(int rows, int cols, int k, const int *label, uint16_t *lines) {
  static const int steps[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  int count = 0;
  for (int s = 0; s < 4; s++) {
    int dr = steps[s][0], dc = steps[s][1];
    for (int row = 0; row < rows; row++)
      for (int col = 0; col < cols; col++) {
        int last_row = row + dr * (k - 1), last_col = col + dc * (k - 1);
        if (last_row >= rows || last_col < 0 || last_col >= cols) continue;
        uint16_t line = 0;
        for (int i = 0; i < k; i++) line |= 1u << label[(row + dr * i) * cols + col + dc * i];
        lines[count++] = line;
      }
  }
  return count;
}

/* Fills, for a board of `cells` cells, `won[m]` (nonzero when mask m holds a line) and
 * `threats[m]` (the empty cells that would complete a line for m). Both by enumerating
 * supersets: every mask holding line L is L plus any subset of the other cells. */
static void fill_tables(const uint16_t *lines, int count, int cells, uint8_t *won,
                        uint16_t *threats) {
  unsigned full = (1u << cells) - 1;
  for (int l = 0; l < count; l++) {
    unsigned line = lines[l];
    if (won) {
      unsigned others = full & ~line;
      for (unsigned s = others;; s = (s - 1) & others) {
        won[line | s] = 1;
        if (!s) break;
      }
    }
    for (unsigned rest = line; rest; rest &= rest - 1) {
      unsigned gap = rest & -rest, needed = line ^ gap, others = full & ~line;
      for (unsigned s = others;; s = (s - 1) & others) {
        threats[needed | s] |= (uint16_t)gap;
        if (!s) break;
      }
    }
  }
}

static uint8_t won3[1 << 9];
static uint16_t threats3[1 << 9];
static uint16_t threats4[1 << 16];  /* in search-order labels for solve4 */
static uint16_t threats4_grid[1 << 16];  /* in row-major cells for perft4 */
static uint16_t ternary3[1 << 9];   /* the base-3 number whose digits are the mask's bits */
static uint32_t power3[16];

/* The search order of solve4, as cells: centre, corners, then edges (cells on the most
 * lines first, the nearest the centre among those), the order `ai` searches 4x4 in. */
static const int ORDER4[16] = {5, 6, 9, 10, 0, 3, 12, 15, 1, 2, 4, 7, 8, 11, 13, 14};

static void build_tables(void) {
  int identity[16], order_label[16];
  uint16_t lines[64];  /* at most 4 directions from each of 16 cells */
  for (int i = 0; i < 16; i++) identity[i] = i;
  for (int i = 0; i < 16; i++) order_label[ORDER4[i]] = i;
  fill_tables(lines, board_lines(3, 3, 3, identity, lines), 9, won3, threats3);
  fill_tables(lines, board_lines(4, 4, 4, order_label, lines), 16, NULL, threats4);
  fill_tables(lines, board_lines(4, 4, 4, identity, lines), 16, NULL, threats4_grid);
  power3[0] = 1;
  for (int i = 1; i < 16; i++) power3[i] = 3 * power3[i - 1];
  for (unsigned m = 0; m < (1u << 9); m++)
    for (int i = 0; i < 9; i++)
      if (m >> i & 1) ternary3[m] += (uint16_t)power3[i];
}

/* ---- 3x3 ------------------------------------------------------------------------------ */

/* Nodes strictly below an unfinished position with `left` empty cells. Two plies a call:
 * the children that do not win are searched in place, which halves the calls. */
static uint64_t tree_below(unsigned me, unsigned opp, unsigned empty, int left) {
  if (left == 1) return 1;  /* the one move left fills the board */
  uint64_t n = (uint64_t)left;  /* every child */
  for (unsigned moves = empty & ~threats3[me]; moves; moves &= moves - 1) {
    unsigned bit = moves & -moves, mine = me | bit, rest = empty ^ bit;
    n += (uint64_t)(left - 1);  /* every child of this child */
    if (left == 2) continue;
    for (unsigned replies = rest & ~threats3[opp]; replies; replies &= replies - 1) {
      unsigned answer = replies & -replies;
      n += tree_below(mine, opp | answer, rest ^ answer, left - 2);
    }
  }
  return n;
}

/* The negamax value (1 win, 0 draw, -1 loss for `me`) of an unfinished position with
 * `left` empty cells, every node below it visited; `nodes` gains the nodes below it.
 * Two plies a call, as above. */
static int minimax(unsigned me, unsigned opp, unsigned empty, int left) {
  nodes += (uint64_t)left;
  unsigned wins = threats3[me] & empty;
  if (left == 1) return wins ? 1 : 0;
  int best = wins ? 1 : -1;
  for (unsigned moves = empty & ~wins; moves; moves &= moves - 1) {
    unsigned bit = moves & -moves, mine = me | bit, rest = empty ^ bit;
    nodes += (uint64_t)(left - 1);
    unsigned counters = threats3[opp] & rest;
    int reply;
    if (left == 2) {
      reply = counters ? 1 : 0;
    } else {
      reply = counters ? 1 : -1;
      for (unsigned answers = rest & ~counters; answers; answers &= answers - 1) {
        unsigned answer = answers & -answers;
        int v = -minimax(mine, opp | answer, rest ^ answer, left - 2);
        if (v > reply) reply = v;
      }
    }
    if (-reply > best) best = -reply;
  }
  return best;
}

/* Fail-hard negamax alpha-beta over win (1), draw (0) and loss (-1), cells in ascending
 * order: the value lies in alpha..beta, except that a side with a winning move returns 1
 * as soon as its first winning cell comes up. Counts this node and every node it looks
 * at. Two plies a call; each move is tested for a line in turn, since the moves before
 * the first winning one are searched (looking up all the threats first, as perft does,
 * ran 1.5 times slower here for fewer instructions). */
static int alphabeta(unsigned me, unsigned opp, unsigned empty, int alpha, int beta) {
  nodes++;
  for (unsigned moves = empty; moves; moves &= moves - 1) {
    unsigned bit = moves & -moves, mine = me | bit, rest = empty ^ bit;
    nodes++;
    if (won3[mine]) return 1;
    int value;
    if (!rest) {
      value = 0;
    } else {
      /* The child, the opponent to move, in the window turned round. */
      int reply_alpha = -beta, reply_beta = -alpha;
      for (unsigned answers = rest; answers; answers &= answers - 1) {
        unsigned answer = answers & -answers, theirs = opp | answer, after = rest ^ answer;
        int reply;
        if (won3[theirs]) {
          nodes++;
          reply_alpha = 1;
          break;
        }
        if (after) {
          reply = -alphabeta(mine, theirs, after, -reply_beta, -reply_alpha);
        } else {
          nodes++;
          reply = 0;
        }
        if (reply > reply_alpha) {
          reply_alpha = reply;
          if (reply >= reply_beta) break;
        }
      }
      value = -reply_alpha;
    }
    if (value > alpha) {
      alpha = value;
      if (value >= beta) break;
    }
  }
  return alpha;
}

/* Exact values by position, indexed by ternary3[me] + 2 * ternary3[opp]; UNKNOWN where
 * no value is stored yet. 19,683 bytes: as fast here as indexing by the masks side by
 * side (256 KB), and quicker to clear. */
#define UNKNOWN 0x7f
static int8_t values3[19683];

/* The exact value of an unfinished position not yet in values3, stored there at `index`
 * with the value of every position below it; counts the positions expanded. A child's
 * value is looked up before calling, so a known child costs no call. */
static int memo(unsigned me, unsigned opp, unsigned empty, int left, unsigned index) {
  nodes++;
  unsigned wins = threats3[me] & empty;
  int best = wins ? 1 : left == 1 ? 0 : -1;
  if (left > 1) {
    unsigned base = ternary3[opp] + 2u * ternary3[me];  /* the children's index less the move */
    for (unsigned moves = empty & ~wins; moves; moves &= moves - 1) {
      unsigned bit = moves & -moves, child = base + 2u * ternary3[bit];
      int known = values3[child];
      int v = -(known != UNKNOWN ? known : memo(opp, me | bit, empty ^ bit, left - 1, child));
      if (v > best) best = v;
    }
  }
  values3[index] = (int8_t)best;
  return best;
}

/* ---- 4x4: solve4 ---------------------------------------------------------------------- */

/* The transposition table: 2^TABLE_BITS entries of 16 bits. The key, me | opp << 16 in
 * search-order labels, is multiplied by an odd constant, a one-to-one map of 32-bit
 * words; the top TABLE_BITS bits of the product pick the slot and the other bits,
 * stored in the entry, tell the keys sharing the slot apart exactly. An entry is
 * check << 4 | (value + 1) << 2 | bound, bound 0 meaning empty. 2 MB, against 32 MB for
 * 8-byte entries over 2^22 slots: the search runs out of cache misses, not nodes. */
#define TABLE_BITS 20
#define CHECK_BITS (32 - TABLE_BITS)
enum { EMPTY_SLOT = 0, EXACT = 1, LOWER = 2, UPPER = 3 };
static uint16_t *table4;
_Static_assert(CHECK_BITS + 4 <= 16, "check bits, value and bound fit 16 bits");

/* Fail-soft alpha-beta over win, draw and loss of an unfinished 4x4 position, moves in
 * search order (ascending labels); a side with a winning move wins at once. Outside the
 * window the value is only a bound: at most alpha, or at least beta. */
static int solve4(unsigned me, unsigned opp, int alpha, int beta) {
  nodes++;
  unsigned empty = ~(me | opp) & 0xFFFFu;
  if (threats4[me] & empty) return 1;
  uint32_t hash = (me | opp << 16) * 0x9E3779B1u;
  uint16_t *slot = &table4[hash >> CHECK_BITS];
  unsigned check = (hash & ((1u << CHECK_BITS) - 1)) << 4;
  unsigned entry = *slot;
  if ((entry & ~15u) == check && (entry & 3) != EMPTY_SLOT) {
    int value = (int)(entry >> 2 & 3) - 1;
    unsigned bound = entry & 3;
    if (bound == EXACT || (bound == LOWER && value >= beta) || (bound == UPPER && value <= alpha))
      return value;
  }
  int alpha0 = alpha, best = -1;
  for (unsigned moves = empty; moves; moves &= moves - 1) {
    unsigned bit = moves & -moves;
    int v = empty == bit ? 0 : -solve4(opp, me | bit, -beta, -alpha);
    if (v > best) {
      best = v;
      if (v > alpha) {
        alpha = v;
        if (v >= beta) break;
      }
    }
  }
  unsigned bound = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
  *slot = (uint16_t)(check | (unsigned)(best + 1) << 2 | bound);
  return best;
}

/* ---- 4x4: perft4 ---------------------------------------------------------------------- */

/* Subtree sizes by the position's base-3 number (cell i weighs 3^i, times 1 for X and
 * 2 for O); 0 where not known yet. 3^16 entries of 8 bytes. */
#define POSITIONS4 43046721u
static uint64_t *sizes4;
static size_t sizes4_bytes;

/* The size of the tree below and including an unfinished position not yet in sizes4,
 * stored at `index` with every size below it; `digit` is the side to move's weight (1
 * or 2). Counts the positions expanded. The children's entries are prefetched first:
 * the table is far bigger than the caches, and asking for all of them at once overlaps
 * their misses. */
static uint64_t tree4(unsigned me, unsigned opp, int left, uint32_t index, uint32_t digit) {
  nodes++;
  uint64_t n = 1 + (uint64_t)left;  /* itself and every child */
  if (left > 1) {
    unsigned empty = ~(me | opp) & 0xFFFFu;
    unsigned searched = empty & ~threats4_grid[me];
    for (unsigned moves = searched; moves; moves &= moves - 1)
      __builtin_prefetch(&sizes4[index + digit * power3[__builtin_ctz(moves)]]);
    for (unsigned moves = searched; moves; moves &= moves - 1) {
      unsigned bit = moves & -moves;
      uint32_t child = index + digit * power3[__builtin_ctz(bit)];
      uint64_t size = sizes4[child];
      if (!size) size = tree4(opp, me | bit, left - 1, child, 3 - digit);
      n += size - 1;
    }
  }
  sizes4[index] = n;
  return n;
}

/* ---- Modes and timing ----------------------------------------------------------------- */

static long long run_perft(unsigned start) {
  nodes = 1 + tree_below(start, start, 0x1FFu & ~start, 9);
  return (long long)nodes;
}
static long long run_minimax(unsigned start) {
  nodes = 1;
  return minimax(start, start, 0x1FFu & ~start, 9);
}
static long long run_alphabeta(unsigned start) {
  nodes = 0;
  return alphabeta(start, start, 0x1FFu & ~start, -1, 1);
}
static void clear_memo(void) { memset(values3, UNKNOWN, sizeof values3); }
static long long run_memo(unsigned start) {
  nodes = 0;
  return memo(start, start, 0x1FFu & ~start, 9, 0);
}
static void clear_solve4(void) {
  if (!table4) table4 = malloc(sizeof *table4 << TABLE_BITS);
  if (!table4) { perror("baseline: solve4 table"); exit(71); }
  memset(table4, 0, sizeof *table4 << TABLE_BITS);
}
static long long run_solve4(unsigned start) {
  nodes = 0;
  return solve4(start, start, -1, 1);
}
static void clear_perft4(void) {
  if (!sizes4) {
    /* Whole 2 MB pages where the system offers them: a random walk over 344 MB misses
     * the TLB at nearly every lookup with 4 KB pages. Build with -DNO_HUGE_PAGES to
     * see the difference. */
    size_t huge = (size_t)2 << 20;
    sizes4_bytes = ((size_t)POSITIONS4 * sizeof *sizes4 + huge - 1) / huge * huge;
    sizes4 = aligned_alloc(huge, sizes4_bytes);
    if (!sizes4) { perror("baseline: perft4 table"); exit(71); }
#if defined(MADV_HUGEPAGE) && !defined(NO_HUGE_PAGES)
    madvise(sizes4, sizes4_bytes, MADV_HUGEPAGE);
#endif
  }
  memset(sizes4, 0, sizes4_bytes);
}
static long long run_perft4(unsigned start) {
  nodes = 0;
  return (long long)tree4(start, start, 16, 0, 1);
}

static const struct {
  const char *name;
  void (*clear)(void);           /* forgets what the last run remembered; not timed */
  long long (*run)(unsigned);    /* one run from the empty board `start`; sets nodes */
} MODES[] = {
    {"perft", NULL, run_perft},       {"minimax", NULL, run_minimax},
    {"alphabeta", NULL, run_alphabeta}, {"memo", clear_memo, run_memo},
    {"solve4", clear_solve4, run_solve4}, {"perft4", clear_perft4, run_perft4},
};
#define MODE_COUNT (sizeof MODES / sizeof MODES[0])

static double seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int ascending(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  size_t mode = MODE_COUNT;
  int runs = 0;
  if (argc == 3) {
    for (mode = 0; mode < MODE_COUNT; mode++)
      if (!strcmp(argv[1], MODES[mode].name)) break;
    runs = atoi(argv[2]);
  }
  if (argc != 3 || mode == MODE_COUNT || runs < 1) {
    fprintf(stderr, "usage: baseline MODE RUNS  (MODE: perft, minimax, alphabeta, memo, "
                    "solve4 or perft4; RUNS at least 1)\n");
    return 64;
  }
  /* Read at every run, so the compiler cannot work out the empty board's answers. */
  volatile unsigned empty_board = 0;
  double *times = malloc(sizeof *times * (size_t)runs);
  if (!times) { perror("baseline"); return 71; }
  build_tables();
  long long result = 0;
  for (int i = 0; i < runs; i++) {
    if (MODES[mode].clear) MODES[mode].clear();
    unsigned start = empty_board;
    double begin = seconds();
    result = MODES[mode].run(start);
    times[i] = seconds() - begin;
  }
  qsort(times, (size_t)runs, sizeof *times, ascending);
  printf("mode=%s result=%lld nodes=%llu runs=%d median_us=%.2f min_us=%.2f\n", MODES[mode].name,
         result, (unsigned long long)nodes, runs, times[runs / 2] * 1e6, times[0] * 1e6);
  return 0;
}
