// Random legal Commander-In-Chief positions as FEN strings, for cross-checking generators.
#pragma once
#include <random>
#include <string>

/// A random valid position: both Commanders, at most the starting counts per side, every
/// piece on a square its battlefield allows (Tanks on their own Land; Submarines and
/// Destroyers on their own Land, unlaunched, or in the Sea; plain Amphibians never on the
/// enemy's Land), 0..5 enhanced pieces per side, random side to move, team field, counters.
/// The density varies from a few pieces to full armies. Deterministic for a given engine state.
std::string random_cic_fen(std::mt19937_64& rng);
