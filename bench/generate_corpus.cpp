// cinc-corpus [options] GAMES [SEED] > corpus.cgn: a deterministic random corpus of legal
// games with comments, clocks, NAGs and variations (the benchmark input; --help lists the
// options). The statistics are counted on the generated records, one "key value" line
// each: games, main_plies, variation_plies, all_plies, variations, bytes (of the text as
// written, Latin-1 or UTF-8), error_games.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <ostream>
#include <string>

#include "corpus.h"

namespace {

int usage() {
  std::cerr << "usage: cinc-corpus [--stats | --stats-only] [--plain] [--players N] [--errors PERMILLE] [--names] [--latin1]\n"
               "                   GAMES [SEED] > corpus.cgn\n";
  return 2;
}

void print_stats(std::ostream& out, const cinc::bench::CorpusStats& s) {
  out << "games " << s.games << '\n'
      << "main_plies " << s.main_plies << '\n'
      << "variation_plies " << s.variation_plies << '\n'
      << "all_plies " << s.all_plies() << '\n'
      << "variations " << s.variations << '\n'
      << "bytes " << s.bytes << '\n'
      << "error_games " << s.error_games << '\n';
}

}  // namespace

int main(int argc, char** argv) {
  bool stats = false;
  bool stats_only = false;
  bool latin1 = false;
  cinc::bench::CorpusOptions options;
  const char* positional[2] = {nullptr, nullptr};
  int count = 0;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--stats") == 0) {
      stats = true;
    } else if (std::strcmp(argv[i], "--stats-only") == 0) {
      stats_only = true;
    } else if (std::strcmp(argv[i], "--plain") == 0) {
      options.comments = options.nags = options.variations = false;
    } else if (std::strcmp(argv[i], "--players") == 0 && i + 1 < argc) {
      options.players = std::atoi(argv[++i]);
      if (options.players < 2 || options.players % 2 != 0) {
        std::cerr << "cinc-corpus: --players takes an even number, at least 2\n";
        return usage();
      }
    } else if (std::strcmp(argv[i], "--errors") == 0 && i + 1 < argc) {
      options.error_permille = std::atoi(argv[++i]);
      if (options.error_permille < 0 || options.error_permille > 1000) {
        std::cerr << "cinc-corpus: --errors takes a number from 0 to 1000\n";
        return usage();
      }
    } else if (std::strcmp(argv[i], "--names") == 0) {
      options.names = true;
    } else if (std::strcmp(argv[i], "--latin1") == 0) {
      latin1 = true;
    } else if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
      std::cout << "usage: cinc-corpus [--stats | --stats-only] [--plain] [--players N] [--errors PERMILLE] [--names] [--latin1]\n"
               "                   GAMES [SEED] > corpus.cgn\n"
                   "  --stats       after the corpus, its statistics on stderr\n"
                   "  --stats-only  the statistics on stdout, no corpus\n"
                   "  --plain       no comments, clocks, NAGs or variations\n"
                   "  --players N   an event of N players (N even), each once a round\n"
                   "  --errors P    P games in 1000 with one mistake in their main line\n"
                   "  --names       players with real-looking names, accents and all\n"
                   "  --latin1      the text in Latin-1 (ISO 8859-1), not UTF-8\n"
                   "Statistics (counted on the generated records): games, main_plies,\n"
                   "variation_plies, all_plies, variations, bytes, error_games.\n";
      return 0;
    } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
      std::cerr << "cinc-corpus: unknown option " << argv[i] << '\n';
      return usage();
    } else if (count < 2) {
      positional[count++] = argv[i];
    } else {
      return usage();
    }
  }
  if (count < 1 || (stats && stats_only)) return usage();
  const int games = std::atoi(positional[0]);
  const std::uint64_t seed = count == 2 ? std::strtoull(positional[1], nullptr, 10) : 1;
  if (games <= 0) {
    std::cerr << "cinc-corpus: GAMES must be a positive number\n";
    return 2;
  }
  cinc::bench::CorpusStats s;
  std::string text = cinc::bench::random_corpus(seed, games, options, &s);
  if (latin1) {
    text = cinc::bench::to_latin1(text);
    s.bytes = static_cast<std::int64_t>(text.size());
  }
  if (stats_only) {
    print_stats(std::cout, s);
  } else {
    std::cout << text;
    if (stats) print_stats(std::cerr, s);
  }
  std::cout.flush();
  return std::cout ? 0 : 2;
}
