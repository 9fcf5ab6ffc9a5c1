/* The project's C baseline for answering boards in bulk: `ai best -` on 3x3 boards, as
 * plainly fast as C does it, so that `Benchmarks/compare-reference.py` (mode batch3) can
 * say how far a batch of `ai` is from the machine's best. A ratio measured in the same
 * session is the only figure that means anything on a shared machine.
 *
 *   cc -O2 -o batch Benchmarks/Baseline/batch.c
 *   ./batch < boards.txt > answers.txt
 *
 * Each line is a 3x3 board of X, O and '.' (rows may be split by '/'); the answer is the
 * line `ai best -` prints for it, byte for byte:
 *
 *   X../.../...  best: 5 (O draws)
 *   XO./.X./...  best: 9 (O loses in 4)
 *   XXX/OO./...  game over: X won
 *
 * Throughput only: it checks the cell count and the piece counts, not every rule `ai`
 * checks (a board where both sides have a line is answered as `ai` never would). Scores
 * are exact and kept per position, the two masks side by side as the index (256 KiB),
 * filled as lines ask for them.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { CELLS = 9, UNKNOWN = 127 };

/* Bit i is cell i, row by row from the top left: 0 1 2 / 3 4 5 / 6 7 8. */
static const uint16_t LINES[8] = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};
static uint8_t has_line[1 << CELLS];
/* By the side to move's mask and the other's above it; UNKNOWN until searched. */
static int8_t score_of[1 << 2 * CELLS];

/* The exact score of an open position for the side to move: a win with e empty cells
 * left after it is worth e + 1, a loss the negative, a draw 0 (a faster win and a slower
 * loss are worth more). */
static int solve(unsigned mine, unsigned theirs) {
  unsigned index = mine | theirs << CELLS;
  if (score_of[index] != UNKNOWN) return score_of[index];
  unsigned empty = ~(mine | theirs) & 0x1FF;
  int best = -CELLS - 1;
  for (unsigned rest = empty; rest; rest &= rest - 1) {
    unsigned after = mine | (rest & -rest);
    int left = __builtin_popcount(empty) - 1;
    int value = has_line[after] ? left + 1 : left == 0 ? 0 : -solve(theirs, after);
    if (value > best) best = value;
  }
  score_of[index] = (int8_t)best;
  return best;
}

int main(void) {
  for (unsigned mask = 0; mask < 1u << CELLS; mask++)
    for (int line = 0; line < 8; line++)
      if ((mask & LINES[line]) == LINES[line]) has_line[mask] = 1;
  memset(score_of, UNKNOWN, sizeof score_of);
  static char input[1 << 16], output[1 << 16];
  setvbuf(stdin, input, _IOFBF, sizeof input);
  setvbuf(stdout, output, _IOFBF, sizeof output);

  char line[256];
  for (long number = 1; fgets(line, sizeof line, stdin); number++) {
    unsigned x = 0, o = 0;
    int cells = 0;
    for (char *c = line; *c && *c != '\n'; c++) {
      if (*c == '/' || *c == '\r') continue;
      if (cells == CELLS) { cells++; break; }
      if (*c == 'X') x |= 1u << cells;
      else if (*c == 'O') o |= 1u << cells;
      else if (*c != '.') { cells = -1; break; }
      cells++;
    }
    int xs = __builtin_popcount(x), os = __builtin_popcount(o);
    if (cells != CELLS || xs < os || xs > os + 1) {
      fprintf(stderr, "batch: line %ld is not a 3x3 board with X to move first\n", number);
      return 65;
    }
    /* The answer, written into one buffer: the board as the notation writes it, then
     * the verdict. */
    char out[64];
    int at = 0;
    for (int cell = 0; cell < CELLS; cell++) {
      out[at++] = x >> cell & 1 ? 'X' : o >> cell & 1 ? 'O' : '.';
      if (cell % 3 == 2 && cell < 8) out[at++] = '/';
    }
    int x_moves = xs == os;
    unsigned mine = x_moves ? x : o, theirs = x_moves ? o : x;
    const char *text;
    if (has_line[theirs] || (x | o) == 0x1FF) {
      text = !has_line[theirs] ? "  game over: draw\n" : x_moves ? "  game over: O won\n"
                                                                 : "  game over: X won\n";
      while (*text) out[at++] = *text++;
      fwrite(out, 1, at, stdout);
      continue;
    }
    unsigned empty = ~(x | o) & 0x1FF;
    int left = __builtin_popcount(empty) - 1, scores[CELLS], best = -CELLS - 1;
    for (unsigned rest = empty; rest; rest &= rest - 1) {
      int cell = __builtin_ctz(rest);
      unsigned after = mine | 1u << cell;
      scores[cell] = has_line[after] ? left + 1 : left == 0 ? 0 : -solve(theirs, after);
      if (scores[cell] > best) best = scores[cell];
    }
    for (text = "  best:"; *text;) out[at++] = *text++;
    for (unsigned rest = empty; rest; rest &= rest - 1) {
      int cell = __builtin_ctz(rest);
      if (scores[cell] == best) (out[at++] = ' ', out[at++] = (char)('1' + cell));
    }
    /* A score s is a win on ply (left + 1) - s + 1 counted from this move; a loss the same
     * from the other side. */
    int plies = left + 2 - (best > 0 ? best : -best);
    out[at++] = ' ', out[at++] = '(', out[at++] = x_moves ? 'X' : 'O';
    text = best > 0 ? " wins in " : best < 0 ? " loses in " : " draws)\n";
    while (*text) out[at++] = *text++;
    if (best != 0) out[at++] = (char)('0' + plies), out[at++] = ')', out[at++] = '\n';
    fwrite(out, 1, at, stdout);
  }
  return 0;
}
