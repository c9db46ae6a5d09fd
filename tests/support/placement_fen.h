// Test positions written as piece placements: "Ch8 Bf6 ca1 +fa2" -> a Commander-In-Chief FEN.
#pragma once
#include <string>

namespace cinc::test {

/// A FEN from a placement list (upper case Dark, lower case Light, '+' enhanced), the side
/// to move ('d' or 'l'), the team field and the two counters. Throws std::invalid_argument
/// on a malformed or doubly occupied square.
std::string placement_fen(const std::string& placement, char side, const std::string& team = "-",
                          int quiet_plies = 0, int move_number = 1);

}  // namespace cinc::test
