// cinc-corpus GAMES [SEED] > corpus.cgn: a deterministic random corpus of legal games
// with comments, clocks, NAGs and variations (the benchmark input).
#include <cstdlib>
#include <iostream>
#include <string>

#include "corpus.h"

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::cerr << "usage: cinc-corpus GAMES [SEED] > corpus.cgn\n";
    return 2;
  }
  const int games = std::atoi(argv[1]);
  const std::uint64_t seed = argc == 3 ? std::strtoull(argv[2], nullptr, 10) : 1;
  if (games <= 0) {
    std::cerr << "cinc-corpus: GAMES must be a positive number\n";
    return 2;
  }
  std::cout << cinc::bench::random_corpus(seed, games, {});
  return std::cout ? 0 : 2;
}
